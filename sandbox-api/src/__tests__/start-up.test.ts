import { spawn } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';

// The sandbox as `npm start` runs it (tsx src/main.ts): a wrong variable or a port in use stops it with
// one line an operator can act on, and exit code 1; never a stack trace, never a silent default.

const sandboxDir = path.resolve(__dirname, '../..');
const tsx = path.resolve(sandboxDir, '../node_modules/.bin/tsx');
const lines = (output: string) =>
  output
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

function runSandbox(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(tsx, ['src/main.ts'], {
    cwd: sandboxDir,
    env: { ...process.env, HOST: '127.0.0.1', DB_FILE: ':memory:', LOG_LEVEL: 'warn', SANDBOX_ADMIN: 'off', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  return new Promise((resolve) => child.once('exit', (code) => (clearTimeout(timer), resolve({ code, output }))));
}

describe('starting the sandbox', () => {
  it.each([
    [{ PORT: '40o0' }, 'PORT="40o0" is not a port (a whole number from 1 to 65535).'],
    [
      { PORT: '4000', SANDBOX_PUBLIC_URL: 'localhost:4000' },
      'SANDBOX_PUBLIC_URL="localhost:4000" is not an http:// or https:// address (e.g. http://localhost:4000).',
    ],
  ])(
    'stops at %j in one line',
    async (env, message) => {
      const { code, output } = await runSandbox(env);
      expect({ code, lines: lines(output) }).toEqual({ code: 1, lines: [`[sandbox-api] cannot start: ${message}`] });
    },
    25_000,
  );

  it('says which port is in use, and exits with 1', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', () => resolve()));
    const { port } = taken.address() as AddressInfo;
    try {
      const { code, output } = await runSandbox({ PORT: String(port) });
      expect(code).toBe(1);
      expect(lines(output)).toContain(
        `[sandbox-api] cannot start: port ${port} is in use (the sandbox API). Stop what uses it, or move the sandbox with API_PORT (or PORT).`,
      );
      expect(output).not.toMatch(/EADDRINUSE|\n\s+at /);
    } finally {
      await new Promise<void>((resolve) => taken.close(() => resolve()));
    }
  }, 25_000);
});
