#!/usr/bin/env node
// `npm run load:card`: many card journeys at once through the shell's server against the sandbox,
// as unlucky visitors make them. Every journey prices a trip, records a checkout attempt, pays on the
// sandbox's hosted page, then: half come back twice at once (two tabs), some come back once, and some
// never come back (the reconciler must book them). It reports bookings, attempts and money, and exits
// 1 if any paid card is not exactly one booking at exactly the amount paid. A load script, not a test.
// With --redis, two shell servers share one Redis (Debian's redis-server, started here), as several
// servers behind a load balancer would: each journey is made on one and comes back on both.
// As unlucky and hostile visitors: `--raised` journeys book special luggage and have its price raised
// by the operator while they pay (the quote must be honoured); `--tampered` send 1p, which must be
// refused before any session.
//   npm run load:card -- [--journeys 200] [--never 20] [--raised journeys/10] [--tampered journeys/10] [--port-base N] [--redis]
//   The stack's ports: --port-base, else E2E_PORT_BASE (as an e2e run), else 7100 (shell), +1000 the sandbox,
//   +50 a second shell and +1050 Redis with --redis.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { bin, rootDir, startChild, stopAll, stopOnSignals, waitForUrl } from '../config/processes.mjs';
import { portsFromBase, readPortBase, SHELL_SERVER } from '../config/stack.mjs';
import { cardJourney, waitForReconciler } from './load-card-journey.mjs';

const USAGE =
  'usage: npm run load:card -- [--journeys N] [--never N] [--raised N] [--tampered N] [--port-base N, default E2E_PORT_BASE, else 7100] [--redis]';
function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  if (at < 0) return fallback;
  const value = Number(process.argv[at + 1]);
  if (!Number.isInteger(value) || value < 0) {
    console.error(`--${name} needs a whole number.\n${USAGE}`);
    process.exit(2);
  }
  return value;
}
if (process.argv.includes('--help')) {
  console.log(USAGE);
  process.exit(0);
}

const journeys = option('journeys', 200);
const never = option('never', 20);
const raised = option('raised', Math.floor(journeys / 10));
const tampered = option('tampered', Math.floor(journeys / 10));
if (journeys / 2 + raised + tampered > journeys - never) {
  console.error(`--raised and --tampered must fit between the first half and the --never journeys.\n${USAGE}`);
  process.exit(2);
}
/** The default base: E2E_PORT_BASE when set (a wrong one stops here, naming it), else 7100. */
function defaultBase() {
  try {
    return readPortBase(process.env, 'E2E_PORT_BASE', 7100);
  } catch (error) {
    console.error(`[load:card] ${error.message}`);
    return process.exit(2);
  }
}
const ports = portsFromBase(option('port-base', null) ?? defaultBase());
const redis = process.argv.includes('--redis');
const shellPorts = redis ? [ports.shell, ports.shell + 50] : [ports.shell];
const shells = shellPorts.map((port) => `http://localhost:${port}`);
const shell = shells[0];
const api = `http://localhost:${ports.api}`;
const work = mkdtempSync(path.join(tmpdir(), 'load-card-'));
const adminKey = 'load-admin-key';

stopOnSignals();
startChild('sandbox-api', bin('tsx'), ['src/main.ts'], {
  cwd: `${rootDir}/sandbox-api`,
  env: {
    PORT: String(ports.api),
    DB_FILE: path.join(work, 'sandbox.db'),
    SANDBOX_ADMIN: 'on',
    SITE_ORIGINS: shells.join(','),
    SANDBOX_PUBLIC_URL: api,
    BOOKING_LIMIT_PER_MINUTE: '100000',
    CHECKOUT_LIMIT_PER_MINUTE: '100000',
    ACCOUNT_LIMIT_PER_HOUR: '100000',
    QUOTE_REQUEST_LIMIT_PER_MINUTE: '100000',
  },
});
const redisPort = ports.api + 50;
if (redis) startChild('redis', '/usr/bin/redis-server', ['--port', String(redisPort), '--save', '', '--appendonly', 'no', '--dir', work]);
shellPorts.forEach((port, n) =>
  startChild(`shell ${n + 1}`, process.execPath, SHELL_SERVER, {
    env: {
      PORT: String(port),
      API_BASE_URL: api,
      ATTEMPTS_SECRET: 'load-test-secret-of-enough-length',
      ATTEMPTS_ADMIN_KEY: adminKey,
      ...(redis ? { REDIS_URL: `redis://localhost:${redisPort}` } : { ATTEMPTS_DB: path.join(work, 'attempts.db') }),
      RECONCILE_AFTER_SECONDS: '3',
      RECONCILE_EVERY_SECONDS: '1',
    },
  }),
);

