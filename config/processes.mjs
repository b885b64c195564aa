// Child-process plumbing for scripts/start.mjs, start-prod.mjs and dev.mjs: prefixed output, the ports
// checked by a real bind before anything starts, "up" only once every part answers its own health
// route, and one rule for a part that stops on its own: every other part is stopped and the command
// exits non-zero, saying which part and why.
import { spawn } from 'node:child_process';
import { lookup } from 'node:dns/promises';
import { createServer } from 'node:net';
import path from 'node:path';

export const rootDir = path.resolve(import.meta.dirname, '..');
export const bin = (name) => path.join(rootDir, 'node_modules', '.bin', name);

const COLOURS = [36, 35, 33, 32, 34, 96, 95];
const children = new Set();
let stopping = false;
let tag = 'start';

/** The tag of the command's own lines: [start], [start:prod], [dev]. */
export function setTag(name) {
  tag = name;
}
export const say = (line) => console.log(`[${tag}] ${line}`);
export const complain = (line) => console.error(`[${tag}] ${line}`);
export const isStopping = () => stopping;

/** The value of `read()`, or its error's message on one line and exit 1 (a wrong setting, before anything starts). */
export function orExit(read) {
  try {
    return read();
  } catch (error) {
    complain(error.message);
    return process.exit(1);
  }
}

const prefixLines = (name, colour, stream, target) => {
  let partial = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (partial + chunk).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) target.write(`\x1b[${colour}m[${name}]\x1b[0m ${line}\n`);
  });
  stream.on('end', () => partial && target.write(`\x1b[${colour}m[${name}]\x1b[0m ${partial}\n`));
};

/** Stops the whole stack because `label` stopped on its own (a stack with a dead part is not up). */
function partStopped(label, reason) {
  if (stopping) return;
  complain(`${label} stopped (${reason}); stopping the other parts.`);
  stopAll(1);
}

/** Starts a long-running part; if it stops while we are not stopping, every other part is stopped too. */
export function startChild(name, command, args, { cwd = rootDir, env = {}, label = name } = {}) {
  const colour = COLOURS[children.size % COLOURS.length];
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  // A Ctrl-C that came while the ports were being checked: this part ends with the rest, never orphaned.
  if (stopping) child.kill('SIGTERM');
  prefixLines(name, colour, child.stdout, process.stdout);
  prefixLines(name, colour, child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    children.delete(child);
    // Ctrl-C reaches every part at once: let our own signal handler run before calling this a failure.
    setTimeout(() => partStopped(label, signal ? `signal ${signal}` : `exit code ${code}`), 200);
  });
  child.on('error', (error) => {
    children.delete(child);
    partStopped(label, `could not start: ${error.message}`);
  });
  return child;
}

/** Runs a command to completion (a build); rejects with its name when it fails. */
export function runStep(name, command, args, { cwd = rootDir, env = {} } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    children.add(child);
    if (stopping) child.kill('SIGTERM');
    prefixLines(name, COLOURS[0], child.stdout, process.stdout);
    prefixLines(name, COLOURS[0], child.stderr, process.stderr);
    child.on('exit', (code, signal) => {
      children.delete(child);
      if (code === 0) resolve();
      else reject(new Error(`${name} failed (${signal ?? `exit code ${code}`})`));
    });
    child.on('error', reject);
  });
}

/** Runs tasks with at most `limit` at a time (the machine has two cores). */
export async function runLimited(tasks, limit) {
  const queue = [...tasks];
  const workers = Array.from({ length: Math.min(limit, queue.length) }, async () => {
    while (queue.length) await queue.shift()();
  });
  await Promise.all(workers);
}

