import { secretBox } from '../attempts/secrets';
import { ADMIN_KEY, PASSWORD, SECRET, TOKEN, shellWithAttempts, visitor } from './attempts';
import { startShell } from './servers';
import { REFUSED } from './stub-api';

// What the shell's server keeps of an attempt, and who may see it: the two secrets only sealed and
// only until the booking is made; the paid, unbooked attempts only on the operators' list.

const stack = shellWithAttempts({ RECONCILE_AFTER_SECONDS: '3600' });
beforeEach(() => Object.assign(stack.api.behaviour, { session: 'ok', payment: 'ok', booking: 'ok', bookingDelayMs: 0 }));

describe("the two secrets: a client's password and a corporate token", () => {
  it("are never shown, are stored only sealed with ATTEMPTS_SECRET's key, and are gone once booked", async () => {
    const { body: made } = await stack.browser.create(undefined, { Authorization: `Bearer ${TOKEN}` });
    const seen = JSON.stringify((await stack.browser.view(made.id)).body);
    const stored = stack.row(made.id)!;
    for (const secret of [PASSWORD, TOKEN]) {
      expect(seen).not.toContain(secret);
      expect(JSON.stringify(stored)).not.toContain(secret);
    }
    expect(secretBox(SECRET).open(stored.secrets, made.id)).toEqual({ password: PASSWORD, token: TOKEN });

    stack.api.pay(made.sessionId);
    expect((await stack.browser.complete(made.id)).status).toBe(200);
    expect(stack.row(made.id)).toMatchObject({ secrets: null, status: 'booked' });
  });

  it('open only with the same key, for the attempt they were sealed for, and untouched', () => {
    const quiet = { warn: () => {} };
    const box = secretBox(SECRET, { log: quiet });
    const sealed = box.seal({ password: PASSWORD }, 'attempt-one')!;
    expect(box.open(sealed, 'attempt-one')).toEqual({ password: PASSWORD });
    expect(box.open(sealed, 'attempt-two')).toBeNull();
    expect(secretBox('another-secret-of-16-chars', { log: quiet }).open(sealed, 'attempt-one')).toBeNull();
    const [version, iv, tag, data] = sealed.split('.');
    const flipped = `${data[0] === 'A' ? 'B' : 'A'}${data.slice(1)}`;
    expect(box.open([version, iv, tag, flipped].join('.'), 'attempt-one')).toBeNull();
  });
});

describe("the operators' list", () => {
  it('is 404 without the admin key, and lists the paid, unbooked attempts with it', async () => {
    const { body: made } = await stack.browser.create();
    stack.api.pay(made.sessionId);
    stack.api.behaviour.booking = 'refuse';
    await stack.browser.complete(made.id);

    expect((await stack.browser.unresolved()).status).toBe(404);
    expect((await stack.browser.unresolved('wrong-key')).status).toBe(404);
    const listed = await stack.browser.unresolved(ADMIN_KEY);
    expect(listed.status).toBe(200);
    expect(listed.headers.get('cache-control')).toBe('no-store');
    const entry = listed.body.attempts.find((attempt: { id: string }) => attempt.id === made.id);
    expect(entry).toMatchObject({
      status: 'failed',
      amount: 4550,
      paymentReference: expect.any(String),
      lastError: REFUSED,
      createdAt: expect.stringMatching(/Z$/),
    });
    expect(listed.body.attempts.every((attempt: { status: string }) => attempt.status === 'failed')).toBe(true);
    expect(JSON.stringify(listed.body)).not.toContain(PASSWORD);
  });

  it('is off on a server without ATTEMPTS_ADMIN_KEY', async () => {
    const other = await startShell(stack.api.url, {
      ATTEMPTS_DB: stack.dbFile,
      ATTEMPTS_SECRET: SECRET,
      ATTEMPTS_ADMIN_KEY: '',
      RECONCILE_AFTER_SECONDS: '3600',
    });
    try {
      expect((await visitor(other.port).unresolved(ADMIN_KEY)).status).toBe(404);
      expect((await visitor(other.port).unresolved('')).status).toBe(404);
    } finally {
      await other.stop();
    }
  }, 20_000);
});

describe('a server that died holding an attempt', () => {
  it('delays the next completion by its lease (10 s) at most, and the attempt is booked once', async () => {
    const { body: made } = await stack.browser.create();
    stack.api.pay(made.sessionId);
    // The hold a server leaves when it is killed in the middle of the booking call.
    stack.write((db) =>
      db
        .prepare('UPDATE checkout_attempts SET lease_token = ?, lease_until = ? WHERE id = ?')
        .run('dead-server', Date.now() + 10_000, made.id),
    );
    const started = Date.now();
    const answer = await stack.browser.complete(made.id);
    expect(answer).toMatchObject({ status: 200, body: { status: 'booked' } });
    expect(Date.now() - started).toBeLessThan(12_000);
    expect(stack.api.bookings().filter((call) => call.body.stripe_session_id === made.sessionId)).toHaveLength(1);
  }, 20_000);
});
