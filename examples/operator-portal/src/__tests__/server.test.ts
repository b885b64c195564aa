/**
 * @jest-environment node
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

// The portal's server (server.mjs) as a running process, in front of a stub API on a real socket:
// what it forwards, what it refuses, and the headers every answer carries.

const SERVER = path.resolve(__dirname, '../../server.mjs');
const KEYS = { publicKey: 'portal-test-public-key', secretKey: 'portal-test-secret-key-never-in-an-answer' };
const MANIFEST = 'https://corporate.example.net/mf-manifest.json';

type Seen = { method: string; url: string; headers: IncomingHttpHeaders };

const listen = (server: Server) =>
  new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));

/** The stand-in for the dispatch API: records every request and answers 200 with a policy of its own. */
async function stubApi() {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
    req.resume();
    req.on('end', () => {
      res.writeHead(200, {
        'Content-Type': 'application/json',
        'Content-Security-Policy': "default-src 'none'",
        'X-Frame-Options': 'SAMEORIGIN',
      });
      res.end('{"success":true}');
    });
  });
  const port = await listen(server);
  return { seen, url: `http://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function freePort() {
  const server = createServer();
  const port = await listen(server);
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Starts `node server.mjs`; resolves once it says where it listens, or with its exit code and output. */
function startPortal(env: Record<string, string>) {
  const child = spawn(process.execPath, [SERVER], {
    env: { ...process.env, HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise<{ child: ChildProcess; output: string; code: number | null }>((resolve) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('[portal] http://')) resolve({ child, output, code: null });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => resolve({ child, output, code }));
  });
}

/** Raw bytes on a new socket, as a hostile client sends them: the status line of the answer. */
function rawStatus(port: number, requestLine: string) {
  return new Promise<number>((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('close', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0)));
    socket.on('error', () => undefined);
    socket.write(`${requestLine}\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`);
  });
}

let api: Awaited<ReturnType<typeof stubApi>>;
let portal: ChildProcess;
let base: string;
let port: number;
let dist: string;

beforeAll(async () => {
  api = await stubApi();
  dist = mkdtempSync(path.join(tmpdir(), 'portal-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Portal</title>');
  writeFileSync(path.join(dist, 'assets', 'index-AbC123.js'), 'export {};');
  port = await freePort();
  base = `http://127.0.0.1:${port}`;
  const started = await startPortal({
    PORT: String(port),
    API_BASE_URL: api.url,
    API_PUBLIC_KEY: KEYS.publicKey,
    API_SECRET_KEY: KEYS.secretKey,
    REMOTE_CORPORATE_URL: MANIFEST,
    DIST_DIR: dist,
  });
  if (started.code !== null) throw new Error(`server.mjs exited (${started.code}):\n${started.output}`);
  portal = started.child;
}, 20_000);

afterAll(async () => {
  if (portal && portal.exitCode === null) await new Promise((resolve) => (portal.once('exit', resolve), portal.kill()));
  await api?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the API proxy', () => {
  it('forwards a call on deploy/api-calls.json to the API base, adding both keys and replacing any the browser sent', async () => {
    const answer = await fetch(`${base}/api/v1/passenger/validate-token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer t', 'X-Secret-Key': 'from-the-browser', Cookie: 'session=1' },
      body: '{}',
    });
    expect(answer.status).toBe(200);
    const seen = api.seen.at(-1)!;
    expect([seen.method, seen.url]).toEqual(['POST', '/api/v1/passenger/validate-token']);
    expect(seen.headers).toMatchObject({
      'x-public-key': KEYS.publicKey,
      'x-secret-key': KEYS.secretKey,
      authorization: 'Bearer t',
      'x-forwarded-for': '127.0.0.1',
    });
    expect(seen.headers.cookie).toBeUndefined();
    expect(await answer.text()).not.toContain(KEYS.secretKey);
  });

  it.each(['/storage/vehicles/saloon.svg', '/api/v1/settings-flat', '/api/v1/secret_key'])(
    'forwards only the corporate area’s calls: %s gets 404 and reaches no API',
    async (target) => {
      const before = api.seen.length;
      expect((await fetch(`${base}${target}`)).status).toBe(404);
      expect(api.seen.length).toBe(before);
    },
  );

  it.each([
    ['a path not on the list', 'GET /api/v1/admin/export HTTP/1.1', 404],
    ['a listed path with another method', 'DELETE /api/v1/settings-flat HTTP/1.1', 404],
    ['a listed path in another case', 'GET /API/v1/settings-flat HTTP/1.1', 404],
    ['an empty segment', 'GET /api//v1/settings-flat HTTP/1.1', 400],
    ['dot segments', 'GET /api/v1/../v1/settings-flat HTTP/1.1', 400],
    ['an encoded letter', 'GET /%61pi/v1/settings-flat HTTP/1.1', 400],
    ['a backslash', 'GET /api/v1\\settings-flat HTTP/1.1', 400],
    ['absolute-form naming another host', 'GET http://127.0.0.1:9/api/v1/settings-flat HTTP/1.1', 400],
    ['a target starting //host', 'GET //127.0.0.1:9/api/v1/settings-flat HTTP/1.1', 400],
    ['CONNECT', 'CONNECT 127.0.0.1:9 HTTP/1.1', 400],
  ])('refuses %s and forwards nothing', async (_name, line, status) => {
    const before = api.seen.length;
    expect(await rawStatus(port, line)).toBe(status);
    expect(api.seen.length).toBe(before);
  });
});

describe("the portal's own answers", () => {
  it('carry the policy that lets scripts and manifests come only from here and the corporate remote', async () => {
    const answer = await fetch(`${base}/portal/corporate/bookings`);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('<title>Portal</title>');
    const policy = answer.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self' https://corporate.example.net;");
    expect(policy).toContain("connect-src 'self' https://corporate.example.net;");
    expect(policy).toContain("style-src 'self' 'unsafe-inline';");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe-eval');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
  });

  it.each([
    ['/portal-config.json', 200, 'no-store'],
    ['/healthz', 200, 'no-store'],
    ['/assets/index-AbC123.js', 200, 'public, max-age=31536000, immutable'],
    ['/assets/missing-XyZ987.js', 404, 'no-store'],
    ['/api/v1/not-listed', 404, 'no-store'],
  ])('%s answers %i with the security headers', async (url, status, cache) => {
    const answer = await fetch(`${base}${url}`);
    expect([answer.status, answer.headers.get('cache-control')]).toEqual([status, cache]);
    expect(answer.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('says where the corporate remote is, from REMOTE_CORPORATE_URL', async () => {
    expect(await fetch(`${base}/portal-config.json`).then((answer) => answer.json())).toEqual({ corporateManifestUrl: MANIFEST });
  });

  it('never serves a file outside its build', async () => {
    expect(await rawStatus(port, 'GET /assets/..%2f..%2fpackage.json HTTP/1.1')).toBe(404);
  });
});

it.each([
  ['PORT', { PORT: 'eighty' }, '[portal] cannot start: PORT must be a port number from 1 to 65535, not "eighty".'],
  [
    'REMOTE_CORPORATE_URL',
    { PORT: '3999', REMOTE_CORPORATE_URL: 'corporate.example.net' },
    '[portal] cannot start: REMOTE_CORPORATE_URL must be an http(s) address, not "corporate.example.net".',
  ],
])('a bad %s stops the start-up with one line', async (_name, env: Record<string, string>, line) => {
  const { code, output } = await startPortal(env);
  expect(code).toBe(1);
  expect(output.trim()).toBe(line);
});
