import { execFile, spawnSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { MODES, OPTIONS } from '../src/args.mjs';

// The bench and check:budgets as people run them: their help, and a wrong argument answered with one
// line and the usage (exit 2), never a stack trace, and before any stack or browser is started.
const repoRoot = path.resolve(__dirname, '../../..');
const run = (file: string, args: string[]) =>
  spawnSync(process.execPath, [file, ...args], { cwd: repoRoot, encoding: 'utf8', env: { ...process.env, BENCH_PORT_BASE: '' } });
const bench = (...args: string[]) => run('tools/bench/bench.mjs', args);

describe('npm run bench -- --help', () => {
  const { status, stdout, stderr } = bench('--help');

  it('exits 0 with the usage on stdout', () => {
    expect(status).toBe(0);
    expect(stderr).toBe('');
    expect(stdout.split('\n')[0]).toBe('Usage: npm run bench -- [mode] [options]   (tools/bench/README.md)');
  });

  it.each(Object.keys(MODES))('lists the mode %s', (mode) => {
    expect(stdout).toMatch(new RegExp(`^  ${mode} +\\S`, 'm'));
  });

  it.each(Object.keys(OPTIONS))('lists the option --%s', (option) => {
    expect(stdout).toMatch(new RegExp(`^  --${option}( <[^>]+>)? +\\S`, 'm'));
  });

  it('says where the port base comes from without --port-base', () => {
    expect(stdout).toContain('Without --port-base the port base is BENCH_PORT_BASE, else E2E_PORT_BASE, else 3000');
  });

  it('is the same after a mode', () => {
    expect(bench('trace', '--help').stdout).toBe(stdout);
  });
});

describe('a wrong argument', () => {
  it.each([
    [['--bogus'], '[bench] unknown option --bogus'],
    [['trace', '--pages', '/'], '[bench] --pages goes with trace --by-cause (one page: --path)'],
    [['--', '--port-base', 'x', '--', '--no-lighthouse'], '[bench] --port-base "x" is not a port base (a whole number from 1 to 64535)'],
    [['speed'], '[bench] "speed" is not a mode (pages, results, floor, trace)'],
  ])('%j: one line, then the usage, exit 2', (args, line) => {
    const { status, stdout, stderr } = bench(...args);
    expect(status).toBe(2);
    expect(stdout).toBe('');
    const [first, blank, ...rest] = stderr.split('\n');
    expect([first, blank]).toEqual([line, '']);
    expect(rest.join('\n')).toBe(`${bench('--help').stdout}`);
    expect(stderr).not.toMatch(/^\s+at /m);
  });
});

describe('npm run check:budgets', () => {
  it('has its own help, naming the port base it starts its stack on', () => {
    const { status, stdout } = run('scripts/check-budgets.mjs', ['--help']);
    expect(status).toBe(0);
    expect(stdout).toBe('Usage: npm run check:budgets [-- --port-base N]   (default E2E_PORT_BASE + 40, else 3040)\n');
  });

  it('answers a wrong option with one line and its usage', () => {
    const { status, stderr } = run('scripts/check-budgets.mjs', ['--base', '3000']);
    expect(status).toBe(2);
    expect(stderr).toBe(
      '[check:budgets] unknown option --base\nUsage: npm run check:budgets [-- --port-base N]   (default E2E_PORT_BASE + 40, else 3040)\n',
    );
  });
});

describe('the stack it measures is named in its first line', () => {
  // A server that answers /config.json as a running stack's shell does (no remotes: nothing to measure).
  let server: Server;
  let base: number;
  beforeAll(async () => {
    server = createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"remotes":{}}'));
    await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
    base = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const runAsync = (file: string, args: string[], env: Record<string, string> = {}) =>
    new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        [file, ...args],
        { cwd: repoRoot, env: { ...process.env, BENCH_PORT_BASE: '', E2E_PORT_BASE: '', ...env } },
        (error, stdout, stderr) => resolve({ code: error ? (error.code as number) : 0, stdout, stderr }),
      );
    });

  it('reused, with where its port base came from', async () => {
    const { code, stdout, stderr } = await runAsync('tools/bench/bench.mjs', ['results'], { BENCH_PORT_BASE: String(base) });
    expect(stdout.split('\n')[0]).toBe(
      `[bench] reusing the stack answering on http://localhost:${base}, port base ${base} (from BENCH_PORT_BASE)`,
    );
    expect(stderr).toBe(
      `[bench] failed: http://localhost:${base}/config.json names no remotes: is it the booking site? Stop what answers there, or give another port base\n`,
    );
    expect(code).toBe(1);
  });

  it('never reused by check:budgets, which measures only a stack it starts', async () => {
    const { code, stdout, stderr } = await runAsync('scripts/check-budgets.mjs', ['--port-base', String(base)]);
    expect(stdout).toBe('');
    expect(stderr).toBe(
      `[check:budgets] failed: something already answers on http://localhost:${base} (port base ${base}): check:budgets measures only a stack it starts; stop that one, or give another port base\n`,
    );
    expect(code).toBe(1);
  });
});
