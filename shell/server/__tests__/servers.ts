import { spawn, type ChildProcess } from 'node:child_process';
import { createServer as createHttpServer, type IncomingHttpHeaders } from 'node:http';
import { connect, createServer as createNetServer, type AddressInfo, type Server } from 'node:net';
import path from 'node:path';

// Real servers for the proxy tests: the shell's and the portal's servers as child processes (as
// `npm start` runs them), a recording stand-in for the API, and a listener that must hear nothing.

export const repoRoot = path.resolve(__dirname, '../../..');
export const KEYS = { publicKey: 'test-public-key-7f3a', secretKey: 'test-secret-key-never-leaves-9c1e' };

export type Recorded = { method: string; url: string; headers: IncomingHttpHeaders };

const listening = (server: Server, port = 0) =>
  new Promise<number>((resolve) => server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));

/** An HTTP server that records every request and answers 200 with a small JSON body. */
export async function recordingApi() {
  const requests: Recorded[] = [];
  const server = createHttpServer((req, res) => {
    requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
    req.resume();
    req.on('end', () => {
      // A policy of its own, as the sandbox has for images, and a cache lifetime, as an API might give:
      // the proxy's headers must replace them, not join them.
      res.writeHead(200, {
        'Content-Type': 'application/json',
        'Content-Security-Policy': "default-src 'none'",
        'Cache-Control': 'public, max-age=600',
      });
      res.end('{"success":true}');
    });
  });
  const port = await listening(server);
  return { port, requests, url: `http://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/**
 * An API that answers every request with `answer.status` (a JSON body), or never answers when it is
 * 'hang'; it records each request. The tests change `answer` between calls. On `port` when given (an
 * API that comes up after the shell's server).
 */
export async function scriptedApi(status: number | 'hang' = 200, atPort = 0) {
  const requests: Recorded[] = [];
  const answer = { status };
  const server = createHttpServer((req, res) => {
    requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
    req.resume();
    if (answer.status === 'hang') return;
    res.writeHead(answer.status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ success: answer.status < 400, message: `status ${answer.status}` }));
  });
  const port = await listening(server, atPort);
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return { port, requests, answer, url: `http://127.0.0.1:${port}`, close };
}

/**
 * API calls whose answers no browser or cache may keep: bookings, sign-in, a passenger's details and
 * token, and a public one too (every /api/ answer is no-store, docs/decisions/servers.md). Request line and headers.
 */
export const ANSWERS_NEVER_KEPT: Array<[string, string[]]> = [
  ['GET /api/v1/get_booking/12 HTTP/1.1', ['Authorization: Bearer t']],
  ['POST /api/v1/booking HTTP/1.1', ['Content-Length: 0']],
  ['POST /api/v1/check-passenger-login HTTP/1.1', ['Content-Length: 0']],
  ['POST /api/v1/passenger/validate-token HTTP/1.1', ['Content-Length: 0', 'Authorization: Bearer t']],
  ['PATCH /api/v1/update-passenger HTTP/1.1', ['Content-Length: 0', 'Authorization: Bearer t']],
  ['POST /api/v1/auth/verify-code HTTP/1.1', ['Content-Length: 0']],
  ['GET /api/v1/settings-flat HTTP/1.1', []],
];

/** A TCP listener standing for "another host": it counts every connection, whatever is sent. */
export async function recordingListener() {
  const connections: string[] = [];
  const server = createNetServer((socket) => {
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString('latin1')));
    socket.on('close', () => connections.push(data));
    socket.end();
  });
  const port = await listening(server);
  return { port, connections, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A port something else already listens on (on 127.0.0.1), until `close`. */
export async function takenPort() {
  const server = createNetServer((socket) => socket.destroy());
  const port = await listening(server);
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A port nothing listens on now. */
export async function freePort(): Promise<number> {
  const server = createNetServer();
  const port = await listening(server);
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * A server started on a port that was free a moment ago. Between the two, another test's listener may
 * be handed the same port (the kernel gives freed ports out again), so a start refused because the
 * port is in use is tried on another, up to three times.
 */
export async function onAFreePort<T>(start: (port: number) => Promise<T>): Promise<T & { port: number }> {
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    try {
      return { ...(await start(port)), port };
    } catch (error) {
      if (attempt === 3 || !/ is in use/.test(error instanceof Error ? error.message : String(error))) throw error;
    }
  }
}

/** The environment of a child: this one's, with `env` on top; a name given `undefined` is left out. */
const childEnv = (env: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries({ ...process.env, ...env }).filter((entry): entry is [string, string] => entry[1] !== undefined));

/** node's arguments for a script: a TypeScript one (the shell's server) under tsx's loader, as npm start runs it. */
export const nodeArgs = (script: string, args: string[] = []) => [...(script.endsWith('.ts') ? ['--import', 'tsx'] : []), script, ...args];

export type Child = { child: ChildProcess; output: () => string; stop: () => Promise<void> };

/** Starts `node <script>` at the repository root and waits for `ready` in its output (stdout and stderr; `errors`: stderr alone). */
export function startNode(
  script: string,
  env: Record<string, string | undefined>,
  ready: RegExp,
  args: string[] = [],
): Promise<Child & { errors: () => string }> {
  const child = spawn(process.execPath, nodeArgs(script, args), { cwd: repoRoot, env: childEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  let errors = '';
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) resolve({ child, output: () => output, errors: () => errors, stop });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
      onData(chunk);
    });
    child.once('exit', (code) => reject(new Error(`${script} exited (${code}) before it was ready:\n${output}`)));
  });
}

