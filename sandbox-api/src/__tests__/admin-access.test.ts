import type { InjectOptions } from 'fastify';
import { harness } from './harness';

const ADMIN_KEY = 'admin-key-for-the-tests-0123456789';
const ROUTES = [
  ['GET', '/sandbox/outbox'],
  ['POST', '/sandbox/reset'],
  ['POST', '/sandbox/settings'],
  ['PUT', '/sandbox/settings'],
] as const;

const call = (
  app: ReturnType<typeof harness>['app'],
  [method, url]: (typeof ROUTES)[number],
  remoteAddress: string,
  headers: Record<string, string> = {},
) => app.inject({ method, url, remoteAddress, headers, payload: method === 'GET' ? undefined : { settings: {} } } as InjectOptions);

describe('admin routes answer on loopback, to a loopback name, or with the admin key', () => {
  const { app } = harness({ adminKey: ADMIN_KEY });
  afterAll(() => app.close());

  it.each(['127.0.0.1', '127.45.6.7', '::1', '::ffff:127.0.0.1'])('answer a peer at %s', async (peer) => {
    for (const route of ROUTES) expect((await call(app, route, peer)).statusCode).toBe(200);
  });

  it.each([
    ['a LAN peer', '192.168.1.20', {}],
    ['a container peer', '172.18.0.3', {}],
    ['a public IPv6 peer', '2001:db8::1', {}],
    ['an IPv4-mapped private peer', '::ffff:10.0.0.5', {}],
    ['a peer that claims loopback in X-Forwarded-For', '10.0.0.5', { 'x-forwarded-for': '127.0.0.1' }],
    ['a peer with a wrong admin key', '10.0.0.5', { 'x-admin-key': 'guess' }],
    ['a peer with the admin key and one more character', '10.0.0.5', { 'x-admin-key': `${ADMIN_KEY}x` }],
    ['a peer with an empty admin key', '10.0.0.5', { 'x-admin-key': '' }],
  ])('hide every admin route from %s, as if it did not exist', async (_label, peer, headers) => {
    for (const route of ROUTES) {
      const response = await call(app, route, peer, headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: `Not found: ${route[0]} ${route[1]}` });
    }
  });

  it.each(['localhost', 'localhost:4000', 'LocalHost:4000', '127.0.0.1:4000', '127.45.6.7', '[::1]:4000', '[::1]'])(
    'answer a loopback peer that names this machine as %s',
    async (host) => {
      for (const route of ROUTES) expect((await call(app, route, '127.0.0.1', { host })).statusCode).toBe(200);
    },
  );

  it.each([
    'evil.example:4000',
    'evil.example',
    'localhost.evil.example:4000',
    '127.0.0.1.nip.io:4000',
    'localhost@evil.example',
    '0.0.0.0:4000',
    '192.168.1.20:4000',
    '[::2]:4000',
    '127.0.0.1:4000:80',
  ])('hide every admin route from a loopback peer that names %p as the host (a name rebound to 127.0.0.1)', async (host) => {
    for (const peer of ['127.0.0.1', '::1']) {
      for (const route of ROUTES) expect((await call(app, route, peer, { host })).statusCode).toBe(404);
    }
  });

  it('answers a rebound name when the admin key comes with it', async () => {
    const headers = { host: 'evil.example:4000', 'x-admin-key': ADMIN_KEY };
    for (const route of ROUTES) expect((await call(app, route, '127.0.0.1', headers)).statusCode).toBe(200);
  });

  it('answers a remote peer that sends the admin key', async () => {
    for (const route of ROUTES) expect((await call(app, route, '203.0.113.9', { 'x-admin-key': ADMIN_KEY })).statusCode).toBe(200);
  });

  it('keeps health open to anyone', async () => {
    expect((await app.inject({ method: 'GET', url: '/sandbox/health', remoteAddress: '203.0.113.9' })).json()).toEqual({ status: 'ok' });
  });
});

describe('without SANDBOX_ADMIN_KEY, no key opens the admin routes to a remote peer', () => {
  const { app } = harness({ adminKey: null });
  afterAll(() => app.close());

  it.each(['', 'null', 'undefined'])('hides them from a peer sending the admin key %p', async (key) => {
    for (const route of ROUTES) expect((await call(app, route, '203.0.113.9', { 'x-admin-key': key })).statusCode).toBe(404);
  });
});
