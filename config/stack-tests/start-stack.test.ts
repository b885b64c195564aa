import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HTML_PORTAL, PORTAL, portEnv, portsFromBase, readPortBase, REMOTES, stackParts, type StackPart } from '../stack.mjs';
import { repoRoot } from '../__tests__/run-node';

// `npm start` (scripts/start.mjs --skip-build) and `npm run start:prod` run as the processes they are,
// on a port base free at test time: E2E_PORT_BASE's (or +50, +100, +150) when set, else a random one
// (12000-29900: below the ephemeral range, above fetch's bad ports).
// They start the built apps, so `npm test` runs them after the build (`npm run test:stack`), never
// skipped: without the builds every test here fails with the command that makes them.

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const bindable = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, 'localhost', () => server.close(() => resolve(true)));
  });

const moved = (base: number): Record<string, string> => ({
  ...portEnv(portsFromBase(base)),
  [PORTAL.envName]: String(base + PORTAL.offset),
  [HTML_PORTAL.envName]: String(base + HTML_PORTAL.offset),
});

/** Every part a demo stack on this base listens with (the shell, the remotes, the sandbox, the portals). */
const partsOf = (base: number) => stackParts({ env: moved(base) });

/**
 * A base none of whose ports is taken: with E2E_PORT_BASE set (as an e2e run beside others), one of
 * it, +50, +100 and +150 (each stack's ports are base..base+33 and base+1000); else a random one.
 */
async function freeBase(): Promise<number> {
  const given = readPortBase(process.env, 'E2E_PORT_BASE', null);
  const candidates =
    given === null
      ? Array.from({ length: 40 }, () => 12_000 + 100 * Math.floor(Math.random() * 180))
      : [0, 50, 100, 150].map((shift) => given + shift);
  for (const base of candidates) {
    if ((await Promise.all(partsOf(base).map((part) => bindable(part.port)))).every(Boolean)) return base;
  }
  throw new Error(
    given === null
      ? 'no free port base between 12000 and 29900'
      : `no free port base at E2E_PORT_BASE=${given} (+0, +50, +100, +150): set another`,
  );
}

/** The ports of these parts that something still listens on, after up to `ms` for them to be let go. */
async function stillTaken(parts: StackPart[], ms = 2_000) {
  const until = Date.now() + ms;
  for (;;) {
    const taken = [];
    for (const part of parts) if (!(await bindable(part.port))) taken.push(`${part.port} (${part.label})`);
    if (taken.length === 0 || Date.now() > until) return taken;
    await sleep(100);
  }
}

// Settings of the machine or the CI that would change what the scripts do.
const INHERITED = [
  'API_BASE_URL',
  'API_PUBLIC_KEY',
  'API_SECRET_KEY',
  'ATTEMPTS_SECRET',
  'HOST',
  'SITE_ORIGINS',
  'DB_FILE',
  'ATTEMPTS_DB',
  'REDIS_URL',
  'SANDBOX_ADMIN',
  'TRUST_PROXY',
  'OPERATOR_TEXTS_FILE',
  'NODE_ENV',
  ...REMOTES.map((r) => r.envName),
];
const cleanEnv = () =>
  Object.fromEntries(Object.entries(process.env).filter(([name]) => !INHERITED.includes(name))) as Record<string, string>;

type Run = {
  pid: number;
  stdout: () => string;
  stderr: () => string;
  exited: (ms: number) => Promise<{ code: number | null; signal: string | null } | 'still running'>;
  until: (text: string, ms: number) => Promise<boolean>;
  signal: (name: NodeJS.Signals) => void;
};
const runs: Run[] = [];

/** Starts `node <script> <args>` in its own process group, so that a test can always stop all it started. */
function run(script: string, args: string[], env: Record<string, string>): Run {
  const child = spawn(process.execPath, [script, ...args], {
    cwd: repoRoot,
    env: { ...cleanEnv(), ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exit = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
    child.once('close', (code, signal) => resolve({ code, signal })),
  );
  const entry: Run = {
    pid: child.pid!,
    stdout: () => stdout,
    stderr: () => stderr,
    exited: (ms) => Promise.race([exit, new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), ms).unref())]),
    until: async (text, ms) => {
      const deadline = Date.now() + ms;
      while (!stdout.includes(text) && child.exitCode === null && Date.now() < deadline) await sleep(100);
      return stdout.includes(text);
    },
    signal: (name) => {
      try {
        process.kill(-child.pid!, name);
      } catch {
        // already gone
      }
    },
  };
  runs.push(entry);
  return entry;
}

