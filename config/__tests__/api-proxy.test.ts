/**
 * @jest-environment node
 */
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import path from 'node:path';
import {
  createApiProxy,
  forwardedFor,
  isOriginForm,
  isProxiedPath,
  readAllowList,
  refuseConnect,
  trustedProxies,
} from '../../deploy/api-proxy.mjs';
import { repoRoot } from './run-node';

// The one proxy module (deploy/api-proxy.mjs), as a portal uses it: the published list narrowed to the
// corporate calls, in front of a stub API on a real socket, asked with raw request lines.

const KEYS = { publicKey: 'module-test-public', secretKey: 'module-test-secret-never-answered' };
const corporate = readAllowList(path.join(repoRoot, 'deploy/api-calls.json'), { parts: ['corporate'] });
const everything = readAllowList(path.join(repoRoot, 'deploy/api-calls.json'));

type Seen = { method: string; url: string; headers: IncomingHttpHeaders };
const seen: Seen[] = [];
const servers: Server[] = [];
const listen = (server: Server) =>
  new Promise<number>((resolve) => {
    servers.push(server);
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });

let api = '';
beforeAll(async () => {
  const port = await listen(
    createServer((req, res) => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
      req.resume();
      req.on('end', () => res.writeHead(200, { 'content-type': 'application/json', 'set-cookie': 'api=1' }).end('{"success":true}'));
    }),
  );
  api = `http://127.0.0.1:${port}`;
});
afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));
beforeEach(() => seen.splice(0));

/** A portal's server: the proxy for /api and /storage, 400 for a target that is not origin-form. */
async function portal(options: { trusted?: string; allowList?: typeof corporate } = {}) {
  const proxy = createApiProxy({
    allowList: options.allowList ?? corporate,
    apiBaseUrl: `${api}/base/`,
    ...KEYS,
    trustedProxies: options.trusted,
    headers: { 'x-frame-options': 'DENY' },
    log: () => undefined,
  });
  const server = createServer((req, res) => {
    if (!isOriginForm(req.url)) return res.writeHead(400).end();
    if (isProxiedPath(req.url)) return proxy(req, res);
    return res.writeHead(200, { 'content-type': 'text/html' }).end('page');
  });
  return listen(refuseConnect(server));
}

/** Sends a raw request and resolves with the status and the whole answer. */
function raw(port: number, lines: string[], localAddress = '127.0.0.1') {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress }, () => socket.write(`${lines.join('\r\n')}\r\n\r\n`));
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.on('end', () => resolve({ status: Number(text.split(' ')[1]), text }));
    socket.on('error', reject);
  });
}
const get = (port: number, target: string, headers: string[] = [], from?: string, method = 'GET') =>
  raw(port, [`${method} ${target} HTTP/1.1`, 'Host: portal.example', 'Connection: close', ...headers], from);

describe('which calls go through', () => {
  let port = 0;
  beforeAll(async () => (port = await portal()));

  it.each([
    ['POST', '/api/v1/check-passenger-login'],
    ['POST', '/api/v1/passenger/logout'],
    ['POST', '/api/v1/passenger/validate-token'],
    ['GET', '/api/v1/get_booking/42'],
    ['PATCH', '/api/v1/update-passenger'],
  ])('forwards the corporate call %s %s to the API base', async (method, target) => {
    const answer = await get(port, target, ['Content-Length: 0'], undefined, method);
    expect(answer.status).toBe(200);
    expect(seen.map((s) => [s.method, s.url])).toEqual([[method, `/base${target}`]]);
  });

  it.each([
    ['a call of another part', 'GET', '/api/v1/settings-flat', 404],
    ['a booking', 'POST', '/api/v1/booking', 404],
    ['a checkout session', 'POST', '/api/v1/create-checkout-session', 404],
    ['a vehicle image (not needed by the area)', 'GET', '/storage/vehicles/saloon.svg', 404],
    ['a listed path with another method', 'DELETE', '/api/v1/update-passenger', 404],
    ['a path not on any list', 'GET', '/api/v1/admin/export', 404],
    ['dot segments', 'GET', '/api/v1/../v1/get_booking/1', 400],
    ['a single dot segment', 'GET', '/api/v1/./get_booking/1', 400],
    ['an encoded dot segment', 'GET', '/api/v1/get_booking/%2e%2e', 400],
    ['an encoded slash', 'GET', '/api/v1/get_booking/1%2fsettings-flat', 400],
    ['an encoded prefix', 'GET', '/%61pi/v1/get_booking/1', 400],
    ['a double slash', 'GET', '/api//v1/get_booking/1', 400],
    ['a backslash', 'GET', '/api/v1\\get_booking/1', 400],
    ['a fragment', 'GET', '/api/v1/get_booking/1#x', 400],
    ['an upper-case prefix', 'GET', '/API/v1/get_booking/1', 404],
  ])('refuses %s (%s %s) with %i and forwards nothing', async (_why, method, target, status) => {
    expect((await get(port, target, [], undefined, method)).status).toBe(status);
    expect(seen).toEqual([]);
  });

  it.each([
    ['absolute-form naming another host', 'http://127.0.0.1:9/api/v1/get_booking/1'],
    ['a target starting //host', '//127.0.0.1:9/api/v1/get_booking/1'],
    ['an asterisk', '*'],
  ])('answers %s with 400', async (_why, target) => {
    expect((await get(port, target)).status).toBe(400);
    expect(seen).toEqual([]);
  });

  it('answers CONNECT with 400', async () => {
    expect((await raw(port, ['CONNECT 127.0.0.1:9 HTTP/1.1', 'Host: 127.0.0.1:9'])).status).toBe(400);
  });

  it('re-serialises the query and never takes a host from it', async () => {
    await get(port, '/api/v1/get_booking/7?b=2&a=http://evil.example/');
    expect(seen[0].url).toBe('/base/api/v1/get_booking/7?b=2&a=http%3A%2F%2Fevil.example%2F');
  });

  it('forwards a vehicle image, without keys or a bearer, only where the list has it', async () => {
    const port2 = await portal({ allowList: everything });
    const answer = await get(port2, '/storage/vehicles/saloon.svg', ['Authorization: Bearer t']);
    expect(answer.status).toBe(200);
    expect(seen[0].headers).not.toHaveProperty('authorization');
    expect(seen[0].headers).not.toHaveProperty('x-secret-key');
    expect(answer.text).toMatch(/content-security-policy: default-src 'none'; style-src 'unsafe-inline'; sandbox/i);
  });
});

