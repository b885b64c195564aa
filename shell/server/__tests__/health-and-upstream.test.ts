import { isProxiedPath, matchCall } from '../api-calls';
import { freePort, rawRequest, scriptedApi, startShell, statusOf } from './servers';

// How the shell's server tells an operator about the API: one line at start (keys accepted, refused,
// or no answer), /healthz and /readyz, and one JSON line on stderr for each proxied call that fails upstream.

type Shell = Awaited<ReturnType<typeof startShell>>;
type Api = Awaited<ReturnType<typeof scriptedApi>>;
const running: Array<{ stop?: () => Promise<void>; close?: () => Promise<void> }> = [];
afterAll(async () => {
  await Promise.all(running.map((part) => (part.stop ?? part.close)?.()));
});

async function api(status: number | 'hang') {
  const started = await scriptedApi(status);
  running.push(started);
  return started;
}
async function shell(apiUrl: string, env: Record<string, string> = {}) {
  const started = await startShell(apiUrl, env);
  running.push(started);
  return started;
}
const deadApiUrl = async () => `http://127.0.0.1:${await freePort()}`;

const get = (port: number, path: string, method = 'GET', headers: string[] = []) =>
  rawRequest(port, [`${method} ${path} HTTP/1.1`, 'Host: localhost', 'Connection: close', ...headers, '', ''].join('\r\n'));
const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));
const lines = (server: Shell) =>
  server
    .output()
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
const jsonLines = (server: Shell) =>
  lines(server)
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line));

/** Waits until the server's output has a line matching `pattern` (the start-up check runs after listening). */
async function lineOf(server: Shell, pattern: RegExp) {
  const until = Date.now() + 8_000;
  while (Date.now() < until) {
    const found = lines(server).find((line) => pattern.test(line));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return lines(server).join('\n');
}

describe('the start-up check of the API', () => {
  it.each([
    [200, (url: string) => `[shell-server] connected: the API at ${url} accepted the keys (GET /api/v1/settings-flat answered 200).`],
    [401, (url: string) => `[shell-server] the API refused the keys (401): check API_PUBLIC_KEY and API_SECRET_KEY (API_BASE_URL ${url}).`],
    [403, (url: string) => `[shell-server] the API refused the keys (403): check API_PUBLIC_KEY and API_SECRET_KEY (API_BASE_URL ${url}).`],
    [500, (url: string) => `[shell-server] the API at ${url} answered 500 to GET /api/v1/settings-flat; the site's calls may fail.`],
  ])('logs one line when the API answers %i, asking with the keys', async (status, message) => {
    const stub = await api(status);
    const server = await shell(stub.url);
    expect(await lineOf(server, /\[shell-server\] (connected: )?the API /)).toBe(message(stub.url));
    expect(stub.requests[0]).toMatchObject({ method: 'GET', url: '/api/v1/settings-flat' });
    expect(stub.requests[0].headers).toMatchObject({ 'x-public-key': expect.any(String), 'x-secret-key': expect.any(String) });
  });

  it('waits quietly for an API that starts after it (npm start), then says it is connected', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const server = await shell(url);
    expect(await lineOf(server, /waiting for the API/)).toBe(`[shell-server] waiting for the API at ${url} …`);
    expect(statusOf(await get(server.port, '/readyz'))).toBe(503);
    running.push(await scriptedApi(200, port));
    expect(await lineOf(server, /connected/)).toBe(
      `[shell-server] connected: the API at ${url} accepted the keys (GET /api/v1/settings-flat answered 200).`,
    );
    // One waiting line, no error-looking line: stderr has nothing.
    expect(lines(server).filter((line) => /waiting/.test(line))).toHaveLength(1);
    expect(server.errors()).toBe('');
    expect(statusOf(await get(server.port, '/readyz'))).toBe(200);
  });

  it('says loudly when the API still does not answer after API_WAIT_SECONDS, and starts all the same', async () => {
    const url = await deadApiUrl();
    const server = await shell(url, { API_WAIT_SECONDS: '1' });
    expect(await lineOf(server, /does not answer/)).toBe(
      `[shell-server] the API at ${url} does not answer (connection refused); the site's calls fail until it does.`,
    );
    expect(server.errors()).toContain('does not answer (connection refused)');
    expect(statusOf(await get(server.port, '/healthz'))).toBe(200);
    expect(statusOf(await get(server.port, '/readyz'))).toBe(503);
  });
});

