import Database from 'better-sqlite3';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { newAttempt } from '../attempts/record';
import type { Attempt } from '../attempts/store';
import { KEYS, freePort, onAFreePort, startNode, startShell } from './servers';
import { stubApi, type StubApi } from './stub-api';

// Shared by the checkout-attempt tests: the shell's server against a stub API, a real redis-server,
// a visitor's calls to the routes, a card booking with the two secrets in it, and waiting for what a
// background timer does.

export const SECRET = 'test-attempts-secret-0123456789';
export const ADMIN_KEY = 'test-attempts-admin-key-5b7d';
export const ORIGIN = 'http://localhost:3000';
export const PASSWORD = 'correct-horse-battery-staple-42';
export const TOKEN = 'corporate-token-4f1e9a';

/** A folder of this test's own, removed by `remove()`. */
export function tempDir(name: string) {
  const dir = mkdtempSync(path.join(tmpdir(), `${name}-`));
  return { dir, file: (file: string) => path.join(dir, file), remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Debian's redis-server (CI installs it): without it the Redis half is skipped here, and fails under CI. */
export const REDIS_SERVER = '/usr/bin/redis-server';
export const describeWithRedis = existsSync(REDIS_SERVER) || process.env.CI ? describe : describe.skip;

/** redis-server on a free port, no persistence, in a temporary folder; `stop()` ends it and removes the folder. */
export async function startRedis() {
  const port = await freePort();
  const work = tempDir('attempts-redis');
  const child = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', work.dir, '--logfile', ''],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (/Ready to accept connections/.test(output)) resolve();
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}):\n${output}`)));
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve(work.remove());
      child.once('exit', () => resolve(work.remove()));
      child.kill('SIGTERM');
    });
  return { url: `redis://127.0.0.1:${port}`, stop };
}

/** The card booking a visitor's browser sends: a new client's password in it. */
export function cardBooking(overrides: Record<string, unknown> = {}) {
  return {
    selectedVehicleData: { vehicle_id: 3, company_id: 1, breakdown: { extras: [] } },
    selectedVehicle: 1,
    bookingType: 'milleage',
    bookingForm: {
      pickup: '10 Downing Street, London',
      dropoff: 'Heathrow Airport (LHR)',
      pickup_date: '2031-05-01',
      pickup_hour: '09',
      pickup_min: '30',
    },
    registrationData: {
      firstName: 'Ada',
      surname: 'Lovelace',
      email: 'ada@example.com',
      number: '07700900123',
      password: PASSWORD,
      privacyAccepted: true,
      termsAccepted: true,
    },
    payment_method: 'card',
    selected_passenger: 'new_client',
    ...overrides,
  };
}

/** What the routes answer: an attempt's view, the operators' list, or only a message on a refusal. */
export type AttemptBody = {
  id: string;
  status: 'open' | 'booked' | 'failed';
  amount: number;
  sessionId: string;
  url: string | null;
  booking: { data: { booking: { booking_number: string } } } | null;
  paymentReference: string | null;
  message: string | null;
  attempts: Array<Omit<AttemptBody, 'attempts'> & { createdAt: string; lastError: string | null }>;
};
export type Answer = { status: number; headers: Headers; body: AttemptBody };

/** What the browser does: create, look at and complete attempts on one server. */
export function visitor(port: number) {
  const call = async (
    method: string,
    url: string,
    { headers = {}, body }: { headers?: Record<string, string>; body?: string } = {},
  ): Promise<Answer> => {
    const response = await fetch(`http://127.0.0.1:${port}${url}`, { method, headers, body });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
  };
  return {
    call,
    create: (body: unknown = { booking: cardBooking(), amount: 4550 }, headers: Record<string, string> = {}) =>
      call('POST', '/site/checkout-attempts', {
        headers: { Origin: ORIGIN, 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify(body),
      }),
    view: (id: string) => call('GET', `/site/checkout-attempts/${id}`),
    complete: (id: string) => call('POST', `/site/checkout-attempts/${id}/complete`),
    unresolved: (key?: string) => call('GET', '/site/checkout-attempts?status=unresolved', { headers: key ? { 'X-Admin-Key': key } : {} }),
  };
}

/** Waits until `check` returns something truthy, looking every 50 ms, up to `timeoutMs`. */
export async function eventually<T>(check: () => T | Promise<T>, timeoutMs = 5_000): Promise<Exclude<T, null | undefined | false>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as Exclude<T, null | undefined | false>;
    if (Date.now() > deadline) throw new Error(`still not so after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** shell/server/attempts-server.ts (docker-compose's attempts service) against the given API. */
export async function startAttemptsServer(apiBaseUrl: string, env: Record<string, string>) {
  return onAFreePort((port) =>
    startNode(
      'shell/server/attempts-server.ts',
      {
        PORT: String(port),
        HOST: '127.0.0.1',
        API_BASE_URL: apiBaseUrl,
        API_PUBLIC_KEY: KEYS.publicKey,
        API_SECRET_KEY: KEYS.secretKey,
        ATTEMPTS_SECRET: SECRET,
        ...env,
      },
      /\[attempts-server\] http/,
    ),
  );
}

/**
 * The shell's server (index.ts) against a stub API, its attempts in a SQLite file of this test, for
 * the tests of one file (started before them, stopped after). `row` and `count` read the file as it
 * lies on disk.
 */
export function shellWithAttempts(env: Record<string, string>) {
  const work = tempDir('checkout-attempts');
  const dbFile = work.file('attempts.db');
  const stack = {} as { api: StubApi; shell: Awaited<ReturnType<typeof startShell>>; browser: ReturnType<typeof visitor> };
  beforeAll(async () => {
    stack.api = await stubApi();
    stack.shell = await startShell(stack.api.url, { ATTEMPTS_DB: dbFile, ATTEMPTS_SECRET: SECRET, ATTEMPTS_ADMIN_KEY: ADMIN_KEY, ...env });
    stack.browser = visitor(stack.shell.port);
  }, 30_000);
  afterAll(async () => {
    await Promise.all([stack.shell?.stop(), stack.api?.close()]);
    work.remove();
  });
  const read = <T>(query: (db: Database.Database) => T): T => {
    const db = new Database(dbFile, { readonly: true });
    try {
      return query(db);
    } finally {
      db.close();
    }
  };
  /** Writes to the file as another process would (a server that died, say). */
  const write = (change: (db: Database.Database) => unknown) => {
    const db = new Database(dbFile);
    try {
      change(db);
    } finally {
      db.close();
    }
  };
  return Object.assign(stack, {
    dbFile,
    write,
    row: (id: string) =>
      read((db) => db.prepare('SELECT * FROM checkout_attempts WHERE id = ?').get(id) as Record<string, string | null> | undefined),
    count: () => read((db) => (db.prepare('SELECT count(*) AS n FROM checkout_attempts').get() as { n: number }).n),
  });
}

/** A stored attempt (newAttempt's record): open, its session `cs_<id>`, made at `changes.createdAt` (default now). */
export function storedAttempt(id: string, changes: Partial<Attempt> = {}): Attempt {
  const now = changes.createdAt ?? Date.now();
  const made = newAttempt({ id, amount: 4550, origin: ORIGIN, idempotencyKey: `key-${id}`, booking: {}, secrets: null, now });
  return { ...made, sessionId: `cs_${id}`, ...changes };
}
