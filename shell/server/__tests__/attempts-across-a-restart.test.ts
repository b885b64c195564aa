import { readFileSync } from 'node:fs';
import path from 'node:path';
import { demoShellEnv } from '../../../config/demo-attempts.mjs';
import { DEFAULT_PORTS } from '../../../config/stack.mjs';
import { ORIGIN, PASSWORD, TOKEN, tempDir, visitor } from './attempts';
import { startShell } from './servers';
import { stubApi, type StubApi } from './stub-api';

// The shell's server as `npm start` starts it (no ATTEMPTS_SECRET: the key kept beside the attempts'
// database) is killed with SIGKILL after a visitor started paying, and started again: the new client's
// password and the corporate passenger's token sealed before the kill go with the booking after it.

let api: StubApi;
const work = tempDir('attempts-restart');
const dbFile = work.file('checkout-attempts.db');
const servers: Array<Awaited<ReturnType<typeof startShell>>> = [];
beforeAll(async () => {
  api = await stubApi();
});
afterAll(async () => {
  for (const server of servers) server.child.kill('SIGKILL');
  await api.close();
  work.remove();
});

/** The server with what npm start gives it and nothing else (the test's own port and API). */
async function startAsNpmStartDoes() {
  const { PORT: _port, ...env } = demoShellEnv(DEFAULT_PORTS, { ATTEMPTS_DB: dbFile, API_BASE_URL: api.url, SITE_ORIGINS: ORIGIN });
  const server = await startShell(api.url, { ATTEMPTS_SECRET: undefined, ATTEMPTS_ADMIN_KEY: undefined, ...env });
  servers.push(server);
  return server;
}

const killed = (server: Awaited<ReturnType<typeof startShell>>) =>
  new Promise<void>((resolve) => {
    server.child.once('exit', () => resolve());
    server.child.kill('SIGKILL');
  });

it('books a paid attempt with the password and token sealed before a kill -9 of the server', async () => {
  const first = await startAsNpmStartDoes();
  const { status, body: made } = await visitor(first.port).create(undefined, { Authorization: `Bearer ${TOKEN}` });
  expect(status).toBe(201);
  const secretFile = path.join(work.dir, 'attempts-secret');
  const secret = readFileSync(secretFile, 'utf8');
  await killed(first);

  api.pay(made.sessionId);
  const second = await startAsNpmStartDoes();
  const completed = await visitor(second.port).complete(made.id);
  expect(completed).toMatchObject({ status: 200, body: { status: 'booked' } });
  const [booking, ...more] = api.bookings();
  expect(more).toEqual([]);
  expect(booking.body.registrationData?.password).toBe(PASSWORD);
  expect(booking.headers.authorization).toBe(`Bearer ${TOKEN}`);
  expect(readFileSync(secretFile, 'utf8')).toBe(secret);
  expect(first.output() + second.output()).not.toMatch(/ATTEMPTS_SECRET is not set|cannot be read/);
  // Two cold starts of the server: about 1.3 s on a quiet machine, past 30 s twice beside parallel builds.
}, 90_000);
