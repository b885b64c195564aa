import { bookingPayload, freshPrice, newClient } from './booking-helpers';
import { harness, messageOf, NOW, type Harness } from './harness';

// A careful dispatch API keeps, for each checkout session made for a booking, the price and the
// moment: the booking paid through it is judged against them (DECISIONS "Money, trust and privacy").

const MINUTE = 60_000;
const setSettings = (h: Harness, settings: Record<string, string>) =>
  h.app.inject({ method: 'PUT', url: '/sandbox/settings', payload: { settings } });
const bookings = (h: Harness) => (h.db.prepare('SELECT COUNT(*) AS n FROM bookings').get() as { n: number }).n;
const sessions = (h: Harness) => (h.db.prepare('SELECT COUNT(*) AS n FROM checkout_sessions').get() as { n: number }).n;

/** A card booking with meet and greet on the way out, and its price as the site asks for it right before charging. */
async function cardBooking(h: Harness, overrides: Record<string, unknown> = {}) {
  const payload = await bookingPayload(h, { payment_method: 'card', ...overrides });
  const form = { ...payload.bookingForm, meet_and_greet: 'yes' };
  const fresh = (
    await h.api('POST', '/api/v1/calculate-selected-vehicle-price', {
      selectedVehicleData: payload.selectedVehicleData,
      bookingType: 'milleage',
      bookingForm: form,
      quantity: 1,
      meet_and_greet: 'yes',
    })
  ).json();
  const booking = {
    ...payload,
    bookingForm: form,
    selectedVehicleData: { ...payload.selectedVehicleData, final_price: fresh.final_price, breakdown: fresh.breakdown },
  };
  return { booking, amount: Math.round(fresh.final_price * 100) };
}

/** create-checkout-session as the site's server asks for it: the amount, the return address and the booking. */
const askSession = (h: Harness, booking: unknown, amount: number, headers: Record<string, string> = {}) =>
  h.api('POST', '/api/v1/create-checkout-session', { amount, frontend_url: 'http://localhost:3000', booking }, headers);

async function paidSessionFor(h: Harness, booking: unknown, amount: number, headers: Record<string, string> = {}) {
  const response = await askSession(h, booking, amount, headers);
  expect(response.statusCode).toBe(200);
  const { sessionId } = response.json();
  const paid = await h.app.inject({ method: 'POST', url: `/sandbox-checkout/${sessionId}/pay` });
  expect(paid.statusCode).toBe(303);
  return sessionId as string;
}

