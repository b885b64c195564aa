import type { InjectOptions } from 'fastify';
import { bookingPayload, guest, newClient } from './booking-helpers';
import { harness, KEYS, messageOf } from './harness';

const ATTEMPTS = 'Too many attempts. Please wait a minute and try again.';
const quote = {
  pickup_address: 'LHR',
  pickup_date: '2030-06-12',
  pickup_time: '10:00',
  passenger_email: 'a@b.co',
  passenger_phone: '0123456',
};

/** Every call that costs the operator, its body, and what its 429 says (`error` for contact-us). */
const LIMITED = [
  ['check-passenger-email', { email: 'client@example.com', password: 'guess' }, ATTEMPTS],
  ['check-passenger-login', { email: 'demo.corporate@example.com', password: 'guess' }, ATTEMPTS],
  ['auth/forgot-password', { email: 'client@example.com' }, ATTEMPTS],
  ['auth/verify-code', { email: 'client@example.com', code: '123456' }, ATTEMPTS],
  ['auth/reset-password', { email: 'client@example.com', code: '123456', new_password: 'Another#123' }, ATTEMPTS],
  ['booking', {}, 'Too many bookings from this address. Please wait a minute and try again.'],
  [
    'create-checkout-session',
    { amount: 5000, frontend_url: 'http://localhost:3000' },
    'Too many payment attempts. Please wait a minute and try again.',
  ],
  ['contact-us', { email: 'a@b.co', comments: 'Hello' }, 'Too many messages. Please wait a minute and try again.'],
  ['send-instant-email', quote, 'Too many quote requests. Please wait a minute and try again.'],
] as const;

const TWO_EACH = { signIn: 2, reset: 2, booking: 2, checkout: 2, account: 2, contact: 2, quoteRequest: 2 };

describe('every call that costs the operator is rate limited per client', () => {
  const { app, api } = harness({ limits: TWO_EACH });
  afterAll(() => app.close());

  it.each(LIMITED)('POST %s: the third call in a minute gets 429 with Retry-After', async (path, body, message) => {
    const url = `/api/v1/${path}`;
    for (let i = 0; i < 2; i += 1) expect((await api('POST', url, body)).statusCode).not.toBe(429);
    const limited = await api('POST', url, body);
    expect(limited.statusCode).toBe(429);
    const json = limited.json();
    expect(path === 'contact-us' ? json.error : json.message).toBe(message);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('opens every limit again after the sandbox reset', async () => {
    await app.inject({ method: 'POST', url: '/sandbox/reset', payload: {} });
    for (const [path, body] of LIMITED) expect((await api('POST', `/api/v1/${path}`, body)).statusCode).not.toBe(429);
  });
});

describe('new website accounts are limited per client per hour', () => {
  const h = harness({ limits: { account: 2, booking: 100 } });
  afterAll(() => h.app.close());
  const book = async (registrationData: object, selected_passenger = 'new_client', forwardedFor?: string) =>
    h.api(
      'POST',
      '/api/v1/booking',
      await bookingPayload(h, { registrationData, selected_passenger }),
      forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    );
  const accounts = (email: string) =>
    (h.db.prepare("SELECT COUNT(*) AS count FROM passengers WHERE type = 'website' AND email = ?").get(email) as { count: number }).count;

  it('counts only accounts actually created, and refuses the next one before creating it', async () => {
    expect((await book(newClient('client@example.com'))).statusCode).toBe(409);
    expect((await book(newClient('one@example.com'))).statusCode).toBe(201);
    expect((await book(newClient('two@example.com'))).statusCode).toBe(201);

    const refused = await book(newClient('three@example.com'));
    expect(refused.statusCode).toBe(429);
    expect(messageOf(refused)).toBe('Too many new accounts from this address. Please try again in an hour, or book as a guest.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect(accounts('three@example.com')).toBe(0);

    // Guests and existing clients still book; another client may still open an account.
    expect((await book(guest, 'guest_login')).statusCode).toBe(201);
    expect((await book({ email: 'client@example.com', password: 'Client#123' }, 'existing_client')).statusCode).toBe(201);
    expect((await book(newClient('three@example.com'), 'new_client', '198.51.100.7')).statusCode).toBe(201);
    h.clock.now += 3600_000;
    expect((await book(newClient('four@example.com'))).statusCode).toBe(201);
  });
});

describe('the client is the address the trusted proxy saw', () => {
  const signIn = (h: ReturnType<typeof harness>, remoteAddress: string, forwardedFor?: string) =>
    h.app.inject({
      method: 'POST',
      url: '/api/v1/check-passenger-email',
      remoteAddress,
      payload: { email: 'client@example.com', password: 'guess' },
      headers: { ...KEYS, ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    } as InjectOptions);
  const statuses = async (count: number, send: (i: number) => Promise<{ statusCode: number }>) => {
    const seen = [];
    for (let i = 0; i < count; i += 1) seen.push((await send(i)).statusCode);
    return seen;
  };

  it('gives two visitors behind the loopback proxy their own buckets', async () => {
    const h = harness({ limits: { signIn: 2 } });
    expect(await statuses(3, () => signIn(h, '127.0.0.1', '198.51.100.1'))).toEqual([200, 200, 429]);
    expect(await statuses(2, () => signIn(h, '127.0.0.1', '198.51.100.2'))).toEqual([200, 200]);
    await h.app.close();
  });

  it('counts an untrusted peer by its own address, whatever X-Forwarded-For it sends', async () => {
    const h = harness({ limits: { signIn: 2 } });
    expect(await statuses(3, (i) => signIn(h, '10.0.0.5', `1.2.3.${i}`))).toEqual([200, 200, 429]);
    await h.app.close();
  });

  it('counts a visitor by the entry the proxy appended, not the ones the visitor put before it', async () => {
    const h = harness({ limits: { signIn: 2 } });
    expect(await statuses(3, (i) => signIn(h, '127.0.0.1', `203.0.113.${i}, 10.9.9.${i}, 192.168.1.7`))).toEqual([200, 200, 429]);
    await h.app.close();
  });

  it('believes a configured proxy, and no X-Forwarded-For at all with TRUSTED_PROXIES=none', async () => {
    const container = harness({ limits: { signIn: 2 }, trustedProxies: ['172.18.0.0/16'] });
    expect(await statuses(3, (i) => signIn(container, '172.18.0.2', `198.51.100.${i}`))).toEqual([200, 200, 200]);
    await container.app.close();
    const none = harness({ limits: { signIn: 2 }, trustedProxies: false });
    expect(await statuses(3, (i) => signIn(none, '127.0.0.1', `198.51.100.${i}`))).toEqual([200, 200, 429]);
    await none.app.close();
  });
});
