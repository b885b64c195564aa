import { createCompleter } from '../attempts/complete';
import { secretBox } from '../attempts/secrets';
import { startReconciler } from '../attempts/reconciler';
import { openSqliteStore } from '../attempts/sqlite-store';
import type { Attempt, AttemptStore } from '../attempts/store';
import { PASSWORD, SECRET, eventually, shellWithAttempts, storedAttempt } from './attempts';
import { KEYS } from './servers';
import { stubApi, type StubApi } from './stub-api';

// The reconciler on a running server, with short periods: a paid attempt the browser never came back
// to is booked. Then, on a clock of the test's own (no sleeping): an unpaid attempt is looked at less
// and less often, and attempts expire; and its back-off schedule, step by step.

const HOUR = 3_600_000;

describe('a server reconciling every 0.1 s, 0.3 s after an attempt is made', () => {
  const stack = shellWithAttempts({ RECONCILE_AFTER_SECONDS: '0.3', RECONCILE_EVERY_SECONDS: '0.1' });

  it('books a paid attempt nobody came back to complete, with its password', async () => {
    const { api, browser } = stack;
    const { body: made } = await browser.create();
    api.pay(made.sessionId);
    const [booking] = await eventually(() => {
      const calls = api.bookings().filter((call) => call.body.stripe_session_id === made.sessionId);
      return calls.length ? calls : null;
    });
    expect(booking.body.registrationData?.password).toBe(PASSWORD);
    expect(await eventually(async () => ((await browser.view(made.id)).body.status === 'booked' ? true : null))).toBe(true);
    expect((await browser.view(made.id)).body).toMatchObject({ status: 'booked', paymentReference: expect.any(String) });
  });
});

const T0 = Date.UTC(2026, 10, 28, 9);
const row = (id: string, sessionId: string | null, changes: Partial<Attempt> = {}): Attempt =>
  storedAttempt(id, { amount: 100, sessionId, createdAt: T0, ...changes });

describe('on its own clock: after 0.3 s, every 0.1 s, expiry after 2.16 s', () => {
  const attempts = { reconcileAfterSeconds: 0.3, reconcileEverySeconds: 0.1, ttlHours: 0.0006 };
  let api: StubApi;
  let store: AttemptStore;
  let reconciler: ReturnType<typeof startReconciler>;
  let now = T0;
  beforeAll(async () => {
    api = await stubApi();
  });
  afterAll(() => api.close());
  beforeEach(async () => {
    // Only the reconciler's own timer is the test's: its passes come when the test calls them.
    jest.useFakeTimers({
      doNotFake: [
        'Date',
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'setImmediate',
        'clearImmediate',
        'setTimeout',
        'clearTimeout',
      ],
    });
    now = T0;
    store = await openSqliteStore(':memory:');
    const settings = { apiBaseUrl: api.url, apiPublicKey: KEYS.publicKey, apiSecretKey: KEYS.secretKey, attempts };
    const clock = () => now;
    const completer = createCompleter({ store, box: secretBox(SECRET), settings, clock });
    reconciler = startReconciler({ store, completer, settings, clock, log: { error: () => {} } });
  });
  afterEach(async () => {
    await reconciler.stop();
    await store.close();
    jest.useRealTimers();
  });
  const session = (id: string) =>
    api.sessions.set(id, { id, amount: 100, frontendUrl: 'http://localhost:3000/card/x', state: 'open', paymentId: null });
  /** Passes every 0.1 s of the clock up to `untilMs`; the times (from T0) at which `sessionId` was looked at. */
  async function passes(untilMs: number, sessionId: string) {
    const looks: number[] = [];
    for (let at = 0; at <= untilMs; at += 100) {
      now = T0 + at;
      const before = api.paymentChecks(sessionId).length;
      await reconciler.pass();
      if (api.paymentChecks(sessionId).length > before) looks.push(at);
    }
    return looks;
  }

  it('looks at an unpaid attempt less and less often: doubling gaps from the larger period', async () => {
    session('cs_unpaid_often');
    await store.create(row('unpaid-looked-at-0001', 'cs_unpaid_often'));
    const looks = await passes(2_000, 'cs_unpaid_often');
    // Not before 0.3 s; then 0.3, 0.6, 1.2 s apart, where every 0.1 s would be 17 looks.
    expect(looks[0]).toBeGreaterThanOrEqual(300);
    expect(looks.slice(1).map((at, index) => at - looks[index])).toEqual([300, 600]);
    expect(await store.get('unpaid-looked-at-0001')).toMatchObject({ status: 'open', outcome: 'unpaid', checks: 3 });
  });

  it('at expiry deletes bookings and unpaid attempts, and keeps paid, unbooked ones for the operators without secrets', async () => {
    session('cs_unpaid_expires');
    await store.create(row('unpaid-expires-000001', 'cs_unpaid_expires'));
    await store.create(row('booked-expires-000001', 'cs_booked', { status: 'booked', paymentId: 'pi_1', checks: 1 }));
    const refused = { status: 'failed', paymentId: 'pi_2', outcome: 'refused', secrets: 'sealed', nextCheckAt: T0 + 3_600_000 } as const;
    await store.create(row('refused-expires-00001', 'cs_refused', refused));

    const looks = await passes(2_100, 'cs_unpaid_expires');
    expect(await store.get('unpaid-expires-000001')).not.toBeNull();
    // The last look falls on the expiry time itself, so the attempt is known unpaid when it goes.
    looks.push(...(await passes(2_200, 'cs_unpaid_expires')).filter((at) => at > 2_100));
    expect(looks.at(-1)).toBe(2_200);

    expect(await store.get('unpaid-expires-000001')).toBeNull();
    expect(await store.get('booked-expires-000001')).toBeNull();
    expect(await store.get('refused-expires-00001')).toMatchObject({ status: 'failed', secrets: null, expiredAt: T0 + 2_200 });
    expect((await store.unresolved()).map((attempt) => attempt.id)).toEqual(['refused-expires-00001']);
  });
});