describe('/healthz and /readyz', () => {
  let up: Api;
  let ready: Shell;
  beforeAll(async () => {
    up = await api(200);
    ready = await shell(up.url);
  });

  it.each(['/healthz', '/readyz', '/healthz?probe=1'])("%s is the server's own, never a call for the API", (path) => {
    expect([isProxiedPath(path), matchCall('GET', path).status]).toEqual([false, 404]);
  });

  it('/healthz: 200 {"status":"ok"} with the site\'s security headers, never forwarded', async () => {
    const before = up.requests.length;
    const answer = await get(ready.port, '/healthz');
    expect(statusOf(answer)).toBe(200);
    expect(bodyOf(answer)).toEqual({ status: 'ok' });
    expect(answer).toMatch(/content-security-policy: default-src 'self'/i);
    expect(answer).toMatch(/x-content-type-options: nosniff/i);
    expect(answer).toMatch(/cache-control: no-store/i);
    expect(up.requests.length).toBe(before);
    expect(statusOf(await get(ready.port, '/healthz', 'POST'))).toBe(405);
  });

  it('/readyz: 200 while the API accepts the keys, asking it at most once in a few seconds', async () => {
    const first = await get(ready.port, '/readyz');
    expect([statusOf(first), bodyOf(first)]).toEqual([200, { status: 'ready' }]);
    expect(first).toMatch(/content-security-policy: default-src 'self'/i);
    const calls = up.requests.length;
    await Promise.all([get(ready.port, '/readyz'), get(ready.port, '/readyz'), get(ready.port, '/readyz')]);
    expect(up.requests.length).toBe(calls);
  });

  it.each([
    [
      'the API refuses the keys',
      async () => (await api(401)).url,
      'the API refused the keys (401): check API_PUBLIC_KEY and API_SECRET_KEY',
    ],
    ['the API fails', async () => (await api(503)).url, 'the API answered 503'],
    ['the API does not answer', deadApiUrl, 'the API does not answer (connection refused)'],
  ])('/readyz: 503 with the reason when %s', async (_name, apiUrl, reason) => {
    const server = await shell(await apiUrl());
    const answer = await get(server.port, '/readyz');
    expect([statusOf(answer), bodyOf(answer)]).toEqual([503, { status: 'not ready', reason }]);
  });
});

describe('upstream trouble, logged as one JSON line on stderr', () => {
  const REFUSED = 'the API refused the keys: check API_PUBLIC_KEY and API_SECRET_KEY';
  it.each([
    [401, 'error', REFUSED],
    [403, 'error', REFUSED],
    [500, 'error', 'the API answered 500'],
    [503, 'error', 'the API answered 503'],
  ])('an answer %i: its status, the path without the query, and the request id the API was sent', async (status, level, message) => {
    const stub = await api(status);
    const server = await shell(stub.url);
    const answer = await get(server.port, '/api/v1/get-payment-id?session_id=cs_1&email=someone%40example.com');
    expect(statusOf(answer)).toBe(status);
    const sent = stub.requests.find((request) => request.url.startsWith('/api/v1/get-payment-id'))!;
    expect(sent.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    await lineOf(server, /"event":"upstream"/);
    expect(jsonLines(server)).toEqual([
      { level, event: 'upstream', status, method: 'GET', path: '/api/v1/get-payment-id', requestId: sent.headers['x-request-id'], message },
    ]);
    expect(server.output()).not.toMatch(/someone|session_id/);
  });

  it("a 401 on a call with the passenger's token: a warning that names both causes", async () => {
    const stub = await api(401);
    const server = await shell(stub.url);
    await get(server.port, '/api/v1/get_booking/17', 'GET', ['Authorization: Bearer expired']);
    await lineOf(server, /"event":"upstream"/);
    expect(jsonLines(server)).toEqual([
      expect.objectContaining({
        level: 'warn',
        status: 401,
        path: '/api/v1/get_booking/17',
        message: "the API refused the call: the passenger's sign-in token, or the keys (check API_PUBLIC_KEY and API_SECRET_KEY)",
      }),
    ]);
  });

  it.each([200, 404, 422])('an answer %i: nothing logged', async (status) => {
    const stub = await api(status);
    const server = await shell(stub.url);
    expect(statusOf(await get(server.port, '/api/v1/settings-flat'))).toBe(status);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(jsonLines(server)).toEqual([]);
  });

  it('a connection failure: the reason, and 502 for the visitor', async () => {
    const url = await deadApiUrl();
    const server = await shell(url);
    expect(statusOf(await get(server.port, '/api/v1/fetch_companies?x=1'))).toBe(502);
    await lineOf(server, /"event":"upstream"/);
    expect(jsonLines(server)).toEqual([
      {
        level: 'error',
        event: 'upstream',
        method: 'GET',
        path: '/api/v1/fetch_companies',
        requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        error: 'connection refused',
        message: `the API at ${url} does not answer (connection refused)`,
      },
    ]);
  });

  it('a time-out (API_TIMEOUT_SECONDS): the wait, and 502 for the visitor', async () => {
    const stub = await api(200);
    const server = await shell(stub.url, { API_TIMEOUT_SECONDS: '0.5' });
    await lineOf(server, /accepted the keys/);
    stub.answer.status = 'hang';
    expect(statusOf(await get(server.port, '/api/v1/fetch_vehicles'))).toBe(502);
    await lineOf(server, /"event":"upstream"/);
    expect(jsonLines(server)).toEqual([
      expect.objectContaining({
        level: 'error',
        path: '/api/v1/fetch_vehicles',
        error: 'timeout',
        message: 'the API did not answer within 0.5 s',
      }),
    ]);
  });
});