try {
  await waitForUrl(`${api}/api/v1/settings-flat`);
  for (const address of shells) await waitForUrl(`${address}/config.json`);
  const started = Date.now();
  const kindOf = (i) => {
    const after = i - Math.ceil(journeys / 2);
    if (after >= 0 && after < raised) return 'raised';
    if (after >= raised && after < raised + tampered) return 'tampered';
    return 'plain';
  };
  const raise = priceRaise(raised);
  // The first half come back twice at once (two tabs), the last `never` never come back, the rest once.
  const results = await Promise.all(
    Array.from({ length: journeys }, (_, i) =>
      cardJourney(shells, api, i, {
        returns: i >= journeys - never ? 0 : i < journeys / 2 ? 2 : 1,
        kind: kindOf(i),
        beforePay: kindOf(i) === 'raised' ? raise.wait : undefined,
      }),
    ),
  );
  const journeySeconds = (Date.now() - started) / 1000;
  const unresolved = await waitForReconciler(
    shell,
    adminKey,
    results.filter((r) => r.id),
  );
  report(results, unresolved, { journeySeconds, reconcilerSeconds: (Date.now() - started) / 1000 - journeySeconds });
} catch (error) {
  console.error(`[load] ${error.stack ?? error.message}`);
  process.exitCode = 1;
} finally {
  rmSync(work, { recursive: true, force: true });
  stopAll(process.exitCode ?? 0);
}

/**
 * The operator's price rise while the `count` raised journeys pay: each waits, once its attempt is made,
 * until all have theirs (or 60 s), then special luggage costs £15 instead of the seed's £5, then they pay.
 */
function priceRaise(count) {
  let arrived = 0;
  let raisedPrice;
  const raiseNow = async () => {
    const answer = await fetch(`${api}/sandbox/settings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ settings: { SPECIAL_LUGGAGE_PER_PRICE: '15' } }),
    });
    if (!answer.ok) throw new Error(`raising the price answered ${answer.status}`);
  };
  let release;
  const ready = new Promise((resolve) => (release = resolve));
  const timer = setTimeout(() => release(), 60_000);
  return {
    async wait() {
      arrived += 1;
      if (arrived === count) {
        clearTimeout(timer);
        raisedPrice = raiseNow();
        release();
      }
      await ready;
      await raisedPrice;
    },
  };
}

function report(results, unresolved, { journeySeconds, reconcilerSeconds }) {
  const db = new Database(path.join(work, 'sandbox.db'), { readonly: true });
  const bookings = db
    .prepare(
      "SELECT b.stripe_session_id AS session, b.total_booking_amount AS total, s.amount FROM bookings b JOIN checkout_sessions s ON s.id = b.stripe_session_id WHERE b.payment_method = 'card'",
    )
    .all();
  const paidSessions = db.prepare("SELECT COUNT(*) AS n FROM checkout_sessions WHERE status = 'paid'").get().n;
  db.close();
  const perSession = new Map();
  for (const row of bookings) perSession.set(row.session, (perSession.get(row.session) ?? 0) + 1);
  const doubled = [...perSession.values()].filter((n) => n > 1).length;
  const wrongAmount = bookings.filter((row) => Math.round(row.total * 100) !== row.amount).length;
  const byReconciler = results.filter((r) => r.returns === 0 && r.kind !== 'tampered').length;
  const paidJourneys = results.filter((r) => r.kind !== 'tampered');
  const figures = {
    store: redis ? 'Redis, two shell servers' : 'SQLite, one shell server',
    journeys: results.length,
    'came back twice': results.filter((r) => r.returns === 2).length,
    'never came back': byReconciler,
    'price raised while paying': results.filter((r) => r.kind === 'raised').length,
    'tampered amounts, refused before paying': results.filter((r) => r.kind === 'tampered').length,
    'paid sessions': paidSessions,
    'card bookings': bookings.length,
    'paid, not booked': paidSessions - bookings.length,
    'sessions booked more than once': doubled,
    'bookings at another amount than paid': wrongAmount,
    'attempts resolved': paidJourneys.length - unresolved,
    unresolved,
    'journeys took (s)': journeySeconds.toFixed(1),
    'then the reconciler (s)': reconcilerSeconds.toFixed(1),
  };
  console.table(figures);
  const ok =
    bookings.length === paidJourneys.length &&
    paidSessions === paidJourneys.length &&
    doubled === 0 &&
    wrongAmount === 0 &&
    unresolved === 0;
  console.log(ok ? '[load] every paid card is exactly one booking at the amount paid' : '[load] FAILED: see the figures above');
  if (!ok) process.exitCode = 1;
}