describe('the back-off', () => {
  let api: StubApi;
  beforeAll(async () => {
    api = await stubApi();
  });
  afterAll(() => api.close());

  it('doubles from the larger of the two periods, stops at an hour, and ends on the expiry time', async () => {
    const store = await openSqliteStore(':memory:');
    const settings = {
      apiBaseUrl: api.url,
      apiPublicKey: KEYS.publicKey,
      apiSecretKey: KEYS.secretKey,
      attempts: { reconcileAfterSeconds: 1_000, reconcileEverySeconds: 30, ttlHours: 24 },
    };
    const { complete } = createCompleter({ store, box: secretBox(SECRET), settings });
    api.sessions.set('cs_backoff', {
      id: 'cs_backoff',
      amount: 100,
      frontendUrl: 'http://localhost:3000/card/x',
      state: 'open',
      paymentId: null,
    });
    const attempt = (id: string, createdAt: number) => row(id, 'cs_backoff', { createdAt, updatedAt: createdAt, nextCheckAt: createdAt });
    /** The seconds from each look to the next one it schedules. */
    const delays = async (id: string, looks: number) => {
      const found: number[] = [];
      for (let look = 0; look < looks; look += 1) {
        const before = Date.now();
        found.push(Math.round(((await complete(id, { reconcile: true }))!.nextCheckAt - before) / 1000));
      }
      return found;
    };

    await store.create(attempt('made-ten-hours-ago-001', Date.now() - 10 * HOUR));
    expect(await delays('made-ten-hours-ago-001', 5)).toEqual([1_000, 2_000, 3_600, 3_600, 3_600]);
    expect(await store.get('made-ten-hours-ago-001')).toMatchObject({ status: 'open', outcome: 'unpaid', checks: 5 });

    // Half an hour left: the second look would fall after expiry, so it is the expiry time.
    const nearlyExpired = attempt('made-23-5-hours-ago-01', Date.now() - 23.5 * HOUR);
    await store.create(nearlyExpired);
    const [first, second] = await delays(nearlyExpired.id, 2);
    expect(first).toBe(1_000);
    expect((await store.get(nearlyExpired.id))!.nextCheckAt).toBe(nearlyExpired.createdAt + 24 * HOUR);
    expect(second).toBeLessThanOrEqual(1_800);
    await store.close();
  });
});
