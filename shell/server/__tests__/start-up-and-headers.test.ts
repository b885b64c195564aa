import path from 'node:path';
import { parseOrigins, readAttemptsEnv } from '../env';
import { freePort, rawRequest, recordingApi, runNodeToEnd, startShell, statusOf } from './servers';

// What the shell's server refuses at start-up, and the transport headers it adds per request.

describe('FRAME_PARENT_ORIGINS', () => {
  it.each([
    ['*'],
    ['https://operator.example/embed'],
    ['operator.example'],
    ['javascript:alert(1)'],
    ['https://user:pw@operator.example'],
    ['https://operator.example?x=1'],
    ['https://ok.example, ftp://files.example'],
  ])('stops the server with a message naming %j', async (value) => {
    const port = await freePort();
    const { code, output } = await runNodeToEnd('shell/server/index.ts', {
      PORT: String(port),
      HOST: '127.0.0.1',
      FRAME_PARENT_ORIGINS: value,
    });
    expect(code).toBe(1);
    expect(output).toMatch(/FRAME_PARENT_ORIGINS: ".+" is not an origin/);
  });

  it.each([
    ['', []],
    ['https://operator.example', ['https://operator.example']],
    [' https://a.example/ , http://localhost:3020 ', ['https://a.example', 'http://localhost:3020']],
  ])('takes %j as %j', (value, origins) => {
    expect(parseOrigins(value, 'FRAME_PARENT_ORIGINS')).toEqual(origins);
  });
});

describe("the checkout attempts' settings", () => {
  it('keep the attempts in .data/checkout-attempts.db under the current folder, checked every 30 s after 10 minutes, for 24 h', () => {
    expect(readAttemptsEnv({})).toEqual({
      dbFile: path.resolve('.data/checkout-attempts.db'),
      redisUrl: null,
      secret: null,
      adminKey: null,
      ttlHours: 24,
      reconcileAfterSeconds: 600,
      reconcileEverySeconds: 30,
      siteOrigins: [],
    });
  });

  it.each([
    [{ ATTEMPT_TTL_HOURS: '0' }, /ATTEMPT_TTL_HOURS: "0" is not a positive number/],
    [{ RECONCILE_EVERY_SECONDS: 'often' }, /RECONCILE_EVERY_SECONDS: "often" is not a positive number/],
    [{ RECONCILE_AFTER_SECONDS: '-5' }, /RECONCILE_AFTER_SECONDS: "-5" is not a positive number/],
    [{ ATTEMPTS_SECRET: 'changeme' }, /ATTEMPTS_SECRET: use at least 16 characters/],
    [{ REDIS_URL: 'localhost:6379' }, /REDIS_URL is not a redis:\/\/ or rediss:\/\/ address/],
  ])('stop the server with a message naming a wrong setting (%j)', async (env, message) => {
    const port = await freePort();
    const { code, output } = await runNodeToEnd('shell/server/index.ts', {
      PORT: String(port),
      HOST: '127.0.0.1',
      ATTEMPTS_DB: ':memory:',
      ...env,
    });
    expect(code).toBe(1);
    expect(output).toMatch(message);
  });
});

describe('HSTS', () => {
  let api: Awaited<ReturnType<typeof recordingApi>>;
  const servers: Array<{ stop: () => Promise<void> }> = [];
  beforeAll(async () => {
    api = await recordingApi();
  });
  afterAll(async () => {
    await Promise.all([...servers.map((server) => server.stop()), api.close()]);
  });

  const get = (port: number, path: string, headers: string[] = []) =>
    rawRequest(port, [`GET ${path} HTTP/1.1`, 'Host: localhost', 'Connection: close', ...headers, '', ''].join('\r\n'));

  it('is sent when the request came over TLS to the proxy in front, and not over plain HTTP', async () => {
    const shell = await startShell(api.url);
    servers.push(shell);
    expect(statusOf(await get(shell.port, '/config.json'))).toBe(200);
    expect(await get(shell.port, '/config.json')).not.toMatch(/strict-transport-security/i);
    expect(await get(shell.port, '/config.json', ['X-Forwarded-Proto: https'])).toMatch(
      /strict-transport-security: max-age=31536000; includeSubDomains/i,
    );
    expect(await get(shell.port, '/api/v1/settings-flat', ['X-Forwarded-Proto: https'])).toMatch(/strict-transport-security/i);
  });

  it('is sent on every answer when HSTS=on', async () => {
    const shell = await startShell(api.url, { HSTS: 'on' });
    servers.push(shell);
    expect(await get(shell.port, '/config.json')).toMatch(/strict-transport-security: max-age=31536000/i);
    expect(await get(shell.port, '/quoteView')).toMatch(/strict-transport-security: max-age=31536000/i);
  });
});
