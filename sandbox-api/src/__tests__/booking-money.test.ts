import { bookingPayload, freshPrice, newClient, paidSession } from './booking-helpers';
import { harness, messageOf, type Harness } from './harness';

const count = (h: Harness, sql: string, ...values: unknown[]) => (h.db.prepare(sql).get(...values) as { count: number }).count;
const setSettings = (h: Harness, settings: Record<string, string>) =>
  h.app.inject({ method: 'PUT', url: '/sandbox/settings', payload: { settings } });

describe('the API decides what a booking costs', () => {
  const h = harness({ limits: { booking: 1000, checkout: 1000, account: 100 } });
  afterAll(() => h.app.close());
  afterEach(() => setSettings(h, { ROUND_OFF: 'no', CURRENCY: '£' }));

  /** Six Saloons whose body claims a 1p price; `price` is the fresh price the site asks for before charging. */
  async function sixSaloons(overrides: Record<string, unknown> = {}) {
    const payload = await bookingPayload(h, { selectedVehicle: 6, ...overrides });
    const price = await freshPrice(h, payload);
    const vehicle = payload.selectedVehicleData;
    const claimed = { ...vehicle, price: 0.01, final_price: 0.01, breakdown: { ...vehicle.breakdown, final_price: 0.01 } };
    return { payload: { ...payload, selectedVehicleData: claimed }, price };
  }

  it.each([
    ['pay in the car', 'car', 'no'],
    ['a card', 'card', 'no'],
    ['pay in the car with ROUND_OFF yes', 'car', 'yes'],
    ['a card with ROUND_OFF yes', 'card', 'yes'],
  ])("records the server's total for %s, whatever the body claims", async (_label, method, roundOff) => {
    await setSettings(h, { ROUND_OFF: roundOff });
    const { payload, price } = await sixSaloons({ payment_method: method });
    expect(price % 1).not.toBe(0); // so that rounding shows
    const total = roundOff === 'yes' ? Math.round(price) : price;
    const card = method === 'card' ? { stripe_session_id: await paidSession(h, Math.round(total * 100)) } : {};
    const response = await h.api('POST', '/api/v1/booking', { ...payload, ...card });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.booking.total_booking_amount).toBe(total);
  });

  const refusal = (currency: string, paid: number, price: number) =>
    `The amount paid (${currency}${paid.toFixed(2)}) does not match this booking's price (${currency}${price.toFixed(2)}). The payment has not been used; please contact us.`;

  it.each<[string, Record<string, string>, (total: number, price: number) => number]>([
    ['1p for six Saloons', {}, () => 1],
    ['a penny short', {}, (total) => Math.round(total * 100) - 1],
    ['a penny over', {}, (total) => Math.round(total * 100) + 1],
    ['the unrounded price with ROUND_OFF yes', { ROUND_OFF: 'yes' }, (_total, price) => Math.round(price * 100)],
    ['1p, in the CURRENCY setting', { CURRENCY: '€' }, () => 1],
  ])('refuses a card that paid %s with 409, booking nothing and creating no account', async (label, settings, amountFor) => {
    await setSettings(h, settings);
    const email = `paid-${label.replace(/\W+/g, '-')}@example.com`;
    const { payload, price } = await sixSaloons({
      payment_method: 'card',
      selected_passenger: 'new_client',
      registrationData: newClient(email),
    });
    const total = settings.ROUND_OFF === 'yes' ? Math.round(price) : price;
    const amount = amountFor(total, price);
    const sessionId = await paidSession(h, amount);
    const bookings = count(h, 'SELECT COUNT(*) AS count FROM bookings');

    const response = await h.api('POST', '/api/v1/booking', { ...payload, stripe_session_id: sessionId });
    expect(response.statusCode).toBe(409);
    expect(messageOf(response)).toBe(refusal(settings.CURRENCY ?? '£', amount / 100, total));
    expect(count(h, 'SELECT COUNT(*) AS count FROM bookings')).toBe(bookings);
    expect(count(h, 'SELECT COUNT(*) AS count FROM passengers WHERE email = ?', email)).toBe(0);
  });

  it('names both figures: £0.01 paid for six Saloons priced £304.92', async () => {
    const { payload } = await sixSaloons({ payment_method: 'card' });
    const response = await h.api('POST', '/api/v1/booking', { ...payload, stripe_session_id: await paidSession(h, 1) });
    expect(messageOf(response)).toBe(
      "The amount paid (£0.01) does not match this booking's price (£304.92). The payment has not been used; please contact us.",
    );
  });
});
