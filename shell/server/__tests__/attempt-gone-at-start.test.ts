import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createCompleter } from '../attempts/complete';
import { attemptRoutes } from '../attempts/routes';
import { secretBox } from '../attempts/secrets';
import { openSqliteStore } from '../attempts/sqlite-store';
import type { AttemptStore } from '../attempts/store';
import { readServerEnv } from '../env';
import { SECRET, visitor } from './attempts';
import { KEYS } from './servers';
import { stubApi, type StubApi } from './stub-api';

// The attempt is held while its session is made, so nothing should remove it meanwhile. If a store
// loses it all the same, the visitor gets a refusal, not a 201 that sends them to pay for no record.

let api: StubApi;
let store: AttemptStore;
let server: Server;
const logged: string[] = [];

beforeAll(async () => {
  api = await stubApi();
  store = await openSqliteStore(':memory:');
  // A store that loses every attempt between its creation and the session's arrival.
  const lossy: AttemptStore = Object.assign(Object.create(store) as AttemptStore, { update: async () => null });
  const settings = readServerEnv({
    API_BASE_URL: api.url,
    API_PUBLIC_KEY: KEYS.publicKey,
    API_SECRET_KEY: KEYS.secretKey,
    ATTEMPTS_SECRET: SECRET,
  });
  const box = secretBox(SECRET);
  const log = { error: (line: string) => logged.push(line) };
  const completer = createCompleter({ store: lossy, box, settings, log });
  const handle = attemptRoutes({ store: lossy, box, completer, settings, log });
  server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await Promise.all([api.close(), store.close()]);
});

it('refuses the payment when the attempt is gone once its session is made', async () => {
  const answer = await visitor((server.address() as AddressInfo).port).create();
  expect(api.calls.filter((call) => call.path === '/api/v1/create-checkout-session')).toHaveLength(1);
  expect(answer.status).toBe(503);
  expect(answer.body).toEqual({ message: 'Checkout is unavailable right now. Please try again later.' });
  expect(logged.join('\n')).toMatch(/POST \/site\/checkout-attempts: Error: attempt [\w-]{22} was gone once its session \S+ was made/);
});
