// The stack a bench measures: the one answering at the port base (reused), else the built one started
// there as `npm start -- --skip-build` starts it (scripts/start.mjs, ports from config/stack.mjs, every
// part up on its health route), with its own sandbox database, and stopped afterwards. Its first line
// says which.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { rootDir, waitForUrl } from '../../../config/processes.mjs';
import { HTML_PORTAL, PORTAL, portEnv, portsFromBase, REMOTES, requiredBuilds, stackParts } from '../../../config/stack.mjs';
import { benchDir } from './figures.mjs';

/** A failure the bench explains in its own words: printed as one message, without a stack trace. */
export class BenchError extends Error {}

const SOURCES = {
  default: 'the default port base; --port-base N for another',
  BENCH_PORT_BASE: 'from BENCH_PORT_BASE',
  E2E_PORT_BASE: 'from E2E_PORT_BASE',
};
/** Why this port base, as the first line says it: ' (from E2E_PORT_BASE)', or '' when given. */
const portBaseWhy = (source) => (SOURCES[source] ? ` (${SOURCES[source]})` : source.startsWith('--') ? '' : ` (${source})`);

export async function answers(url) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2_000) })).status < 500;
  } catch {
    return false;
  }
}

/** True when `origin`'s /config.json is the booking site's: JSON naming its remotes. */
async function isBookingSite(origin) {
  try {
    const response = await fetch(`${origin}/config.json`, { signal: AbortSignal.timeout(2_000) });
    const config = response.ok ? await response.json() : null;
    return REMOTES.every((remote) => URL.canParse(config?.remotes?.[remote.name]));
  } catch {
    return false;
  }
}

const tail = (file) =>
  readFileSync(file, 'utf8')
    .trimEnd()
    .split('\n')
    .slice(-12)
    .map((line) => `  ${line}`)
    .join('\n');

async function start(tag, base, why) {
  const ports = portsFromBase(base);
  const built = requiredBuilds().every((file) => existsSync(path.join(rootDir, file)));
  console.log(
    `[${tag}] ${built ? 'starting the built stack' : 'building, then starting the stack'} on port base ${base}${why}: http://localhost:${base}`,
  );
  mkdirSync(benchDir, { recursive: true });
  const log = path.join(benchDir, `stack-${base}.log`);
  const out = openSync(log, 'w');
  const env = {
    ...process.env,
    ...portEnv(ports),
    [PORTAL.envName]: String(ports.shell + PORTAL.offset),
    [HTML_PORTAL.envName]: String(ports.shell + HTML_PORTAL.offset),
    // Its own databases (the sandbox's and the checkout attempts'), so a bench never touches the ones a
    // development stack uses: a shared attempts file would let this stack's reconciler settle them.
    DB_FILE: path.join(benchDir, `sandbox-${base}.db`),
    ATTEMPTS_DB: path.join(benchDir, `checkout-attempts-${base}.db`),
  };
  const child = spawn(process.execPath, ['scripts/start.mjs', ...(built ? ['--skip-build'] : [])], {
    cwd: rootDir,
    env,
    detached: true,
    stdio: ['ignore', out, out],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const signal = (name) => {
    try {
      process.kill(-child.pid, name);
    } catch {
      // already gone
    }
  };
  // Ctrl-C reaches the bench, not the stack (its own process group): stop it, then leave.
  const onSignal = (name) => stop().then(() => process.exit(name === 'SIGINT' ? 130 : 143));
  const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];
  for (const name of SIGNALS) process.once(name, onSignal);
  let stopped;
  const stop = () =>
    (stopped ??= (async () => {
      for (const name of SIGNALS) process.off(name, onSignal);
      if (child.exitCode !== null || child.signalCode !== null) return;
      signal('SIGTERM');
      const timer = setTimeout(() => signal('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    })());
  const up = Promise.all(
    stackParts({ env, ports }).map((part) => waitForUrl(`http://localhost:${part.port}${part.health}`, built ? 120_000 : 900_000)),
  );
  const died = exited.then((code) => {
    throw new BenchError(
      `the stack on port base ${base} stopped (exit code ${code}) before it was up (another --port-base moves the whole stack); its output (${path.relative(rootDir, log)}):\n${tail(log)}`,
    );
  });
  try {
    await Promise.race([up, died]);
  } catch (error) {
    await stop();
    throw error instanceof BenchError ? error : new BenchError(`${error.message}; the stack's output is in ${path.relative(rootDir, log)}`);
  } finally {
    // Once up, its exit is the bench's own doing; once failed, the other waits no longer matter.
    died.catch(() => {});
    up.catch(() => {});
  }
  return stop;
}

/**
 * The stack at `base`: reused when its shell answers (unless `reuse` is false: then that is an error),
 * else started. Says which on its first line, tagged `[tag]`. Returns { origin, base, stop() }.
 */
async function ensureStack({ tag, base, source, reuse = true }) {
  const origin = `http://localhost:${base}`;
  const why = portBaseWhy(source);
  if (await answers(`${origin}/config.json`)) {
    if (!reuse)
      throw new BenchError(
        `something already answers on ${origin} (port base ${base}${why}): ${tag} measures only a stack it starts; stop that one, or give another port base`,
      );
    console.log(`[${tag}] reusing the stack answering on ${origin}, port base ${base}${why}`);
    if (!(await isBookingSite(origin)))
      throw new BenchError(
        `${origin}/config.json names no remotes: is it the booking site? Stop what answers there, or give another port base`,
      );
    return { origin, base, stop: async () => {} };
  }
  return { origin, base, stop: await start(tag, base, why) };
}

/** Runs `measure(stack)` on the stack `ensureStack` gives, and always stops a stack it started. */
export async function withStack(options, measure) {
  const stack = await ensureStack(options);
  try {
    return await measure(stack);
  } finally {
    await stack.stop();
  }
}

/** A failure's report: `[tag] failed: ...`, with the trace only when it is not the bench's own. */
export const failed = (tag, error) => `[${tag}] failed: ${error instanceof BenchError ? error.message : (error?.stack ?? error)}`;
