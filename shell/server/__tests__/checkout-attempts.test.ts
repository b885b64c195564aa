import { isProxiedPath, matchCall } from '../api-calls';
import { ORIGIN, TOKEN, cardBooking, shellWithAttempts } from './attempts';
import { KEYS, rawRequest, recordingApi, statusOf } from './servers';
import { DECLINED, REFUSED } from './stub-api';

// The routes of docs/checkout-attempts.md on the shell's own server (index.ts), against a stub of the
// API that plays the card provider: what a visitor's browser gets at each step, and what is kept.
// The reconciler is far off here (RECONCILE_AFTER_SECONDS=3600): every completion is the browser's.

const stack = shellWithAttempts({ RECONCILE_AFTER_SECONDS: '3600' });
beforeEach(() =>
  Object.assign(stack.api.behaviour, { session: 'ok', redirectTo: '', payment: 'ok', booking: 'ok', bookingDelayMs: 0, bookingLateMs: 0 }),
);
const sessionCalls = () => stack.api.calls.filter((call) => call.path === '/api/v1/create-checkout-session').length;

describe('starting a card payment', () => {
  it('records the attempt, then asks the API for a session that returns to /card/<attempt id>', async () => {
    const made = await stack.browser.create();
    expect(made.status).toBe(201);
    expect(made.headers.get('cache-control')).toBe('no-store');
    expect(made.body).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      status: 'open',
      amount: 4550,
      sessionId: expect.any(String),
      url: expect.stringMatching(/^http/),
    });

    const asked = stack.api.calls.at(-1)!;
    expect(asked).toMatchObject({
      method: 'POST',
      path: '/api/v1/create-checkout-session',
      body: { amount: 4550, frontend_url: `${ORIGIN}/card/${made.body.id}` },
    });
    expect(asked.headers).toMatchObject({ 'x-public-key': KEYS.publicKey, 'x-secret-key': KEYS.secretKey, 'x-forwarded-for': '127.0.0.1' });

    const seen = await stack.browser.view(made.body.id);
    expect(seen.status).toBe(200);
    expect(seen.body).toEqual({ ...made.body, booking: null, paymentReference: null, message: null });
  });

  const booking = cardBooking();
  it.each([
    ['no Origin', { headers: { Origin: '' } }, 400],
    ['an opaque Origin', { headers: { Origin: 'null' } }, 400],
    ['an Origin with a path', { headers: { Origin: `${ORIGIN}/evil` } }, 400],
    ['a body that is not JSON', { headers: { 'Content-Type': 'text/plain' } }, 415],
    ['a broken JSON body', { raw: '{"booking":' }, 400],
    ['no amount', { body: { booking } }, 400],
    ['an amount in pounds', { body: { booking, amount: 45.5 } }, 400],
    ['an amount of nothing', { body: { booking, amount: 0 } }, 400],
    ['a pay-in-car booking', { body: { booking: { ...booking, payment_method: 'car' }, amount: 4550 } }, 400],
    ['a booking naming its own session', { body: { booking: { ...booking, stripe_session_id: 'cs_forged' }, amount: 4550 } }, 400],
    ['a field of its own', { body: { booking, amount: 4550, frontend_url: 'https://evil.example' } }, 400],
    ['an Authorization that is not a bearer token', { headers: { Authorization: 'Basic YTpi' } }, 400],
    ['a body over 64 KB', { body: { booking: { ...booking, notes: 'x'.repeat(70 * 1024) }, amount: 4550 } }, 413],
  ])(
    'refuses %s, keeping nothing and asking the API nothing',
    async (_name, { headers = {}, body, raw }: { headers?: Record<string, string>; body?: unknown; raw?: string }, status) => {
      const [asked, kept] = [sessionCalls(), stack.count()];
      const answer =
        raw === undefined
          ? await stack.browser.create(body ?? { booking, amount: 4550 }, headers)
          : await stack.browser.call('POST', '/site/checkout-attempts', {
              headers: { Origin: ORIGIN, 'Content-Type': 'application/json' },
              body: raw,
            });
      expect(answer.status).toBe(status);
      expect(answer.body.message).toEqual(expect.any(String));
      expect([sessionCalls(), stack.count()]).toEqual([asked, kept]);
    },
  );

  it('refuses a body sent in chunks once it passes 64 KB', async () => {
    const kept = stack.count();
    const chunk = `{"booking":{"notes":"${'x'.repeat(70 * 1024)}"},"amount":4550}`;
    const answer = await rawRequest(
      stack.shell.port,
      [
        'POST /site/checkout-attempts HTTP/1.1',
        'Host: localhost',
        `Origin: ${ORIGIN}`,
        'Content-Type: application/json',
        'Transfer-Encoding: chunked',
        'Connection: close',
        '',
        `${Buffer.byteLength(chunk).toString(16)}\r\n${chunk}\r\n0\r\n\r\n`,
      ].join('\r\n'),
    );
    expect(statusOf(answer)).toBe(413);
    expect(stack.count()).toBe(kept);
  });

  it("passes on the API's refusal of the session, and keeps nothing", async () => {
    stack.api.behaviour.session = 'refuse';
    const kept = stack.count();
    const answer = await stack.browser.create();
    expect(answer).toMatchObject({ status: 400, body: { message: "The return address is not one of this site's addresses." } });
    expect(stack.count()).toBe(kept);
  });

  it('never follows a redirect of the API elsewhere with the keys', async () => {
    const elsewhere = await recordingApi();
    try {
      Object.assign(stack.api.behaviour, { session: 'redirect', redirectTo: `${elsewhere.url}/api/v1/create-checkout-session` });
      expect((await stack.browser.create()).status).toBe(502);
      expect(elsewhere.requests).toEqual([]);
    } finally {
      await elsewhere.close();
    }
  });

  it('answers 502 when the API does not answer, and keeps nothing', async () => {
    stack.api.behaviour.session = 'down';
    const kept = stack.count();
    expect((await stack.browser.create()).status).toBe(502);
    expect(stack.count()).toBe(kept);
  });
});