describe('a checkout session made for a booking', () => {
  const h = harness({ limits: { booking: 3, checkout: 1000, account: 1 } });
  afterAll(() => h.app.close());
  // Back to the seed, the clock and the allowances: each case starts as a fresh visitor would.
  afterEach(async () => {
    h.clock.now = NOW;
    await h.app.inject({ method: 'POST', url: '/sandbox/reset', payload: {} });
  });

  it.each<[string, (amount: number) => number]>([
    ['1p', () => 1],
    ['twice the price', (amount) => amount * 2],
    ['a penny short', (amount) => amount - 1],
  ])('is refused for an amount of %s, with nothing to pay', async (_label, amountFor) => {
    const { booking, amount } = await cardBooking(h);
    const before = sessions(h);
    const response = await askSession(h, booking, amountFor(amount));
    expect(response.statusCode).toBe(409);
    expect(messageOf(response)).toMatch(
      /^The amount to pay \(£[\d.]+\) does not match this booking's price \(£[\d.]+\)\. Nothing has been charged\.$/,
    );
    expect(sessions(h)).toBe(before);
  });

  it.each<[string, Record<string, unknown>, number, RegExp]>([
    ['a pick-up yesterday', { pickup_date: '2030-06-09' }, 422, /grace period/],
    ['40 passengers in one saloon', { passengers: 40 }, 400, /^Too many for the Saloon: Passengers 40/],
  ])('is refused for %s, with nothing to pay', async (_label, change, status, message) => {
    const { booking, amount } = await cardBooking(h);
    const before = sessions(h);
    const response = await askSession(h, { ...booking, bookingForm: { ...booking.bookingForm, ...change } }, amount);
    expect(response.statusCode).toBe(status);
    expect(messageOf(response)).toMatch(message);
    expect(sessions(h)).toBe(before);
  });

  it("books at the session's price when the operator raised it while the visitor paid", async () => {
    const { booking, amount } = await cardBooking(h);
    const sessionId = await paidSessionFor(h, booking, amount);
    await setSettings(h, { MEET_AND_GREET: '20' });
    const response = await h.api('POST', '/api/v1/booking', { ...booking, stripe_session_id: sessionId });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.booking.total_booking_amount).toBe(amount / 100);
  });

  it('books when the grace time passed while the visitor paid', async () => {
    const { booking, amount } = await cardBooking(h, {});
    const sessionId = await paidSessionFor(h, booking, amount);
    h.clock.now += 29 * 60 * MINUTE; // the pick-up (tomorrow, 3.15pm) is now inside the grace time
    expect((await h.api('POST', '/api/v1/calculate-distance-price', booking.bookingForm)).statusCode).toBe(422);
    const response = await h.api('POST', '/api/v1/booking', { ...booking, stripe_session_id: sessionId });
    expect(response.statusCode).toBe(201);
  });

  it('judges a booking that is not the one the session was made for as it stands', async () => {
    const { booking, amount } = await cardBooking(h);
    const sessionId = await paidSessionFor(h, booking, amount);
    await setSettings(h, { MEET_AND_GREET: '20' });
    const other = { ...booking, bookingForm: { ...booking.bookingForm, pickup_min: '30' } };
    const response = await h.api('POST', '/api/v1/booking', { ...other, stripe_session_id: sessionId });
    expect(response.statusCode).toBe(409);
    expect(messageOf(response)).toMatch(/does not match this booking's price/);
  });

  it('never refuses a paid booking for the per-address allowances, and checks them before the session instead', async () => {
    const first = await cardBooking(h, { selected_passenger: 'new_client', registrationData: newClient('first.new@example.com') });
    const second = await cardBooking(h, { selected_passenger: 'new_client', registrationData: newClient('second.new@example.com') });
    const firstSession = await paidSessionFor(h, first.booking, first.amount);
    const secondSession = await paidSessionFor(h, second.booking, second.amount);
    // Meanwhile the address books in the car until its allowance of bookings is spent.
    for (let i = 0; i < 3; i += 1) await h.api('POST', '/api/v1/booking', await bookingPayload(h));
    expect((await h.api('POST', '/api/v1/booking', await bookingPayload(h))).statusCode).toBe(429);

    const booked = [];
    for (const [{ booking }, sessionId] of [
      [first, firstSession],
      [second, secondSession],
    ] as const) {
      booked.push((await h.api('POST', '/api/v1/booking', { ...booking, stripe_session_id: sessionId })).statusCode);
    }
    expect(booked).toEqual([201, 201]); // two new accounts, though the allowance is one
    const third = await cardBooking(h, { selected_passenger: 'new_client', registrationData: newClient('third.new@example.com') });
    const before = bookings(h);
    const refused = await askSession(h, third.booking, third.amount);
    expect(refused.statusCode).toBe(429);
    expect(bookings(h)).toBe(before);
  });

  it('keeps the corporate passenger the session was made for, even when the booking comes without the token', async () => {
    const login = (
      await h.api('POST', '/api/v1/check-passenger-login', { email: 'demo.corporate@example.com', password: 'Corporate#123' })
    ).json();
    const { booking, amount } = await cardBooking(h);
    const sessionId = await paidSessionFor(h, booking, amount, { authorization: `Bearer ${login.access_token}` });
    const response = await h.api('POST', '/api/v1/booking', { ...booking, stripe_session_id: sessionId });
    expect(response.statusCode).toBe(201);
    const list = await h.api('GET', `/api/v1/get_booking/${login.passenger.passenger_id}`, undefined, {
      authorization: `Bearer ${login.access_token}`,
    });
    const numbers = JSON.stringify(list.json());
    expect(numbers).toContain(response.json().data.booking.booking_number);
  });

  it('cannot be paid once its 30 minutes have passed', async () => {
    const { booking, amount } = await cardBooking(h);
    const { sessionId } = (await askSession(h, booking, amount)).json();
    h.clock.now += 31 * MINUTE;
    const paid = await h.app.inject({ method: 'POST', url: `/sandbox-checkout/${sessionId}/pay` });
    expect(paid.statusCode).toBe(200);
    expect(paid.body).toContain('This payment link has expired');
    expect(h.db.prepare('SELECT status FROM checkout_sessions WHERE id = ?').get(sessionId)).toEqual({ status: 'open' });
  });
});

describe('the fresh price the site asks for', () => {
  const h = harness();
  afterAll(() => h.app.close());
  it('is the amount a session for the booking takes', async () => {
    const payload = await bookingPayload(h, { payment_method: 'card' });
    const price = await freshPrice(h, payload);
    expect((await askSession(h, payload, Math.round(price * 100))).statusCode).toBe(200);
  });
});