/** The processes whose parent is `pid`, with their command lines (Linux's /proc). */
function childrenOf(pid: number) {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((name) => {
      try {
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        return parent === pid ? [{ pid: Number(name), args: readFileSync(`/proc/${name}/cmdline`, 'utf8').split('\0') }] : [];
      } catch {
        return [];
      }
    });
}

let work: string;
beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), 'start-stack-'));
});
afterEach(async () => {
  for (const entry of runs.splice(0)) entry.signal('SIGKILL');
  await sleep(100);
  rmSync(work, { recursive: true, force: true });
});

const BUILDS = [
  'shell/dist/index.html',
  'examples/operator-portal/dist/index.html',
  'examples/webpack-portals/react18-app-mode/dist/index.html',
  'examples/webpack-portals/react19-component-mode/dist/index.html',
  ...REMOTES.map((r) => `${r.dir}/dist/mf-manifest.json`),
];
beforeAll(() => {
  const missing = BUILDS.filter((file) => !existsSync(path.join(repoRoot, file)));
  if (missing.length > 0)
    throw new Error(`the builds are missing (${missing.join(', ')}): run \`npm run build\`, then \`npm run test:stack\`.`);
});
const onLinux = process.platform === 'linux' ? it : it.skip;

describe('npm start', () => {
  it('exits 1 before starting anything when a port is taken, even by a server that answers /config.json', async () => {
    const base = await freeBase();
    const parts = partsOf(base);
    const shell = parts.find((part) => part.name === 'shell')!;
    // Another process on the shell's port, answering every path as a site would.
    const other = createHttpServer((_req, res) => res.end('{}'));
    await new Promise<void>((resolve) => other.listen(shell.port, 'localhost', resolve));
    try {
      const start = run('scripts/start.mjs', ['--skip-build'], {
        ...moved(base),
        DB_FILE: path.join(work, 'sandbox.db'),
        ATTEMPTS_DB: path.join(work, 'attempts.db'),
      });
      expect(await start.exited(10_000)).toEqual({ code: 1, signal: null });
      expect(start.stderr()).toBe(
        `[start] port ${shell.port} is in use (the shell's server): stop what uses it, or move the stack with SHELL_PORT=… (see README).\n`,
      );
      expect(start.stdout()).toBe('');
      // Nothing ran: no part's port was taken, neither the sandbox nor the shell's server made its database, no key was kept.
      expect(
        await stillTaken(
          parts.filter((part) => part !== shell),
          0,
        ),
      ).toEqual([]);
      expect(readdirSync(work)).toEqual([]);
    } finally {
      await new Promise((resolve) => other.close(resolve));
    }
  }, 20_000);

  it("refuses an API_BASE_URL other than its own sandbox: that is start:prod's", async () => {
    const base = await freeBase();
    const start = run('scripts/start.mjs', ['--skip-build'], { ...moved(base), API_BASE_URL: 'https://dispatch.example.com' });
    expect(await start.exited(10_000)).toEqual({ code: 1, signal: null });
    expect(start.stderr()).toBe(
      `[start] API_BASE_URL is https://dispatch.example.com, not the sandbox npm start runs (http://localhost:${base + 1000}): npm start is the local demo; for a real API, npm run start:prod (see README).\n`,
    );
    expect(await stillTaken(partsOf(base), 0)).toEqual([]);
  }, 20_000);

  it('stops every part and exits non-zero when one dies while starting (the sandbox on a database it cannot open)', async () => {
    const base = await freeBase();
    const start = run('scripts/start.mjs', ['--skip-build'], {
      ...moved(base),
      DB_FILE: '/dev/null/sandbox.db',
      ATTEMPTS_DB: path.join(work, 'attempts.db'),
    });
    expect(await start.exited(20_000)).toEqual({ code: 1, signal: null });
    expect(start.stderr()).toContain('[start] the sandbox API stopped (exit code 1); stopping the other parts.\n');
    expect(start.stderr()).not.toContain('keep running');
    expect(start.stdout()).not.toContain('is up');
    expect(await stillTaken(partsOf(base))).toEqual([]);
  }, 30_000);

  onLinux(
    'says "up" once every part answers its own health route; a part that dies later stops them all',
    async () => {
      const base = await freeBase();
      const parts = partsOf(base);
      const start = run('scripts/start.mjs', ['--skip-build'], {
        ...moved(base),
        DB_FILE: path.join(work, 'sandbox.db'),
        ATTEMPTS_DB: path.join(work, 'attempts.db'),
      });
      const up = await start.until('The booking site is up', 25_000);
      expect(up ? 'up' : `not up:\n${start.stdout().slice(-1_500)}\n${start.stderr().slice(-1_500)}`).toBe('up');
      expect(start.stdout()).toContain(
        `This is the local demo: the sandbox API at http://localhost:${base + 1000} stands in for the dispatch API`,
      );
      const health = await Promise.all(
        parts.map(async (part) => [part.name, (await fetch(`http://localhost:${part.port}${part.health}`)).status]),
      );
      expect(health).toEqual(parts.map((part) => [part.name, 200]));

      const quote = parts.find((part) => part.name === 'mf-quote')!;
      const server = childrenOf(start.pid).find((child) => child.args.includes('--port') && child.args.includes(String(quote.port)));
      expect(server).toBeDefined();
      process.kill(server!.pid, 'SIGKILL');
      expect(await start.exited(10_000)).toEqual({ code: 1, signal: null });
      expect(start.stderr()).toContain('[start] the mf-quote remote stopped (signal SIGKILL); stopping the other parts.\n');
      expect(await stillTaken(parts)).toEqual([]);
    },
    40_000,
  );
});

