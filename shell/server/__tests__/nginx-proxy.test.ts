import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { API_CALLS, matchCall } from '../api-calls';
import { examplePath, hostileRequestLines } from './hostile-targets';
import { ANSWERS_NEVER_KEPT, KEYS, freePort, rawRequest, recordingApi, recordingListener, repoRoot, statusOf, type Child } from './servers';

// docker-compose's shell is nginx: its copy of the list is generated from the endpoint table, and the
// rendered config is run here with the attacker's request lines (CI installs nginx).

it("nginx's list of calls is the one generated from the endpoint table (shared/src/api/endpoints.ts)", () => {
  const generated = execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      "import { renderApiCalls } from './deploy/nginx/render-api-calls.mjs'; process.stdout.write(renderApiCalls());",
    ],
    { cwd: repoRoot, encoding: 'utf8' },
  );
  expect(readFileSync(path.join(repoRoot, 'deploy/nginx/api-calls.conf'), 'utf8')).toBe(generated);
});

const hasNginx = spawnSync('nginx', ['-v']).status === 0;

(hasNginx ? describe : describe.skip)('nginx in front of the API (deploy/nginx)', () => {
  let api: Awaited<ReturnType<typeof recordingApi>>;
  let attempts: Awaited<ReturnType<typeof recordingApi>>;
  let elsewhere: Awaited<ReturnType<typeof recordingListener>>;
  let nginx: Child;
  let port: number;
  let work: string;

  beforeAll(async () => {
    api = await recordingApi();
    attempts = await recordingApi();
    elsewhere = await recordingListener();
    port = await freePort();
    work = mkdtempSync(path.join(tmpdir(), 'nginx-proxy-'));
    chmodSync(work, 0o755);
    execFileSync('sh', ['deploy/render-nginx.sh', work, String(port)], {
      cwd: repoRoot,
      env: {
        ...process.env,
        API_BASE_URL: api.url,
        API_PUBLIC_KEY: KEYS.publicKey,
        API_SECRET_KEY: KEYS.secretKey,
        SANDBOX_CHECKOUT_PROXY: 'on',
        ATTEMPTS_URL: attempts.url,
      },
    });
    nginx = await startNginx(work, port);
  }, 30_000);

  afterAll(async () => {
    await nginx?.stop();
    await Promise.all([api?.close(), attempts?.close(), elsewhere?.close()]);
    if (work) rmSync(work, { recursive: true, force: true });
  });

  const other = () => `127.0.0.1:${elsewhere.port}`;
  const send = (line: string, headers: string[] = []) =>
    rawRequest(port, [line, `Host: ${other()}`, 'Connection: close', ...headers, '', ''].join('\r\n'));
  const expectNothingLeaked = (answer: string) => {
    expect(answer).not.toContain(KEYS.secretKey);
    expect(answer).not.toContain(KEYS.publicKey);
    expect(elsewhere.connections).toEqual([]);
    for (const request of api.requests) {
      const page = /^\/sandbox-checkout\//.test(request.url);
      // On the list by method and path (nginx's own limit on a long query is larger than the Node servers').
      if (!page) expect(matchCall(request.method, request.url.split('?')[0]).status).toBe(200);
      expect(request.headers['x-secret-key'] === KEYS.secretKey).toBe(/^\/api\//.test(request.url));
    }
  };

  it.each([
    ['absolute-form naming another host', () => `GET http://${other()}/api/v1/settings-flat HTTP/1.1`],
    ['a target starting //host', () => `GET //${other()}/api/v1/settings-flat HTTP/1.1`],
    ['an encoded letter', () => 'GET /%61pi/v1/settings-flat HTTP/1.1'],
    ['encoded dots', () => 'GET /api/v1/%2e%2e/%2e%2e/storage/vehicles/saloon.svg HTTP/1.1'],
    ['an encoded slash', () => 'GET /api/v1/..%2fsettings-flat HTTP/1.1'],
    ['plain dot segments', () => 'GET /api/v1/../v1/settings-flat HTTP/1.1'],
    ['a call not on the list', () => 'GET /api/v1/admin/export HTTP/1.1'],
    ['a listed path with another method', () => 'DELETE /api/v1/settings-flat HTTP/1.1'],
    ['CONNECT', () => `CONNECT ${other()} HTTP/1.1`],
  ])('refuses %s, forwarding nothing', async (_name, line) => {
    const before = api.requests.length;
    const answer = await send(line());
    expect(statusOf(answer)).toBeGreaterThanOrEqual(400);
    expect(api.requests.length).toBe(before);
    expectNothingLeaked(answer);
  });

  it('forwards a listed call with the keys and a vehicle image without them, sandboxed', async () => {
    expect(statusOf(await send('GET /api/v1/settings-flat HTTP/1.1'))).toBe(200);
    expect(api.requests.at(-1)).toMatchObject({ url: '/api/v1/settings-flat', headers: { 'x-secret-key': KEYS.secretKey } });
    const image = await send('GET /storage/vehicles/saloon.svg HTTP/1.1');
    expect(statusOf(image)).toBe(200);
    expect(image).toMatch(/content-security-policy: default-src 'none'; style-src 'unsafe-inline'; sandbox/i);
    expect(api.requests.at(-1)!.headers['x-secret-key']).toBeUndefined();
    expectNothingLeaked(image);
  });

  it.each(ANSWERS_NEVER_KEPT)('answers %s with Cache-Control: no-store alone, whatever the API said', async (line, headers) => {
    const answer = await send(line, headers);
    expect(statusOf(answer)).toBe(200);
    expect(answer.match(/^cache-control:.*$/gim)).toEqual([expect.stringMatching(/^cache-control: no-store\r?$/i)]);
  });

  it('sends the checkout attempts to the attempts service with no key, and nothing else under /site/', async () => {
    const id = 'AAAAAAAAAAAAAAAAAAAAAA';
    const answer = await send(`POST /site/checkout-attempts/${id}/complete HTTP/1.1`, [
      'Content-Length: 0',
      'Cookie: session=1',
      `X-Secret-Key: ${KEYS.secretKey}`,
    ]);
    expect(statusOf(answer)).toBe(200);
    const seen = attempts.requests.at(-1)!;
    expect(seen).toMatchObject({ method: 'POST', url: `/site/checkout-attempts/${id}/complete` });
    for (const name of ['x-public-key', 'x-secret-key', 'cookie']) expect(seen.headers[name]).toBeUndefined();
    expect(statusOf(await send('GET /site/checkout-attempts?status=unresolved HTTP/1.1'))).toBe(200);
    expect(attempts.requests.at(-1)!.url).toBe('/site/checkout-attempts?status=unresolved');

    const before = attempts.requests.length;
    for (const line of [
      'GET /site/other HTTP/1.1',
      'GET /site/checkout-attemptsX HTTP/1.1',
      'GET /site/checkout-attempts/../../api/v1/settings-flat HTTP/1.1',
    ]) {
      expect(statusOf(await send(line))).toBeGreaterThanOrEqual(400);
    }
    expect(attempts.requests.length).toBe(before);
    expect(api.requests.filter((request) => request.url.startsWith('/site'))).toEqual([]);
    expectNothingLeaked(answer);
  });

  it("serves the home page's paths with the brand's picture in the first screen, every other page without", async () => {
    const picture = '<img class="boot-hero" src="/brand/hero.svg"';
    for (const page of ['/', '/home', '/Home/', '/BookTripView', '/booktripview/']) {
      const answer = await send(`GET ${page} HTTP/1.1`);
      expect(statusOf(answer)).toBe(200);
      expect(answer).toContain(picture);
      expect(answer).toMatch(/content-security-policy: default-src 'self'/i);
    }
    for (const page of ['/quotationview', '/homes', '/home/x', '/bookings']) {
      const answer = await send(`GET ${page} HTTP/1.1`);
      expect(statusOf(answer)).toBe(200);
      expect(answer).not.toContain('boot-hero');
    }
  });

  it('sends HSTS only for requests that came over TLS', async () => {
    expect(await send('GET / HTTP/1.1', ['X-Forwarded-Proto: https'])).toMatch(/strict-transport-security: max-age=31536000/i);
    expect(await send('GET / HTTP/1.1')).not.toMatch(/strict-transport-security/i);
  });

  it("serves a remote's type bundle (its manifest's metaData.types) as its type, to any origin, never cached", async () => {
    // render-nginx.sh serves the remote's config (deploy/nginx/remote.conf) on the next port, from the same folder.
    writeFileSync(path.join(work, 'html', '@mf-types.zip'), 'PK');
    writeFileSync(path.join(work, 'html', '@mf-types.d.ts'), 'export type RemoteKeys = string;');
    const get = (file: string) => rawRequest(port + 1, `GET /${file} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    for (const [file, type] of [
      ['@mf-types.zip', 'application/zip'],
      ['@mf-types.d.ts', 'text/plain; charset=utf-8'],
    ]) {
      const answer = await get(file);
      expect(statusOf(answer)).toBe(200);
      expect(answer).toMatch(new RegExp(`content-type: ${type}\r\n`, 'i'));
      expect(answer).toMatch(/access-control-allow-origin: \*/i);
      expect(answer).toMatch(/cache-control: no-cache/i);
    }
  });

  it('whatever request line an attacker sends, no other host hears it and no key comes back', async () => {
    const { method, target, version } = hostileRequestLines(
      other(),
      API_CALLS.map((entry) => examplePath(entry.path)),
    );
    await fc.assert(
      fc.asyncProperty(method, target, version, async (verb, target, http) =>
        expectNothingLeaked(await send(`${verb} ${target} ${http}`.trimEnd())),
      ),
      { numRuns: 150 },
    );
  }, 120_000);
});

/** nginx in the foreground on the rendered config, once it answers on its port. */
async function startNginx(work: string, port: number): Promise<Child> {
  const child = spawn('nginx', ['-c', `${work}/nginx.conf`], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stderr?.on('data', (chunk) => (output += chunk));
  const stop = () =>
    new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', () => resolve()), child.kill('SIGTERM'))));
  for (let tries = 0; tries < 100; tries += 1) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${output}`);
    if (statusOf(await rawRequest(port, 'GET /config.json HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', { timeoutMs: 500 })) === 200)
      break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, output: () => output, stop };
}