/** Runs a node script to its end and returns its exit code and output (for start-up refusals). */
export function runNodeToEnd(
  script: string,
  env: Record<string, string | undefined>,
  args: string[] = [],
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, nodeArgs(script, args), { cwd: repoRoot, env: childEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  return new Promise((resolve) => child.once('exit', (code) => (clearTimeout(timer), resolve({ code, output }))));
}

/**
 * The shell's production server against the given API base, with this test's keys, once it has logged
 * its start-up call to the API (so that call is never counted as a test's). Its checkout attempts
 * are kept in memory unless the test names a file: never in the repository's .data/.
 */
export async function startShell(apiBaseUrl: string, env: Record<string, string | undefined> = {}) {
  return onAFreePort((port) =>
    startNode(
      'shell/server/index.ts',
      {
        PORT: String(port),
        HOST: '127.0.0.1',
        API_BASE_URL: apiBaseUrl,
        API_PUBLIC_KEY: KEYS.publicKey,
        API_SECRET_KEY: KEYS.secretKey,
        FRAME_PARENT_ORIGINS: '',
        DIST_DIR: path.join(repoRoot, 'shell/dist'),
        ATTEMPTS_DB: ':memory:',
        ATTEMPTS_SECRET: 'test-attempts-secret-0123456789',
        ...env,
      },
      // The API's line at start: its answer, or "waiting for the API at …" while nothing answers.
      /\[shell-server\] (the API |connected: |waiting for the API )/,
    ),
  );
}

/** The example operator portal's server, the second proxy in front of the API. */
export async function startPortal(apiBaseUrl: string) {
  return onAFreePort((port) =>
    startNode(
      'examples/operator-portal/server.mjs',
      {
        PORT: String(port),
        HOST: '127.0.0.1',
        API_BASE_URL: apiBaseUrl,
        API_PUBLIC_KEY: KEYS.publicKey,
        API_SECRET_KEY: KEYS.secretKey,
      },
      /\[portal\] http/,
    ),
  );
}

/**
 * Sends raw bytes on a new socket and returns everything the server answered, as an attacker's
 * client would: no URL parsing, no header checks. `localAddress` picks the client's own address.
 */
export function rawRequest(
  port: number,
  bytes: string,
  { localAddress, host = '127.0.0.1', timeoutMs = 3_000 }: { localAddress?: string; host?: string; timeoutMs?: number } = {},
): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect({ port, host, localAddress });
    let answer = '';
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(answer);
    };
    const timer = setTimeout(done, timeoutMs);
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('end', done);
    socket.on('error', done);
    socket.on('connect', () => socket.write(bytes, 'latin1'));
  });
}

/** The status code of a raw HTTP answer, or 0 when the server closed without one. */
export const statusOf = (answer: string) => Number(/^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1] ?? 0);