/** Production builds of the apps' folders with rspack, two at a time. */
export async function buildApps(dirs) {
  say(`building ${dirs.join(', ')} (two at a time)…`);
  const started = Date.now();
  await runLimited(
    dirs.map(
      (dir) => () =>
        runStep(`build ${dir}`, bin('rspack'), ['build', '--config', 'rspack.config.mjs'], {
          cwd: `${rootDir}/${dir}`,
          env: { NODE_ENV: 'production' },
        }),
    ),
    2,
  );
  say(`built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** SIGTERM to every child, SIGKILL to any still there after 5 s, then exit. */
export function stopAll(exitCode = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  const deadline = setTimeout(() => {
    for (const child of children) child.kill('SIGKILL');
    process.exit(exitCode);
  }, 5_000);
  const check = setInterval(() => {
    if (children.size === 0) {
      clearInterval(check);
      clearTimeout(deadline);
      process.exit(exitCode);
    }
  }, 50);
}

export function stopOnSignals() {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      say(`${signal}: stopping every part…`);
      stopAll(0);
    });
  }
}

/** Resolves once the URL answers (any status below 500), or rejects after the time-out. */
export async function waitForUrl(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Where every part listens: loopback unless HOST says otherwise (each server reads HOST the same way). */
export const listenHost = (env = process.env) => env.HOST || 'localhost';

/** EADDRINUSE or EACCES when binding port on address fails so; null when it binds (then it is let go). */
function bindError(port, address) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', (error) => resolve(['EADDRINUSE', 'EACCES'].includes(error.code) ? error.code : null));
    server.listen({ port, host: address, exclusive: true }, () => server.close(() => resolve(null)));
  });
}

/** Binds the port on the host and on every address it names (localhost may be 127.0.0.1 and ::1). */
async function portError(port, host) {
  const addresses = await lookup(host, { all: true }).then(
    (found) => found.map((a) => a.address),
    () => [],
  );
  for (const address of new Set([host, ...addresses])) {
    const error = await bindError(port, address);
    if (error) return error;
  }
  return null;
}

/** One line per port that a part cannot listen on: taken, forbidden, not a port, or given twice. */
export async function portProblems(parts, host = listenHost()) {
  const problems = [];
  const owners = new Map();
  for (const part of parts) {
    const move = `move the stack with ${part.portEnv}=… (see README)`;
    if (!Number.isInteger(part.port) || part.port < 1 || part.port > 65535) {
      problems.push(`${part.portEnv} is not a port number from 1 to 65535 (${part.label}).`);
    } else if (owners.has(part.port)) {
      problems.push(`port ${part.port} is given to both ${owners.get(part.port).label} and ${part.label}: ${move}.`);
    } else {
      owners.set(part.port, part);
      const error = await portError(part.port, host);
      if (error === 'EADDRINUSE') problems.push(`port ${part.port} is in use (${part.label}): stop what uses it, or ${move}.`);
      if (error === 'EACCES') problems.push(`port ${part.port} may not be listened on here (${part.label}): ${move}.`);
    }
  }
  return problems;
}

/** Exits 1, having started nothing, when a part's port cannot be had (one line per port). */
export async function refuseTakenPorts(parts) {
  const problems = await portProblems(parts);
  if (problems.length === 0) return;
  for (const problem of problems) complain(problem);
  process.exit(1);
}

/** Thrown while waiting when the part stopped: its exit handler reports it and stops the stack. */
class PartStopped extends Error {}

const probeHost = (host) => (['0.0.0.0', '::', ''].includes(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host);

/** Resolves once the part answers 2xx on its own health route while the process we started is alive. */
async function waitForHealth({ part, child }, deadline) {
  const url = `http://${probeHost(listenHost())}:${part.port}${part.health}`;
  const alive = () => !stopping && child.exitCode === null && child.signalCode === null;
  let last = 'no answer';
  for (;;) {
    if (!alive()) throw new PartStopped();
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer().catch(() => undefined);
      if (response.ok && alive()) return;
      last = `HTTP ${response.status}`;
    } catch {
      last = 'no answer';
    }
    if (Date.now() > deadline) throw new Error(`${part.label} did not answer ${url} in time (${last})`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Resolves true once every started part ({ part, child }) answers its health route; false when a part
 * stopped meanwhile (its own report stops the stack); a part that never answers stops the stack here.
 */
export async function waitUntilHealthy(started, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  try {
    await Promise.all(started.map((entry) => waitForHealth(entry, deadline)));
    return !stopping;
  } catch (error) {
    if (!(error instanceof PartStopped) && !stopping) {
      complain(`${error.message}; stopping the other parts.`);
      stopAll(1);
    }
    return false;
  }
}
