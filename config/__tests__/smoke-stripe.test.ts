import { execFile } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { repoRoot } from './run-node';

// scripts/smoke-stripe.mjs (`npm run smoke:stripe`), run as the operator runs it: a process, its output
// and exit status. The dispatch API is a stub here; with real keys it is run by hand, never in CI.

type Run = { status: number | null; stdout: string; stderr: string };
const run = (args: string[], env: Record<string, string> = {}): Promise<Run> =>
  new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/smoke-stripe.mjs', ...args],
      { cwd: repoRoot, env: { PATH: process.env.PATH ?? '', ...env }, timeout: 30_000 },
      (error, stdout, stderr) => resolve({ status: error ? (typeof error.code === 'number' ? error.code : null) : 0, stdout, stderr }),
    );
  });

type Answer = { status: number; body: unknown };
const stub = { session: { status: 200, body: {} } as Answer, key: { status: 200, body: { key: 'pk_test_abc123' } } as Answer, page: 200 };
const seen: { method?: string; url?: string; headers: http.IncomingHttpHeaders; body: string }[] = [];
let server: http.Server;
let base: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body });
      const answer = req.url === '/api/v1/create-checkout-session' ? stub.session : req.url === '/api/v1/secret_key' ? stub.key : null;
      if (answer) {
        res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
      } else {
        res.writeHead(stub.page, { 'content-type': 'text/html' }).end('<!doctype html><title>Checkout</title>');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  seen.length = 0;
});

const keys = () => ({ API_BASE_URL: base, API_PUBLIC_KEY: 'pub-key', API_SECRET_KEY: 'secret-never-printed' });

describe('refusals: nothing is asked', () => {
  it('--help says what it needs and exits 0', async () => {
    const { status, stdout } = await run(['--help']);
    expect(status).toBe(0);
    expect(stdout).toMatch(/^Usage: npm run smoke:stripe/);
    for (const name of ['API_BASE_URL', 'API_PUBLIC_KEY', 'API_SECRET_KEY', '--site', '--amount']) expect(stdout).toContain(name);
  });

  test.each<[string, string[], Record<string, string>, string[]]>([
    [
      'no environment',
      [],
      {},
      [
        'API_BASE_URL is not set: smoke:stripe asks the real dispatch API, so there is no default; give',
        'API_PUBLIC_KEY is not set',
        'API_SECRET_KEY is not set',
      ],
    ],
    [
      'blank keys',
      [],
      { API_BASE_URL: 'https://api.example', API_PUBLIC_KEY: ' ', API_SECRET_KEY: '' },
      ['API_PUBLIC_KEY holds only spaces', 'API_SECRET_KEY is not set'],
    ],
    [
      'an address with a password',
      [],
      { API_BASE_URL: 'https://user:hunter2@api.example', API_PUBLIC_KEY: 'a', API_SECRET_KEY: 'b' },
      ['must not carry a user name or password (the value is not shown)'],
    ],
    [
      'an address that is not http(s)',
      [],
      { API_BASE_URL: 'ftp://api.example', API_PUBLIC_KEY: 'a', API_SECRET_KEY: 'b' },
      ['API_BASE_URL="ftp://api.example" is not an http:// or https:// address'],
    ],
    [
      'an unknown option',
      ['--live'],
      { API_BASE_URL: 'https://api.example', API_PUBLIC_KEY: 'a', API_SECRET_KEY: 'b' },
      ['Unknown option "--live"'],
    ],
    [
      'an amount in pounds',
      ['--amount', '1.50'],
      { API_BASE_URL: 'https://api.example', API_PUBLIC_KEY: 'a', API_SECRET_KEY: 'b' },
      ['--amount is not a whole number of minor units'],
    ],
    [
      'a site that is no origin',
      ['--site=book.example'],
      { API_BASE_URL: 'https://api.example', API_PUBLIC_KEY: 'a', API_SECRET_KEY: 'b' },
      ['--site is not an http(s) origin: "book.example"'],
    ],
  ])('%s: exit 2, each problem on its own line', async (_name, args, env, lines) => {
    const { status, stdout, stderr } = await run(args, env);
    expect(status).toBe(2);
    expect(stdout).toBe('');
    for (const line of lines) expect(stderr).toContain(line);
    expect(stderr).not.toContain('hunter2');
    // It says only what is true: NODE_ENV is not what makes the API and its keys required here.
    expect(stderr).not.toContain('NODE_ENV');
  });
});

describe('against a stub dispatch API', () => {
  it("asks for the session as the shell's server does: the keys, the amount, a return address on the site", async () => {
    stub.session = { status: 200, body: { success: true, sessionId: 'cs_test_1', url: `${base}/pay/cs_test_1` } };
    const { status, stdout } = await run(['--site', 'https://book.example', '--amount', '250'], keys());
    expect(status).toBe(0);
    const call = seen.find((request) => request.url === '/api/v1/create-checkout-session')!;
    expect(call.method).toBe('POST');
    expect(call.headers).toMatchObject({
      'x-public-key': 'pub-key',
      'x-secret-key': 'secret-never-printed',
      'content-type': 'application/json',
    });
    expect(JSON.parse(call.body)).toEqual({
      amount: 250,
      frontend_url: expect.stringMatching(/^https:\/\/book\.example\/card\/[A-Za-z0-9_-]{22}$/),
    });
    expect(stdout).toContain('sessionId: cs_test_1');
    expect(stdout).toContain('the url answers 200 (text/html): the checkout opens.');
    expect(stdout).not.toContain('secret-never-printed');
  });

  test.each<[string, Answer, Answer, number, number, RegExp]>([
    [
      'a url that answers 404',
      { status: 200, body: { sessionId: 'cs_test_2', url: 'URL/gone' } },
      { status: 200, body: 'pk_test_x' },
      404,
      1,
      /the url does not answer: it answered 404/,
    ],
    [
      'a sessionId alone and a publishable key',
      { status: 200, body: { sessionId: 'cs_test_3' } },
      { status: 200, body: { publishable_key: 'pk_live_x' } },
      200,
      0,
      /no url: the site uses Stripe\.js's redirectToCheckout[\s\S]*publishable key: pk_live_\.\.\./,
    ],
    [
      'a sessionId alone and no key',
      { status: 200, body: { sessionId: 'cs_test_4' } },
      { status: 404, body: {} },
      200,
      1,
      /GET \/api\/v1\/secret_key answered 404/,
    ],
    [
      'a secret key where the public one belongs',
      { status: 200, body: { sessionId: 'cs_test_5', url: 'URL/pay' } },
      { status: 200, body: { key: 'sk_live_leak' } },
      200,
      1,
      /answers a SECRET key/,
    ],
    [
      'the keys refused',
      { status: 401, body: { message: 'Invalid API keys.' } },
      { status: 200, body: {} },
      200,
      1,
      /no checkout session \(answered 401\): Invalid API keys\. Check API_PUBLIC_KEY and API_SECRET_KEY\./,
    ],
    [
      'success without a sessionId',
      { status: 200, body: { success: true } },
      { status: 200, body: {} },
      200,
      1,
      /the answer has no sessionId/,
    ],
  ])('%s', async (_name, session, key, page, exit, said) => {
    const withBase = (answer: Answer): Answer => JSON.parse(JSON.stringify(answer).replace(/URL\//g, `${base}/`));
    Object.assign(stub, { session: withBase(session), key, page });
    const { status, stdout, stderr } = await run([], keys());
    expect(`${stdout}${stderr}`).toMatch(said);
    expect(status).toBe(exit);
    expect(`${stdout}${stderr}`).not.toContain('sk_live_leak');
  });
});
