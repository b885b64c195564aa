import { corporateBookingsResponseSchema, loginResultSchema } from '@booking/shared/api';
import { CODE_TTL_MS } from '../domain/password-reset';
import { harness, messageOf } from './harness';

describe('website client check and password reset', () => {
  const { app, api, clock } = harness({ limits: { reset: 50 } });
  afterAll(() => app.close());

  const latestCode = async (to: string) => {
    const [mail] = (await app.inject({ method: 'GET', url: `/sandbox/outbox?to=${to}` })).json();
    return /\b(\d{6})\b/.exec(mail.body)![1];
  };

  it.each([
    [{ email: 'client@example.com', password: 'Client#123' }, { success: true }],
    [{ email: 'CLIENT@example.com', password: 'Client#123' }, { success: true }],
    [
      { email: 'client@example.com', password: 'wrong' },
      { success: false, message: 'Incorrect password' },
    ],
    [
      { email: 'nobody@example.com', password: 'Client#123' },
      { success: false, message: 'Email not found' },
    ],
    [
      { email: 'demo.corporate@example.com', password: 'Corporate#123' },
      { success: false, message: 'Email not found' },
    ],
  ])('check-passenger-email %o', async (body, expected) => {
    const response = await api('POST', '/api/v1/check-passenger-email', body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject(expected);
  });

  it('refuses a malformed check with 422', async () => {
    expect((await api('POST', '/api/v1/check-passenger-email', { email: 'not-an-email', password: 'x' })).statusCode).toBe(422);
  });

  it('resets a password with the e-mailed code', async () => {
    const sent = await api('POST', '/api/v1/auth/forgot-password', { email: 'client@example.com', type: 'website' });
    expect(sent.json()).toMatchObject({ success: true, message: 'A reset code has been sent to your email.' });
    const code = await latestCode('client@example.com');

    expect((await api('POST', '/api/v1/auth/verify-code', { email: 'client@example.com', code })).json()).toMatchObject({
      message: 'Code verified successfully',
    });
    const reset = await api('POST', '/api/v1/auth/reset-password', {
      email: 'client@example.com',
      code,
      new_password: 'NewPass#456',
      type: 'website',
    });
    expect(reset.json()).toMatchObject({ success: true, message: 'Password has been reset successfully' });
    expect(
      (await api('POST', '/api/v1/check-passenger-email', { email: 'client@example.com', password: 'NewPass#456' })).json().success,
    ).toBe(true);
    // The code is spent.
    expect(messageOf(await api('POST', '/api/v1/auth/verify-code', { email: 'client@example.com', code }))).toBe('Invalid reset code');
  });

  it.each(['12345', 'AB12CD', '1234567', '123 456'])(
    'judges the code %p, which the page leaves to it, with the product words: Invalid reset code',
    async (code) => {
      await api('POST', '/api/v1/auth/forgot-password', { email: 'client@example.com' });
      const response = await api('POST', '/api/v1/auth/verify-code', { email: 'client@example.com', code });
      expect(response.statusCode).toBe(400);
      expect(messageOf(response)).toBe('Invalid reset code');
    },
  );

  it('answers an unknown e-mail with "Email not found"', async () => {
    const response = await api('POST', '/api/v1/auth/forgot-password', { email: 'nobody@example.com', type: 'website' });
    expect(response.statusCode).toBe(404);
    expect(messageOf(response)).toBe('Email not found');
  });

  it('expires a code after 15 minutes', async () => {
    await api('POST', '/api/v1/auth/forgot-password', { email: 'client@example.com' });
    const code = await latestCode('client@example.com');
    clock.now += CODE_TTL_MS + 1;
    const response = await api('POST', '/api/v1/auth/verify-code', { email: 'client@example.com', code });
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe('Reset code has expired');
  });

  it('spends a code after 5 wrong tries', async () => {
    await api('POST', '/api/v1/auth/forgot-password', { email: 'client@example.com' });
    const code = await latestCode('client@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    const messages = [];
    for (let i = 0; i < 5; i += 1)
      messages.push(messageOf(await api('POST', '/api/v1/auth/verify-code', { email: 'client@example.com', code: wrong })));
    expect(messages.slice(0, 4)).toEqual(Array(4).fill('Invalid reset code'));
    expect(messages[4]).toContain('Too many tries');
    expect(messageOf(await api('POST', '/api/v1/auth/verify-code', { email: 'client@example.com', code }))).toBe('Invalid reset code');
  });

  it('refuses a short new password with a sentence', async () => {
    await api('POST', '/api/v1/auth/forgot-password', { email: 'client@example.com' });
    const code = await latestCode('client@example.com');
    const response = await api('POST', '/api/v1/auth/reset-password', { email: 'client@example.com', code, new_password: 'short' });
    expect(response.statusCode).toBe(422);
    expect(messageOf(response)).toBe('Please choose a password of at least 8 characters.');
  });
});

describe('rate limits', () => {
  const { app, api } = harness({ limits: { signIn: 3, reset: 2 } });
  afterAll(() => app.close());

  it('limits sign-in attempts per client, and the sandbox reset clears the count', async () => {
    const attempt = () => api('POST', '/api/v1/check-passenger-login', { email: 'demo.corporate@example.com', password: 'guess' });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await attempt()).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await attempt();
    expect(messageOf(limited)).toBe('Too many attempts. Please wait a minute and try again.');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    await app.inject({ method: 'POST', url: '/sandbox/reset', payload: {} });
    expect((await attempt()).statusCode).toBe(200);
  });

  it('limits reset calls per client', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i += 1)
      statuses.push((await api('POST', '/api/v1/auth/forgot-password', { email: 'client@example.com' })).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
  });
});

