import fc from 'fast-check';
import { examplePath, hostileRequestLines } from './hostile-targets';
import { API_CALLS, matchCall } from '../api-calls';
import { ANSWERS_NEVER_KEPT, KEYS, rawRequest, recordingApi, recordingListener, startPortal, startShell, statusOf } from './servers';

// An attacker's request lines, over raw sockets, against both proxies in front of the API. Whatever
// is sent, another host hears nothing, no answer carries a key, and the API hears only listed calls.

type Proxy = { port: number; stop: () => Promise<void> };
let api: Awaited<ReturnType<typeof recordingApi>>;
let elsewhere: Awaited<ReturnType<typeof recordingListener>>;
const proxies: Record<string, Proxy> = {};

beforeAll(async () => {
  api = await recordingApi();
  elsewhere = await recordingListener();
  [proxies.shell, proxies.portal] = await Promise.all([startShell(api.url), startPortal(api.url)]);
}, 30_000);

afterAll(async () => {
  await Promise.all([...Object.values(proxies).map((proxy) => proxy?.stop()), api?.close(), elsewhere?.close()]);
});

const other = () => `127.0.0.1:${elsewhere.port}`;
const send = (proxy: string, line: string, headers: string[] = []) =>
  rawRequest(proxies[proxy].port, [line, `Host: ${other()}`, 'Connection: close', ...headers, '', ''].join('\r\n'));

function expectNothingLeaked(answer: string) {
  expect(answer).not.toContain(KEYS.publicKey);
  expect(answer).not.toContain(KEYS.secretKey);
  expect(elsewhere.connections).toEqual([]);
  for (const request of api.requests) {
    const decision = matchCall(request.method, request.url);
    expect(decision.status).toBe(200);
    expect(request.headers['x-secret-key'] === KEYS.secretKey).toBe(decision.call?.keys === true);
  }
}

/** The portal forwards only the corporate area's calls (deploy/api-calls.json `parts`); the shell all of them. */
const isPortal = (proxy: string) => proxy === 'portal';
const CORPORATE = /\/(get_booking|check-passenger-login|passenger\/|update-passenger)/;

describe.each(['shell', 'portal'])('the %s server in front of the API', (proxy) => {
  it.each([
    ['absolute-form naming another host', () => `GET http://${other()}/api/v1/settings-flat HTTP/1.1`, 400],
    ['absolute-form naming the API path over https', () => `POST https://${other()}/api/v1/booking HTTP/1.1`, 400],
    ['a target starting //host', () => `GET //${other()}/api/v1/settings-flat HTTP/1.1`, 400],
    ['authority-form', () => `GET ${other()} HTTP/1.1`, 400],
    ['CONNECT', () => `CONNECT ${other()} HTTP/1.1`, 400],
    ['an encoded letter', () => 'GET /%61pi/v1/settings-flat HTTP/1.1', 400],
    ['encoded dots', () => 'GET /api/v1/%2e%2e/%2e%2e/storage/vehicles/saloon.svg HTTP/1.1', 400],
    ['an encoded slash', () => 'GET /api/v1/..%2fsettings-flat HTTP/1.1', 400],
    ['a backslash', () => 'GET /api/v1\\settings-flat HTTP/1.1', 400],
    ['plain dot segments', () => 'GET /api/v1/../v1/settings-flat HTTP/1.1', 400],
    ['a dot segment before /api', () => 'GET /./api/v1/settings-flat HTTP/1.1', 400],
    ['an empty segment', () => 'GET /api//v1/settings-flat HTTP/1.1', 400],
    ['a call not on the list', () => 'GET /api/v1/admin/export HTTP/1.1', 404],
    ['a listed path with another method', () => 'DELETE /api/v1/settings-flat HTTP/1.1', 404],
    ['an unknown method', () => 'PROPFIND /api/v1/settings-flat HTTP/1.1', 404],
    ['another case', () => 'GET /API/v1/settings-flat HTTP/1.1', 404],
  ])('refuses %s, forwarding nothing', async (_name, line, status) => {
    const before = api.requests.length;
    const answer = await send(proxy, line());
    expect(statusOf(answer)).toBe(status);
    expect(api.requests.length).toBe(before);
    expectNothingLeaked(answer);
  });

  it('forwards a listed call to the API base with the keys, the client appended to X-Forwarded-For', async () => {
    const call = isPortal(proxy) ? '/api/v1/get_booking/12' : '/api/v1/get-payment-id';
    const answer = await send(proxy, `GET ${call}?session_id=cs_1&x=%41 HTTP/1.1`, ['X-Forwarded-For: 6.6.6.6', 'Cookie: a=b']);
    expect(statusOf(answer)).toBe(200);
    const seen = api.requests.at(-1)!;
    expect(seen.url).toBe(`${call}?session_id=cs_1&x=A`);
    expect(seen.headers).toMatchObject({
      'x-public-key': KEYS.publicKey,
      'x-secret-key': KEYS.secretKey,
      'x-forwarded-for': '6.6.6.6, 127.0.0.1',
    });
    expect(seen.headers.cookie).toBeUndefined();
    expectNothingLeaked(answer);
  });

  it.each(ANSWERS_NEVER_KEPT)('answers %s with Cache-Control: no-store alone, whatever the API said', async (line, headers) => {
    const answer = await send(proxy, line, headers);
    expect(statusOf(answer)).toBe(isPortal(proxy) && !CORPORATE.test(line) ? 404 : 200);
    expect(answer.match(/^cache-control:.*$/gim)).toEqual([expect.stringMatching(/^cache-control: no-store\r?$/i)]);
  });

  it('forwards a vehicle image without keys, and answers it with a sandboxing policy (the shell; the area needs none)', async () => {
    const answer = await send(proxy, 'GET /storage/vehicles/saloon.svg HTTP/1.1', ['Authorization: Bearer t']);
    if (isPortal(proxy)) return expect(statusOf(answer)).toBe(404);
    expect(statusOf(answer)).toBe(200);
    expect(api.requests.at(-1)!.headers['x-secret-key']).toBeUndefined();
    expect(api.requests.at(-1)!.headers.authorization).toBeUndefined();
    expect(answer).toMatch(/content-security-policy: default-src 'none'; style-src 'unsafe-inline'; sandbox/i);
    expect(answer).toMatch(/x-content-type-options: nosniff/i);
    expect(answer.match(/content-security-policy:/gi)).toHaveLength(1);
  });

  it('refuses a body over 64 KB without forwarding it', async () => {
    const before = api.requests.length;
    const answer = await send(proxy, 'PATCH /api/v1/update-passenger HTTP/1.1', [
      `Content-Length: ${70 * 1024}`,
      'Content-Type: application/json',
    ]);
    expect(statusOf(answer)).toBe(413);
    expect(api.requests.length).toBe(before);
  });

  it('whatever request line an attacker sends, no other host hears it and no key comes back', async () => {
    const { method, target, version } = hostileRequestLines(
      other(),
      API_CALLS.map((entry) => examplePath(entry.path)),
    );
    await fc.assert(
      fc.asyncProperty(method, target, version, async (verb, path, http) => {
        const answer = await send(proxy, `${verb} ${path} ${http}`.trimEnd());
        expectNothingLeaked(answer);
      }),
      { numRuns: 250 },
    );
  }, 120_000);
});
