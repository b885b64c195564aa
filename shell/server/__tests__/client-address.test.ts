import { freePort, rawRequest, repoRoot, startNode, startShell, statusOf, KEYS, type Child } from './servers';
import path from 'node:path';

// The real sandbox behind the real shell proxy: rate limits are per visitor, not per proxy. Each
// visitor connects from its own loopback address (127.0.0.2, 127.0.0.3); the sandbox trusts only
// the shell's own address, so it counts the address the proxy appended, whatever a visitor forged.

let sandbox: Child;
let shell: Awaited<ReturnType<typeof startShell>>;

beforeAll(async () => {
  const apiPort = await freePort();
  sandbox = await startNode(
    path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs'),
    {
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      DB_FILE: ':memory:',
      API_PUBLIC_KEY: KEYS.publicKey,
      API_SECRET_KEY: KEYS.secretKey,
      TRUSTED_PROXIES: '127.0.0.1',
      SIGNIN_LIMIT_PER_MINUTE: '3',
      LOG_LEVEL: 'warn',
      SANDBOX_ADMIN: 'off',
    },
    /Sandbox API on/,
    ['sandbox-api/src/main.ts'],
  );
  shell = await startShell(`http://127.0.0.1:${apiPort}`);
}, 60_000);

afterAll(async () => {
  await Promise.all([shell?.stop(), sandbox?.stop()]);
});

const signIn = (from: string, forged?: string) => {
  const body = JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' });
  return rawRequest(
    shell.port,
    [
      'POST /api/v1/check-passenger-login HTTP/1.1',
      'Host: localhost',
      'Connection: close',
      'Content-Type: application/json',
      `Content-Length: ${Buffer.byteLength(body)}`,
      ...(forged ? [`X-Forwarded-For: ${forged}`] : []),
      '',
      body,
    ].join('\r\n'),
    { localAddress: from },
  );
};

it('gives each visitor behind the proxy a bucket of their own, and a forged X-Forwarded-For escapes nothing', async () => {
  for (let attempt = 0; attempt < 3; attempt += 1) expect(statusOf(await signIn('127.0.0.2', `10.9.9.${attempt}`))).toBe(200);
  const blocked = await signIn('127.0.0.2', '10.9.9.99');
  expect(statusOf(blocked)).toBe(429);
  expect(blocked).toMatch(/retry-after: \d+/i);
  // Another visitor is not locked out by the first one's attempts.
  expect(statusOf(await signIn('127.0.0.3'))).toBe(200);
}, 30_000);