describe('which headers pass', () => {
  let port = 0;
  beforeAll(async () => (port = await portal()));

  it('passes the bearer and the short list, adds the keys, and drops cookies and the browser’s own keys', async () => {
    const answer = await get(port, '/api/v1/get_booking/1', [
      'Authorization: Bearer passenger-token',
      'Accept: application/json',
      'Cookie: session=secret',
      'X-Public-Key: forged',
      'X-Secret-Key: forged',
      'X-Admin-Key: forged',
      'Proxy-Authorization: Basic x',
    ]);
    expect(answer.status).toBe(200);
    const sent = seen[0].headers;
    expect(sent).toMatchObject({
      authorization: 'Bearer passenger-token',
      accept: 'application/json',
      ...{ 'x-public-key': KEYS.publicKey },
    });
    expect(sent['x-secret-key']).toBe(KEYS.secretKey);
    for (const name of ['cookie', 'x-admin-key', 'proxy-authorization']) expect(sent).not.toHaveProperty(name);
    expect(sent['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers with no-store and its host’s headers, never the keys or the API’s cookie', async () => {
    const answer = await get(port, '/api/v1/get_booking/1');
    expect(answer.text).toMatch(/cache-control: no-store/i);
    expect(answer.text).toMatch(/x-frame-options: DENY/i);
    expect(answer.text).not.toContain(KEYS.secretKey);
  });

  it('refuses a header carrying a line break before anything is forwarded', async () => {
    const answer = await raw(port, ['GET /api/v1/get_booking/1 HTTP/1.1', 'Host: x', 'Accept: a\rX-Injected: 1', 'Connection: close']);
    expect(answer.status).toBe(400);
    expect(seen).toEqual([]);
  });
});

describe('X-Forwarded-For', () => {
  it.each([
    ['from an untrusted peer, a forged chain is dropped', '10.0.0.0/8', '127.0.0.2', '6.6.6.6', '127.0.0.2'],
    ['with TRUSTED_PROXIES=none, nothing the request brings is kept', 'none', '127.0.0.2', '6.6.6.6', '127.0.0.2'],
    [
      'from a trusted proxy (the default, loopback), the chain is kept and the peer appended',
      undefined,
      '127.0.0.2',
      '203.0.113.9',
      '203.0.113.9, 127.0.0.2',
    ],
    ['from a trusted address, the chain is kept', '127.0.0.3', '127.0.0.3', '203.0.113.9', '203.0.113.9, 127.0.0.3'],
    ['from a trusted proxy, a chain that is not addresses is dropped', undefined, '127.0.0.2', 'evil, <script>', '127.0.0.2'],
    ['with no chain, the peer alone', undefined, '127.0.0.2', null, '127.0.0.2'],
  ])('%s', async (_why, trusted, from, chain, expected) => {
    const port = await portal({ trusted });
    await get(port, '/api/v1/get_booking/1', chain ? [`X-Forwarded-For: ${chain}`] : [], from);
    expect(seen[0].headers['x-forwarded-for']).toBe(expected);
  });

  it.each([
    ['loopback', '::ffff:127.0.0.1', true],
    ['loopback', '::1', true],
    ['uniquelocal', '172.18.0.3', true],
    ['uniquelocal', '8.8.8.8', false],
    ['10.1.0.0/16, 192.0.2.7', '192.0.2.7', true],
    ['10.1.0.0/16', '10.2.0.1', false],
    ['none', '127.0.0.1', false],
    ['', '127.0.0.1', false],
  ])('TRUSTED_PROXIES=%p trusts %s: %p', (spec, peer, expected) => {
    expect(trustedProxies(spec)(peer)).toBe(expected);
  });

  it.each(['localhost', '10.0.0.0/33', 'none, loopback', '1.2.3.4/8/1'])('refuses TRUSTED_PROXIES=%p naming the entry', (spec) => {
    expect(() => trustedProxies(spec)).toThrow(/^TRUSTED_PROXIES: ".*" is not an address/);
  });

  it('is computed from the socket, not from anything the request names', () => {
    const req = {
      socket: { remoteAddress: '::ffff:198.51.100.4' },
      headers: { 'x-forwarded-for': '1.1.1.1' },
    } as unknown as IncomingMessage;
    expect(forwardedFor(req, () => false)).toBe('198.51.100.4');
    expect(forwardedFor(req, () => true)).toBe('1.1.1.1, 198.51.100.4');
  });
});
