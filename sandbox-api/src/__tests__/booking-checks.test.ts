import { bookingPayload, freshPrice, paidSession } from './booking-helpers';
import { distanceForm, harness, hourlyForm, messageOf, NOW, TOMORROW, type Harness } from './harness';

const GRACE = 'Pickup time is within the grace period';
const fits = (what: string, n: number, max: number, vehicles = 1, where = '') =>
  `Too many for the Saloon${where}: ${what} ${n}, at most ${max} for ${vehicles} vehicle${vehicles === 1 ? '' : 's'}. Please choose a larger vehicle or more vehicles.`;
/** 14:30 in London the day after NOW: 45 minutes before the 15:15 pickups below. */
const LATER = Date.UTC(2030, 5, 11, 13, 30);
const bookings = (h: Harness) => (h.db.prepare('SELECT COUNT(*) AS count FROM bookings').get() as { count: number }).count;

describe('every booking, card or car, is refused inside the grace time or over capacity', () => {
  const h = harness({ limits: { booking: 1000, checkout: 1000 } });
  afterAll(() => h.app.close());
  afterEach(() => {
    h.clock.now = NOW;
  });

  async function payload(type: string, method: string) {
    if (type !== 'hourly') return bookingPayload(h, { payment_method: method });
    const form = hourlyForm({ pickup_hour: '3pm', pickup_min: '15' });
    const [entry] = (await h.api('POST', '/api/v1/calculate-hourly-price', form)).json().price_details;
    return bookingPayload(h, {
      payment_method: method,
      bookingType: 'hourly',
      bookingForm: null,
      hourlyRateForm: form,
      selectedVehicleData: entry,
    });
  }

  // Priced and paid while the journey was bookable; then the clock moves, or the form changes, before booking.
  it.each<[string, string, string, (body: Record<string, unknown>) => void, number, string]>([
    [
      'a card booking',
      'milleage',
      'card',
      () => {
        h.clock.now = LATER;
      },
      422,
      GRACE,
    ],
    [
      'a pay-in-car booking',
      'milleage',
      'car',
      () => {
        h.clock.now = LATER;
      },
      422,
      GRACE,
    ],
    [
      'a card hourly hire',
      'hourly',
      'card',
      () => {
        h.clock.now = LATER;
      },
      422,
      GRACE,
    ],
    [
      'a pay-in-car hourly hire',
      'hourly',
      'car',
      () => {
        h.clock.now = LATER;
      },
      422,
      GRACE,
    ],
    [
      'a card booking of ten passengers in a Saloon',
      'milleage',
      'card',
      (body) => {
        body.bookingForm = distanceForm({ passengers: 10 });
      },
      400,
      fits('Passengers', 10, 4),
    ],
    [
      'a pay-in-car booking of ten passengers in a Saloon',
      'milleage',
      'car',
      (body) => {
        body.bookingForm = distanceForm({ passengers: 10 });
      },
      400,
      fits('Passengers', 10, 4),
    ],
  ])('refuses %s', async (_label, type, method, change, status, message) => {
    const body: Record<string, unknown> = await payload(type, method);
    if (method === 'card') body.stripe_session_id = await paidSession(h, Math.round((await freshPrice(h, body as never)) * 100));
    change(body);
    const before = bookings(h);
    const response = await h.api('POST', '/api/v1/booking', body);
    expect(messageOf(response)).toBe(message);
    expect(response.statusCode).toBe(status);
    expect(bookings(h)).toBe(before);
  });
});

describe('the fresh price before charging refuses what a booking would refuse', () => {
  const h = harness();
  afterAll(() => h.app.close());

  const forms = {
    milleage: { form: distanceForm, field: 'bookingForm', search: '/api/v1/calculate-distance-price' },
    hourly: { form: hourlyForm, field: 'hourlyRateForm', search: '/api/v1/calculate-hourly-price' },
  } as const;
  async function fresh(type: keyof typeof forms, overrides: Record<string, unknown>, quantity = 1) {
    const { form, field, search } = forms[type];
    const [entry] = (await h.api('POST', search, form())).json().price_details;
    return h.api('POST', '/api/v1/calculate-selected-vehicle-price', {
      selectedVehicleData: entry,
      bookingType: type,
      [field]: form(overrides),
      quantity,
    });
  }

  it.each<[string, keyof typeof forms, Record<string, unknown>]>([
    ['a pickup inside the grace time', 'milleage', { pickup_date: '2030-06-10', pickup_hour: '11am', pickup_min: '55' }],
    ['a pickup in the past', 'milleage', { pickup_date: '2030-06-09' }],
    ['a return before its pickup', 'milleage', { select_option: 'return', return_date: TOMORROW, return_hour: '1pm' }],
    ['an hourly pickup inside the grace time', 'hourly', { pickup_date: '2030-06-10', pickup_hour: '10am' }],
  ])('refuses %s with the status and words of the search pricing', async (_label, type, overrides) => {
    const searched = await h.api('POST', forms[type].search, forms[type].form(overrides));
    expect(searched.statusCode).toBe(422);
    const response = await fresh(type, overrides);
    expect(response.statusCode).toBe(searched.statusCode);
    expect(messageOf(response)).toBe(messageOf(searched));
  });

  it.each<[string, Record<string, unknown>, number, string]>([
    ['ten passengers in a Saloon', { passengers: 10 }, 1, fits('Passengers', 10, 4)],
    ['nine passengers in two Saloons', { passengers: 9 }, 2, fits('Passengers', 9, 8, 2)],
    ['three large cases in a Saloon', { luggages: 3 }, 1, fits('Luggage', 3, 2)],
    ['three bags of hand luggage in a Saloon', { hand_luggages: 3 }, 1, fits('Hand Luggage', 3, 2)],
    [
      'five passengers on the return',
      { select_option: 'return', return_date: TOMORROW, return_hour: '9pm', return_passengers: 5 },
      1,
      fits('Passengers', 5, 4, 1, ' on the return'),
    ],
  ])("refuses %s with the booking's 400 and words", async (_label, overrides, quantity, message) => {
    const response = await fresh('milleage', overrides, quantity);
    expect(messageOf(response)).toBe(message);
    expect(response.statusCode).toBe(400);
  });

  it('prices eight passengers in two Saloons, and a pickup just outside the grace time', async () => {
    expect((await fresh('milleage', { passengers: 8, luggages: 4, hand_luggages: 4 }, 2)).statusCode).toBe(200);
    expect((await fresh('milleage', { pickup_date: '2030-06-10', pickup_hour: '12pm', pickup_min: '00' })).statusCode).toBe(200);
  });
});
