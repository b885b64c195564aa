import { createCompleter } from '../attempts/complete.mjs';
import { secretBox } from '../attempts/secrets.mjs';
import { openSqliteStore } from '../attempts/sqlite-store.mjs';
import { ADMIN_KEY, PASSWORD, SECRET, eventually, shellWithAttempts } from './attempts';
import { KEYS } from './servers';
import { stubApi, type StubApi } from './stub-api';

// The reconciler on a running server, with short periods: a paid attempt the browser never came back
// to is booked; an unpaid one is looked at less and less often; attempts expire. Then its back-off
// schedule, step by step, on the completion it uses.

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

  it('looks at an unpaid attempt less and less often', async () => {
    const { api, browser } = stack;
    const { body: made } = await browser.create();
    await new Promise((resolve) => setTimeout(resolve, 2_600));
    const checks = api.paymentChecks(made.sessionId).map((call) => call.at);
    // Every 0.1 s would be 20 looks; doubling from 0.3 s, they are at least 0.3, 0.6, 1.2 s apart.
    expect(checks.length).toBeGreaterThanOrEqual(3);
    expect(checks.length).toBeLessThanOrEqual(5);
    const gaps = checks.slice(1).map((at, index) => at - checks[index]);
    // 50 ms of slack: a request that reaches the stub late shortens the gap after it.
    gaps.forEach((gap, index) => expect(gap).toBeGreaterThanOrEqual(300 * 2 ** index - 50));
    expect((await browser.view(made.id)).body.status).toBe('open');
  });
});

describe('expiry after ATTEMPT_TTL_HOURS (here 2.16 s)', () => {
  const stack = shellWithAttempts({ RECONCILE_AFTER_SECONDS: '0.3', RECONCILE_EVERY_SECONDS: '0.1', ATTEMPT_TTL_HOURS: '0.0006' });

  it('deletes bookings and unpaid attempts, and keeps paid, unbooked ones listed without secrets', async () => {
    const { api, browser, row } = stack;
    const before = Date.now();
    const [unpaid, booked, refused] = (await Promise.all([1, 2, 3].map(() => browser.create()))).map((answer) => answer.body);
    api.pay(booked.sessionId);
    expect((await browser.complete(booked.id)).status).toBe(200);
    api.pay(refused.sessionId);
    api.behaviour.booking = 'refuse';
    expect((await browser.complete(refused.id)).status).toBe(409);

    await eventually(() => !row(unpaid.id) && !row(booked.id) && row(refused.id)?.secrets === null, 6_000);
    expect(row(refused.id)).toMatchObject({ status: 'failed', secrets: null });
    for (const gone of [unpaid, booked, refused]) expect((await browser.view(gone.id)).status).toBe(404);
    const listed = await browser.unresolved(ADMIN_KEY);
    expect(listed.body.attempts.map((attempt: { id: string }) => attempt.id)).toEqual([refused.id]);
    // The unpaid one was looked at once more when it expired, so it was known to be unpaid.
    expect(api.paymentChecks(unpaid.sessionId).at(-1)!.at).toBeGreaterThanOrEqual(before + 2_160 - 5);
  }, 15_000);
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
    const attempt = (id: string, createdAt: number) => ({
      id,
      status: 'open' as const,
      amount: 100,
      origin: 'http://localhost:3000',
      idempotencyKey: id,
      booking: {},
      secrets: null,
      sessionId: 'cs_backoff',
      url: null,
      paymentId: null,
      result: null,
      message: null,
      outcome: null,
      checks: 0,
      createdAt,
      updatedAt: createdAt,
      nextCheckAt: createdAt,
      unpaidCheckedAt: null,
      expiredAt: null,
    });
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