describe("completing after the provider's page", () => {
  it("answers 409 while the session is not paid, 402 with the provider's words for a declined card, 502 when nobody can say", async () => {
    const { body: made } = await stack.browser.create();
    expect(await stack.browser.complete(made.id)).toMatchObject({ status: 409, body: { status: 'open', booking: null } });
    stack.api.behaviour.payment = 'down';
    expect(await stack.browser.complete(made.id)).toMatchObject({ status: 502, body: { status: 'open', paymentReference: null } });
    stack.api.behaviour.payment = 'ok';
    stack.api.decline(made.sessionId);
    expect(await stack.browser.complete(made.id)).toMatchObject({
      status: 402,
      body: { status: 'open', message: DECLINED, paymentReference: null },
    });
    expect(stack.api.bookings().filter((call) => call.body.stripe_session_id === made.sessionId)).toEqual([]);
  });

  it("books a paid attempt from the server's record, once, and every later call gets the same booking", async () => {
    const { body: made } = await stack.browser.create(undefined, { Authorization: `Bearer ${TOKEN}` });
    stack.api.pay(made.sessionId);
    const answers = await Promise.all([1, 2, 3].map(() => stack.browser.complete(made.id)));
    const again = await stack.browser.complete(made.id);
    for (const answer of [...answers, again])
      expect(answer).toMatchObject({ status: 200, body: { status: 'booked', paymentReference: expect.stringMatching(/^pi_stub_/) } });
    expect(new Set([...answers, again].map((answer) => answer.body.booking?.data.booking.booking_number)).size).toBe(1);

    const booked = stack.api.bookings().filter((call) => call.body.stripe_session_id === made.sessionId);
    expect(booked).toHaveLength(1);
    // The server's record, with the vehicle as the server priced it before the session.
    const priced = { final_price: 45.5, breakdown: { base_fare: 45.5, extras: [], final_price: 45.5 } };
    expect(booked[0].body).toEqual({
      ...cardBooking(),
      selectedVehicleData: { ...cardBooking().selectedVehicleData, ...priced },
      stripe_session_id: made.sessionId,
      paymentId: again.body.paymentReference,
    });
    expect(booked[0].headers).toMatchObject({
      authorization: `Bearer ${TOKEN}`,
      'idempotency-key': expect.any(String),
      'x-secret-key': KEYS.secretKey,
    });
    expect((await stack.browser.view(made.id)).body).toEqual(again.body);
  });

  it('keeps a paid attempt the API refuses to book, logs it on the server, and retries with the same key', async () => {
    const { body: made } = await stack.browser.create();
    stack.api.pay(made.sessionId);
    stack.api.behaviour.booking = 'refuse';
    const failed = await stack.browser.complete(made.id);
    expect(failed).toMatchObject({
      status: 409,
      body: { status: 'failed', message: REFUSED, paymentReference: `pi_stub_${made.sessionId.slice(8)}` },
    });
    expect(stack.shell.output()).toContain(
      `paid, not booked: attempt ${made.id} session ${made.sessionId} payment ${failed.body.paymentReference} amount 4550 reason: ${REFUSED}`,
    );

    stack.api.behaviour.booking = 'success-false';
    expect(await stack.browser.complete(made.id)).toMatchObject({ status: 409, body: { status: 'failed', message: REFUSED } });
    stack.api.behaviour.booking = 'down';
    expect(await stack.browser.complete(made.id)).toMatchObject({
      status: 502,
      body: { status: 'failed', paymentReference: failed.body.paymentReference },
    });

    stack.api.behaviour.booking = 'ok';
    expect(await stack.browser.complete(made.id)).toMatchObject({ status: 200, body: { status: 'booked', message: null } });
    const tries = stack.api.bookings().filter((call) => call.body.stripe_session_id === made.sessionId);
    expect(tries).toHaveLength(5); // 'down' was asked twice: once, then again by the key
    expect(new Set(tries.map((call) => call.headers['idempotency-key'])).size).toBe(1);
    // The payment was looked up once: a paid attempt is never asked about again.
    expect(stack.api.paymentChecks(made.sessionId)).toHaveLength(1);
  });

  it('books a paid attempt whose booking answered after the time-out: asked again by its key, the API returns it', async () => {
    const { body: made } = await stack.browser.create();
    stack.api.pay(made.sessionId);
    stack.api.behaviour.bookingLateMs = 21_000; // the server waits 20 s for an answer
    const answer = await stack.browser.complete(made.id);
    expect(answer).toMatchObject({ status: 200, body: { status: 'booked', message: null } });
    const tries = stack.api.bookings().filter((call) => call.body.stripe_session_id === made.sessionId);
    expect(tries).toHaveLength(2);
    expect(new Set(tries.map((call) => call.headers['idempotency-key'])).size).toBe(1);
  }, 40_000);

  it('takes the empty body a browser sends, whatever its type, and refuses a body that is not JSON', async () => {
    const { body: made } = await stack.browser.create();
    const form = { 'Content-Type': 'application/x-www-form-urlencoded' };
    expect((await stack.browser.call('POST', `/site/checkout-attempts/${made.id}/complete`, { headers: form })).status).toBe(409);
    expect((await stack.browser.call('POST', `/site/checkout-attempts/${made.id}/complete`, { headers: form, body: 'a=b' })).status).toBe(
      415,
    );
  });

  it('answers 404 for an unknown or malformed attempt, and 405 for another method', async () => {
    expect((await stack.browser.view('AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    expect((await stack.browser.complete('AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    expect((await stack.browser.view('short')).status).toBe(404);
    expect((await stack.browser.view('AAAAAAAAAAAAAAAAAAAAAA%2F..')).status).toBe(404);
    const wrong = await stack.browser.call('DELETE', '/site/checkout-attempts');
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('POST');
    expect((await stack.browser.call('GET', '/site/anything-else')).status).toBe(404);
  });
});

it("/site/ is the site's own: not on the proxy's list, and nothing under it reaches the API as it was sent", async () => {
  expect(isProxiedPath('/site/checkout-attempts')).toBe(false);
  expect(matchCall('POST', '/site/checkout-attempts').status).toBe(404);
  const answer = await rawRequest(
    stack.shell.port,
    'POST /site/checkout-attempts/AAAAAAAAAAAAAAAAAAAAAA/complete HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Length: 0\r\n\r\n',
  );
  expect(statusOf(answer)).toBe(404);
  expect(stack.api.calls.filter((call) => call.path.startsWith('/site'))).toEqual([]);
});
