import { book, createSession, paymentOf } from '../attempts/api';
import { freePort, scriptedApi } from './servers';

// The checkout attempts call the API themselves (session, payment, booking). Their trouble reaches the
// operator as the proxy's does: one JSON line on stderr with the call's path and the X-Request-Id sent.

type Api = Awaited<ReturnType<typeof scriptedApi>>;
let stub: Api;
beforeAll(async () => {
  stub = await scriptedApi(200);
});
afterAll(() => stub.close());

let written: string[];
beforeEach(() => {
  written = [];
  jest.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
    written.push(String(chunk));
    return true;
  });
});
afterEach(() => jest.restoreAllMocks());
const logged = () =>
  written
    .join('')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));

const settings = (apiBaseUrl: string) => ({ apiBaseUrl, apiPublicKey: 'pk', apiSecretKey: 'sk' });
const calls = [
  [
    'create-checkout-session',
    'POST',
    '/api/v1/create-checkout-session',
    (url: string) => createSession(settings(url), { amount: 42, returnUrl: 'http://localhost:3000/paymentview' }),
  ],
  ['get-payment-id', 'GET', '/api/v1/get-payment-id', (url: string) => paymentOf(settings(url), 'cs_secret_session')],
  [
    'booking',
    'POST',
    '/api/v1/booking',
    (url: string) => book(settings(url), { payment_method: 'card' }, { idempotencyKey: 'k1', token: null, forwardedFor: null }),
  ],
] as const;

describe.each(calls)('%s', (_name, method, path, call) => {
  it.each([
    [401, 'error', 'the API refused the keys: check API_PUBLIC_KEY and API_SECRET_KEY'],
    [503, 'error', 'the API answered 503'],
  ])('an answer %i: one line with the path and the request id the API was sent', async (status, level, message) => {
    stub.answer.status = status;
    const before = stub.requests.length;
    expect((await call(stub.url)).ok).toBe(false);
    const sent = stub.requests[before];
    expect(sent.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(logged()).toEqual([
      { level, event: 'upstream', status, method, path, requestId: sent.headers['x-request-id'], by: 'checkout-attempts', message },
    ]);
    expect(written.join('')).not.toMatch(/cs_secret_session/);
  });

  it('a 200: nothing logged', async () => {
    stub.answer.status = 200;
    expect((await call(stub.url)).ok).toBe(true);
    expect(logged()).toEqual([]);
  });

  it('no answer: the reason', async () => {
    const url = `http://127.0.0.1:${await freePort()}`;
    expect((await call(url)).status).toBe(0);
    expect(logged()).toEqual([
      {
        level: 'error',
        event: 'upstream',
        method,
        path,
        requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        by: 'checkout-attempts',
        error: 'connection refused',
        message: `the API at ${url} does not answer (connection refused)`,
      },
    ]);
  });
});