describe('corporate passenger', () => {
  const { app, api, clock } = harness();
  afterAll(() => app.close());

  const login = async () =>
    loginResultSchema.parse(
      (await api('POST', '/api/v1/check-passenger-login', { email: 'demo.corporate@example.com', password: 'Corporate#123' })).json(),
    );
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  it('signs in with a token and the passenger', async () => {
    const result = await login();
    expect(result).toMatchObject({ success: true, passenger: { passenger_email: 'demo.corporate@example.com' } });
    expect(result.access_token).toMatch(/^[\w-]{40,}$/);
  });

  it.each([[{ email: 'demo.corporate@example.com', password: 'wrong' }], [{ email: 'client@example.com', password: 'Client#123' }]])(
    'answers success false for wrong credentials %o',
    async (body) => {
      expect((await api('POST', '/api/v1/check-passenger-login', body)).json()).toEqual({ success: false, message: 'Invalid credentials' });
    },
  );

  it('lists 12+ varied bookings for the own passenger only', async () => {
    const { access_token, passenger } = await login();
    const response = await api('GET', `/api/v1/get_booking/${passenger!.passenger_id}`, undefined, bearer(access_token!));
    const bookings = corporateBookingsResponseSchema.parse(response.json());
    expect(bookings.length).toBeGreaterThanOrEqual(12);
    expect(new Set(bookings.map((b) => b.payment_method))).toEqual(new Set(['car', 'card']));
    expect(bookings.some((b) => b.ride_type !== 'Q')).toBe(true);
    expect(bookings.some((b) => b.return_date)).toBe(true);
    expect(bookings.some((b) => b.booking_stops.length > 1)).toBe(true);
    expect(bookings.some((b) => String(b.pick_up_date) < '2030-06-10') && bookings.some((b) => String(b.pick_up_date) > '2030-06-10')).toBe(
      true,
    );
    expect(bookings[0]).toMatchObject({
      fleet_category: { category_name: expect.any(String) },
      passenger_detail: expect.any(Object),
      booking_details: expect.any(Object),
    });

    const other = await api('GET', `/api/v1/get_booking/${passenger!.passenger_id + 1}`, undefined, bearer(access_token!));
    expect(other.statusCode).toBe(403);
    expect((await api('GET', `/api/v1/get_booking/${passenger!.passenger_id}`)).statusCode).toBe(401);
    expect((await api('GET', `/api/v1/get_booking/${passenger!.passenger_id}`, undefined, bearer('forged'))).statusCode).toBe(401);
  });

  it('validates, expires and revokes tokens', async () => {
    const { access_token } = await login();
    const validate = async (headers: Record<string, string> = {}) =>
      (await api('POST', '/api/v1/passenger/validate-token', {}, headers)).json();
    expect(await validate(bearer(access_token!))).toEqual({ valid: true });
    expect(await validate(bearer('forged'))).toEqual({ valid: false });
    expect(await validate()).toEqual({ valid: false });

    expect((await api('POST', '/api/v1/passenger/logout', {}, bearer(access_token!))).json()).toMatchObject({ success: true });
    expect(await validate(bearer(access_token!))).toEqual({ valid: false });
    expect((await api('POST', '/api/v1/passenger/logout', {})).statusCode).toBe(401);

    const later = await login();
    clock.now += 8 * 3600_000 + 1;
    expect(await validate(bearer(later.access_token!))).toEqual({ valid: false });
  });

  it('updates the own profile only', async () => {
    const { access_token, passenger } = await login();
    const update = (body: Record<string, unknown>) => api('PATCH', '/api/v1/update-passenger', body, bearer(access_token!));
    const id = passenger!.passenger_id;

    const done = await update({ passenger_id: id, name: 'Dana D. Demo', email: 'demo.corporate@example.com', phone: '07700 900999' });
    expect(done.json()).toMatchObject({
      success: true,
      message: 'Passenger Details Updated',
      passenger: { passenger_name: 'Dana D. Demo', passenger_contact_no: '07700 900999' },
    });
    expect((await update({ passenger_id: id + 1, name: 'X', email: 'x@example.com' })).statusCode).toBe(403);
    expect((await update({ passenger_id: id, name: '', email: 'x@example.com' })).statusCode).toBe(422);
    expect((await update({ passenger_id: id, name: 'X', email: 'not-mail' })).statusCode).toBe(422);
    expect((await api('PATCH', '/api/v1/update-passenger', { passenger_id: id, name: 'X', email: 'x@example.com' })).statusCode).toBe(401);
  });
});
