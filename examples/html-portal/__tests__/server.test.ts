import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

// The portal's server as it runs (a process on a real socket) in front of a stub dispatch API that
// records what reaches it: the allow-list (deploy/api-calls.json) decides, the keys go only with a
// listed call, and the page's CSP allows the one inline script, the import map, by its hash.

const KEYS = { publicKey: 'test-public-key', secretKey: 'test-secret-key-never-in-the-browser' };
const MANIFEST = 'http://remote.example:9004/mf-manifest.json';

let api: Server;
let portal: ChildProcess;
let base = '';
const received: { method?: string; url?: string; headers: IncomingHttpHeaders }[] = [];

beforeAll(async () => {
  api = createServer((req, res) => {
    received.push({ method: req.method, url: req.url, headers: req.headers });
    req.resume();
    res.writeHead(200, { 'content-type': 'application/json', 'content-security-policy': 'upstream', 'cache-control': 'max-age=600' });
    res.end(JSON.stringify({ success: true }));
  });
  await new Promise<void>((resolve) => api.listen(0, 'localhost', resolve));
  const apiBaseUrl = `http://localhost:${(api.address() as AddressInfo).port}`;
  portal = spawn(process.execPath, [path.join(__dirname, '..', 'server.mjs')], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: 'localhost',
      API_BASE_URL: apiBaseUrl,
      API_PUBLIC_KEY: KEYS.publicKey,
      API_SECRET_KEY: KEYS.secretKey,
      REMOTE_CORPORATE_URL: MANIFEST,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  base = await new Promise<string>((resolve, reject) => {
    let log = '';
    portal.stdout?.on('data', (chunk) => {
      log += chunk;
      const port = /http:\/\/localhost:(\d+)\//.exec(log)?.[1];
      if (port) resolve(`http://localhost:${port}`);
    });
    portal.stderr?.on('data', (chunk) => {
      log += chunk;
    });
    portal.once('exit', (code) => reject(new Error(`the portal's server exited (${code}):\n${log}`)));
  });
}, 20_000);

afterAll(async () => {
  portal?.kill();
  await new Promise((resolve) => api.close(resolve));
});

beforeEach(() => {
  received.length = 0;
});

/** A raw request (fetch would normalise the path before sending it). */
function send(method: string, target: string, headers: Record<string, string> = {}, body?: string) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = request(`${base}/`, { method, path: target, headers }, (res) => {
      let text = '';
      res.on('data', (chunk) => {
        text += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('the /api and /storage proxy', () => {
  it.each([
    ['GET', '/api/v1/passengers'],
    ['DELETE', '/api/v1/booking'],
    ['GET', '/api/v1/get_booking/12/settings-flat'],
    ['POST', '/api/v1/sandbox/reset'],
    ['GET', '/storage/vehicles/saloon.html'],
  ])('answers 404 and forwards nothing for %s %s, which is not on the list', async (method, target) => {
    const response = await send(method, target);
    expect(response.status).toBe(404);
    expect(received).toEqual([]);
  });

  it.each([
    '/api/v1/../v1/settings-flat',
    '/api//v1/settings-flat',
    '/api/v1/get_booking/%2e%2e',
    '/api/v1/./settings-flat',
    '/api/v1/settings-flat#x',
  ])('answers 400 and forwards nothing for the unsafe target %s', async (target) => {
    const response = await send('GET', target);
    expect(response.status).toBe(400);
    expect(received).toEqual([]);
  });

  it('forwards a listed call with the keys, to the API base only, without the browser’s own key headers or cookies', async () => {
    const response = await send(
      'POST',
      '/api/v1/check-passenger-login?b=2&a=1',
      {
        'content-type': 'application/json',
        'x-public-key': 'forged',
        cookie: 'session=1',
        host: 'evil.example',
      },
      '{"email":"a@b.c"}',
    );
    expect(response.status).toBe(200);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ method: 'POST', url: '/api/v1/check-passenger-login?b=2&a=1' });
    expect(received[0].headers).toMatchObject({
      'x-public-key': KEYS.publicKey,
      'x-secret-key': KEYS.secretKey,
      'content-type': 'application/json',
    });
    expect(received[0].headers.cookie).toBeUndefined();
    // The portal's own headers replace the API's: a sign-in answer is never kept.
    expect(response.headers['content-security-policy']).toMatch(/^default-src 'self'/);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each(['/storage/vehicles/saloon.png', '/api/v1/settings-flat', '/api/v1/booking'])(
    'forwards only the corporate area’s calls: %s gets 404 and reaches no API',
    async (target) => {
      expect((await send('GET', target, {})).status).toBe(404);
      expect(received).toEqual([]);
    },
  );

  it('never takes a host or an absolute URL from the request line', async () => {
    expect((await send('GET', 'http://evil.example/api/v1/settings-flat')).status).toBe(400);
    expect((await send('GET', '//evil.example/api/v1/settings-flat')).status).toBe(400);
    expect(received).toEqual([]);
  });
});

describe('the pages', () => {
  it('serves the area’s page for every path under /corporate, its import map allowed by its hash', async () => {
    const response = await send('GET', '/corporate/bookings');
    expect(response.status).toBe(200);
    const importMap = /<script type="importmap">([^<]*)<\/script>/.exec(response.body)?.[1] ?? '';
    // Each package's ESM build, and the subpaths the runtime imports by name (runtime-core: error-codes/browser).
    expect(JSON.parse(importMap).imports).toMatchObject({
      '@module-federation/runtime': '/vendor/runtime/dist/index.js',
      '@module-federation/runtime-core': '/vendor/runtime-core/dist/index.js',
      '@module-federation/sdk': '/vendor/sdk/dist/index.js',
      '@module-federation/error-codes': '/vendor/error-codes/dist/index.mjs',
      '@module-federation/error-codes/browser': '/vendor/error-codes/dist/browser.mjs',
    });
    const hash = createHash('sha256').update(importMap).digest('base64');
    const csp = response.headers['content-security-policy'];
    expect(csp).toContain(`script-src 'self' http://remote.example:9004 'sha256-${hash}'`);
    expect(csp).toContain("connect-src 'self' http://remote.example:9004");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(response.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
    expect((await send('GET', '/corporate')).body).toBe(response.body);
  });

  it('gives the manifest URL, the health check, the home and book pages', async () => {
    expect(JSON.parse((await send('GET', '/portal-config.json')).body)).toEqual({ corporateManifestUrl: MANIFEST });
    expect((await send('GET', '/healthz')).status).toBe(200);
    expect((await send('GET', '/')).body).toContain('Open the corporate area');
    expect((await send('GET', '/book.html')).body).toContain('<h1>Book with Kestrel</h1>');
  });

  it('serves the runtime’s JavaScript from node_modules and nothing else there', async () => {
    const runtime = await send('GET', '/vendor/runtime-core/dist/index.js');
    expect(runtime.status).toBe(200);
    expect(runtime.headers['content-type']).toBe('text/javascript; charset=utf-8');
    for (const target of [
      '/vendor/runtime/package.json',
      '/vendor/runtime/dist/../package.json',
      '/vendor/bridge-react/dist/index.es.js',
      '/server.mjs',
      '/public/index.html',
    ]) {
      expect((await send('GET', target)).status).toBe(404);
    }
  });
});
