import {
  bookingAttemptAtom,
  bookingConfirmationAtom,
  clearBookingDataAtom,
  createTestStore,
  paymentMethodAtom,
  type PersistedAtom,
} from '..';

const confirmation = {
  result: { success: true, data: { booking: { booking_number: '12345678', ride_type: 'Q' }, bookingStops: [], passengerDetails: null } },
  stripeSessionId: 'cs_test_1',
  confirmedAt: '2026-03-29T10:00:00.000Z',
};

let warn: jest.SpyInstance;
beforeEach(() => {
  localStorage.clear();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

// [atom, key, value, a stored text of the wrong shape]
const items = [
  [paymentMethodAtom, 'paymentMethod', 'card', '"cash"'],
  [bookingAttemptAtom, 'bookingIdempotencyKey', { key: '3f7c1e0a-key', fingerprint: 'abc-1' }, '{"key":"short"}'],
  [bookingConfirmationAtom, 'bookingConfirmation', confirmation, '{"result":{"data":{}}}'],
] as const;

describe.each(items)('%#: payment item', (typedAtom, key, value, wrong) => {
  const anAtom = typedAtom as unknown as PersistedAtom<unknown>;
  test(`is kept under ${key} and read back by a new store`, () => {
    createTestStore().set(anAtom, value);
    expect(localStorage.getItem(key)).not.toBeNull();
    const read = createTestStore().get(anAtom);
    if (typeof value === 'string') expect(read).toBe(value);
    else expect(read).toMatchObject(value);
  });
  test('a value of the wrong shape is dropped and removed', () => {
    localStorage.setItem(key, wrong);
    expect(createTestStore().get(anAtom)).toBeNull();
    expect(localStorage.getItem(key)).toBeNull();
  });
});

test('a confirmed booking clears the method and the key, and keeps the confirmation for a reload', () => {
  const s = createTestStore();
  s.set(paymentMethodAtom, 'car');
  s.set(bookingAttemptAtom, { key: '3f7c1e0a-key', fingerprint: 'abc-1' });
  s.set(bookingConfirmationAtom, confirmation);
  s.set(clearBookingDataAtom);
  expect(localStorage.getItem('paymentMethod')).toBeNull();
  expect(localStorage.getItem('bookingIdempotencyKey')).toBeNull();
  expect(createTestStore().get(bookingConfirmationAtom)?.result.data.booking.booking_number).toBe('12345678');
});
