import { bookingPayload, freshPrice, paidSession } from './booking-helpers';
import { harness, messageOf, type Harness } from './harness';

const count = (h: Harness, column: string, value: string) =>
  (h.db.prepare(`SELECT COUNT(*) AS count FROM bookings WHERE ${column} = ?`).get(value) as { count: number }).count;
const swallowed = (bookingNumber: string) =>
  `This request was already used for booking ${bookingNumber} with another payment. The payment has not been used; please contact us.`;

describe('a booking asked for again', () => {
  const h = harness({ limits: { booking: 1000, checkout: 1000 } });
  afterAll(() => h.app.close());
  let keys = 0;

  /** A card booking body and the amount its fresh price charges. */
  async function cardBooking() {
    const payload = await bookingPayload(h, { payment_method: 'card' });
    return { payload, amount: Math.round((await freshPrice(h, payload)) * 100) };
  }
  const book = (payload: object, key: string) => h.api('POST', '/api/v1/booking', payload, { 'idempotency-key': key });

  type Second = { key: 'same' | 'another'; session: 'same' | 'another' | 'none' };
  it.each<[string, number, 'card' | 'car', Second]>([
    ['the same key and the same paid session', 200, 'card', { key: 'same', session: 'same' }],
    ['the same key, paying in the car again', 200, 'car', { key: 'same', session: 'none' }],
    ['another key and a paid session already booked', 200, 'card', { key: 'another', session: 'same' }],
    ['the same key and a second paid session', 409, 'card', { key: 'same', session: 'another' }],
    ['the key of a pay-in-car booking and a paid session', 409, 'car', { key: 'same', session: 'another' }],
  ])('answers %s with %i', async (_label, status, firstMethod, second) => {
    const key = `replay-${(keys += 1)}`;
    const { payload, amount } = await cardBooking();
    const firstSession = firstMethod === 'card' ? await paidSession(h, amount) : null;
    const first = await book(firstSession ? { ...payload, stripe_session_id: firstSession } : { ...payload, payment_method: 'car' }, key);
    expect(first.statusCode).toBe(201);

    const session = second.session === 'same' ? firstSession : second.session === 'another' ? await paidSession(h, amount) : null;
    const again = await book(
      session ? { ...payload, stripe_session_id: session } : { ...payload, payment_method: 'car' },
      second.key === 'same' ? key : `${key}-b`,
    );
    expect(again.statusCode).toBe(status);
    if (status === 200) expect(again.json()).toEqual(first.json());
    else expect(messageOf(again)).toBe(swallowed(first.json().data.booking.booking_number));
    expect(count(h, 'idempotency_key', key)).toBe(1);
    if (session) expect(count(h, 'stripe_session_id', session)).toBe(session === firstSession ? 1 : 0);
  });

  it('makes one booking when one key comes with two paid sessions at once, and refuses the other', async () => {
    const { payload, amount } = await cardBooking();
    const [a, b] = [await paidSession(h, amount), await paidSession(h, amount)];
    const answers = await Promise.all([
      book({ ...payload, stripe_session_id: a }, 'twin-key'),
      book({ ...payload, stripe_session_id: b }, 'twin-key'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(count(h, 'idempotency_key', 'twin-key')).toBe(1);
  });
});