describe("npm start's checkout attempts", () => {
  const started = async (env: Record<string, string>) => {
    const start = run('scripts/start.mjs', ['--skip-build'], env);
    const up = await start.until('The booking site is up', 25_000);
    expect(up ? 'up' : `not up:\n${start.stdout().slice(-1_500)}\n${start.stderr().slice(-1_500)}`).toBe('up');
    return start;
  };
  const stopped = async (start: Run) => {
    start.signal('SIGTERM');
    expect(await start.exited(10_000)).toEqual({ code: 0, signal: null });
  };
  /** The line of the "up" message that holds `text`, run as a shell command at the repository's root. */
  const runPrinted = (start: Run, text: string, env: Record<string, string> = {}) => {
    const line = start
      .stdout()
      .split('\n')
      .filter((printed) => printed.includes(text));
    expect(line).toHaveLength(1);
    return spawnSync('sh', ['-c', line[0].trim()], { cwd: repoRoot, env: { ...cleanEnv(), ...env }, encoding: 'utf8' });
  };

  onLinux(
    'keeps its attempts keys beside the database, made once and the same after a restart, and prints how to list unresolved payments',
    async () => {
      const base = await freeBase();
      const env = { ...moved(base), DB_FILE: path.join(work, 'sandbox.db'), ATTEMPTS_DB: path.join(work, 'attempts.db') };
      const secretFile = path.join(work, 'attempts-secret');
      const keyFile = path.join(work, 'attempts-admin-key');
      const first = await started(env);
      const kept = [readFileSync(secretFile, 'utf8'), readFileSync(keyFile, 'utf8')];
      for (const file of [secretFile, keyFile]) expect((statSync(file).mode & 0o777).toString(8)).toBe('600');
      expect(first.stdout() + first.stderr()).not.toContain('ATTEMPTS_SECRET is not set');
      expect(first.stdout()).not.toContain(kept[1].trim());

      // Both printed ways read what the server keeps: the store it writes, and its list with the kept key.
      expect(first.stdout()).toContain(`[checkout-attempts] store: SQLite ${env.ATTEMPTS_DB}\n`);
      const cli = runPrinted(first, 'npm run attempts -- --unresolved');
      expect(cli.stdout).toContain(`No paid, unbooked checkout attempts (SQLite ${env.ATTEMPTS_DB}).\n`);
      const curl = runPrinted(
        first,
        `curl -H "X-Admin-Key: $(cat ${keyFile})" http://localhost:${base}/site/checkout-attempts?status=unresolved`,
      );
      expect(JSON.parse(curl.stdout)).toEqual({ attempts: [] });
      const unresolved = `http://localhost:${base}/site/checkout-attempts?status=unresolved`;
      expect((await fetch(unresolved)).status).toBe(404);
      await stopped(first);

      const second = await started(env);
      expect([readFileSync(secretFile, 'utf8'), readFileSync(keyFile, 'utf8')]).toEqual(kept);
      expect((await fetch(unresolved, { headers: { 'X-Admin-Key': kept[1].trim() } })).status).toBe(200);
      await stopped(second);
    },
    60_000,
  );

  onLinux(
    'takes ATTEMPTS_SECRET and ATTEMPTS_ADMIN_KEY from the environment when they are set, keeping no file',
    async () => {
      const base = await freeBase();
      const given = { ATTEMPTS_SECRET: 'the-operators-own-secret', ATTEMPTS_ADMIN_KEY: 'the-operators-own-admin-key' };
      const start = await started({
        ...moved(base),
        ...given,
        DB_FILE: path.join(work, 'sandbox.db'),
        ATTEMPTS_DB: path.join(work, 'attempts.db'),
      });
      expect(readdirSync(work).filter((file) => file.startsWith('attempts-'))).toEqual([]);
      const curl = runPrinted(start, 'curl -H "X-Admin-Key: $ATTEMPTS_ADMIN_KEY"', given);
      expect(JSON.parse(curl.stdout)).toEqual({ attempts: [] });
      expect(start.stdout() + start.stderr()).not.toContain('ATTEMPTS_SECRET is not set');
      await stopped(start);
    },
    40_000,
  );
});

