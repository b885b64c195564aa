import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from './run-node';

// The remotes' static server (config/serve-remote.mjs) as `npm start` runs it: /healthz, and one line
// naming the variable or the port and the remote when it cannot start, then exit code 1.

const PORT_RULE = 'is not a port (a whole number from 1 to 65535).';
let work: string;
let dist: string;
beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), 'serve-remote-'));
  dist = path.join(work, 'mf-quote', 'dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(path.join(dist, 'mf-manifest.json'), '{"id":"mf_quote"}');
  writeFileSync(path.join(dist, '@mf-types.zip'), 'PK');
  writeFileSync(path.join(dist, '@mf-types.d.ts'), 'export type RemoteKeys = string;');
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

const listening = (server: Server) =>
  new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));
const lines = (output: string) =>
  output
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** Starts serve-remote; resolves at its exit, or once it says it listens (then `stop` ends it). */
function serve(args: string[], env: Record<string, string | undefined> = {}) {
  const merged = Object.fromEntries(
    Object.entries({ ...process.env, HOST: '127.0.0.1', PORT: undefined, ...env }).filter(([, value]) => value !== undefined),
  ) as Record<string, string>;
  const child = spawn(process.execPath, ['config/serve-remote.mjs', ...args], {
    cwd: repoRoot,
    env: merged,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  return new Promise<{ code: number | null; output: string; stop: () => Promise<void> }>((resolve) => {
    const stop = () => new Promise<void>((done) => (child.exitCode !== null ? done() : (child.once('exit', () => done()), child.kill())));
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/\[serve-remote\] .* on http/.test(output)) resolve({ code: null, output, stop });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => (clearTimeout(timer), resolve({ code, output, stop })));
  });
}

describe('config/serve-remote.mjs', () => {
  it('answers /healthz with 200 {"status":"ok"} beside the remote\'s files', async () => {
    const probe = createServer();
    const port = await listening(probe);
    await close(probe);
    const server = await serve(['--dir', dist, '--port', String(port)]);
    try {
      const health = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect([health.status, await health.json(), health.headers.get('cache-control')]).toEqual([200, { status: 'ok' }, 'no-store']);
      expect((await fetch(`http://127.0.0.1:${port}/mf-manifest.json`)).status).toBe(200);
    } finally {
      await server.stop();
    }
  });

  it("serves the type bundle the manifest names (metaData.types) to the federation's type consumer", async () => {
    const probe = createServer();
    const port = await listening(probe);
    await close(probe);
    const server = await serve(['--dir', dist, '--port', String(port)]);
    try {
      const served = async (file: string) => {
        const response = await fetch(`http://127.0.0.1:${port}/${file}`);
        return [response.status, response.headers.get('content-type'), response.headers.get('cache-control')];
      };
      expect(await served('@mf-types.zip')).toEqual([200, 'application/zip', 'no-cache']);
      expect(await served('@mf-types.d.ts')).toEqual([200, 'text/plain; charset=utf-8', 'no-cache']);
    } finally {
      await server.stop();
    }
  });

  it('names the port and the remote when the port is in use, and exits with 1', async () => {
    const taken = createServer();
    const port = await listening(taken);
    try {
      const { code, output } = await serve(['--dir', dist, '--port', String(port)]);
      expect(code).toBe(1);
      expect(lines(output)).toEqual([
        `[serve-remote] cannot start: port ${port} is in use (the mf-quote remote). Stop what uses it, or set --port/PORT.`,
      ]);
    } finally {
      await close(taken);
    }
  });

  it('names the remote by --name when its folder does not', async () => {
    const taken = createServer();
    const port = await listening(taken);
    try {
      const { output } = await serve(['--dir', dist, '--port', String(port), '--name', 'mf-quote (second tree)']);
      expect(lines(output)).toEqual([
        `[serve-remote] cannot start: port ${port} is in use (the mf-quote (second tree) remote). Stop what uses it, or set --port/PORT.`,
      ]);
    } finally {
      await close(taken);
    }
  });

  it.each([
    [['--port', '30o2'], {}, `--port="30o2" ${PORT_RULE}`],
    [[], { PORT: '0' }, `PORT="0" ${PORT_RULE}`],
    [[], { QUOTE_PORT: '3002x' }, `QUOTE_PORT="3002x" ${PORT_RULE}`],
  ])('refuses %j %j in one line', async (args, env, message) => {
    const { code, output } = await serve(['--dir', dist, ...args], env);
    expect({ code, lines: lines(output) }).toEqual({ code: 1, lines: [`[serve-remote] cannot start: ${message}`] });
  });

  it('refuses a --dir that is not a folder', async () => {
    const missing = path.join(work, 'mf-search', 'dist');
    const { code, output } = await serve(['--dir', missing, '--port', '1']);
    expect({ code, lines: lines(output) }).toEqual({
      code: 1,
      lines: [`[serve-remote] cannot start: --dir="${missing}" is not a folder (build the remote first: npm run build -w mf-search).`],
    });
  });
});