describe('npm run start:prod', () => {
  const PROD = {
    API_BASE_URL: 'http://127.0.0.1:9',
    API_PUBLIC_KEY: 'prod-public',
    API_SECRET_KEY: 'prod-secret',
    ATTEMPTS_SECRET: 'a-secret-of-sixteen-or-more',
  };

  it('refuses to start, before any build, without the API and its keys: one line per missing variable', async () => {
    const prod = run('scripts/start-prod.mjs', [], {});
    expect(await prod.exited(10_000)).toEqual({ code: 1, signal: null });
    expect(prod.stdout()).toBe('');
    expect(prod.stderr()).toMatch(
      /^\[start:prod\] API_BASE_URL is not set: .*\n\[start:prod\] API_PUBLIC_KEY is not set: .*\n\[start:prod\] API_SECRET_KEY is not set: .*\n\[start:prod\] ATTEMPTS_SECRET is not set: .*16\+ characters.*\n$/,
    );

    const short = run('scripts/start-prod.mjs', [], { ...PROD, API_SECRET_KEY: '', ATTEMPTS_SECRET: 'too-short' });
    expect(await short.exited(10_000)).toEqual({ code: 1, signal: null });
    expect(short.stderr()).toMatch(
      /^\[start:prod\] API_SECRET_KEY is not set: .*\n\[start:prod\] ATTEMPTS_SECRET is too short: use at least 16 characters .*\n$/,
    );
  }, 20_000);

  it("serves the site only: the shell's server and the remotes, no sandbox, no example portal", async () => {
    const base = await freeBase();
    const parts = partsOf(base);
    const prod = run('scripts/start-prod.mjs', ['--skip-build'], { ...moved(base), ...PROD, ATTEMPTS_DB: path.join(work, 'attempts.db') });
    const up = await prod.until('The booking site is up', 20_000);
    expect(up ? 'up' : `not up:\n${prod.stdout().slice(-1_500)}\n${prod.stderr().slice(-1_500)}`).toBe('up');
    const site = parts.filter((part) => part.name === 'shell' || REMOTES.some((r) => r.dir === part.name));
    const others = parts.filter((part) => !site.includes(part));
    expect(others.map((part) => part.name)).toEqual([
      'sandbox-api',
      'operator-portal',
      'html-portal',
      'webpack-react18-portal',
      'webpack-react19-portal',
    ]);
    expect(await stillTaken(others, 0)).toEqual([]);
    expect((await stillTaken(site, 0)).length).toBe(site.length);
    // No sample texts in production: the operator's, or none.
    expect((await (await fetch(`http://localhost:${base}/config.json`)).json()).operator).toBeNull();
    prod.signal('SIGTERM');
    expect(await prod.exited(10_000)).toEqual({ code: 0, signal: null });
    expect(await stillTaken(site)).toEqual([]);
  }, 40_000);
});
