import { priceDetailSchema, selectedVehiclePriceResponseSchema } from '@booking/shared/api';
import { distanceForm, harness, hourlyForm, messageOf, NOW, TOMORROW } from './harness';

const ZERO = 'The calculated distance is zero miles. Please check your pickup and dropoff locations.';
const GRACE = 'Pickup time is within the grace period';

describe('pricing', () => {
  const { app, api } = harness();
  afterAll(() => app.close());

  const distancePrice = (overrides: Record<string, unknown> = {}) =>
    api('POST', '/api/v1/calculate-distance-price', distanceForm(overrides));
  const details = async (overrides: Record<string, unknown> = {}) => {
    const response = await distancePrice(overrides);
    expect(response.statusCode).toBe(200);
    return (response.json().price_details as unknown[]).map((entry) => priceDetailSchema.parse(entry));
  };

  it('prices every vehicle of every operator with every section-3 field', async () => {
    const list = await details();
    expect(list).toHaveLength(16); // 6 + 4 + 5 vehicles priced by the three operators, 1 on request
    const raw = (await distancePrice()).json().price_details[0];
    expect(Object.keys(raw).sort()).toEqual(
      [
        'breakdown',
        'company_id',
        'company_name',
        'final_price',
        'luggage',
        'max_seat',
        'price',
        'rating',
        'small_luggage',
        'time_duration',
        'vehicle_id',
        'vehicle_image',
        'vehicle_type',
        'via_miles',
      ].sort(),
    );
    const saloon = list.find((e) => e.vehicle_type === 'Saloon' && e.company_id === 1)!;
    expect(saloon.via_miles).toBeGreaterThan(15);
    expect(saloon.via_miles).toBeLessThan(25);
    expect(saloon.price).toBe(saloon.breakdown.final_price);
    const minibus = list.find((e) => e.vehicle_type === 'Minibus' && e.company_id === 1)!;
    expect(minibus.price).toBeGreaterThan(saloon.price);
  });

  it('gives the on-request pair (Thames Executive Minibus) a 0 price, extras or not, and refuses to price it as a selection', async () => {
    const onRequest = (await details({ meet_and_greet: 'yes' })).find((e) => e.vehicle_type === 'Minibus' && e.company_id === 2)!;
    expect(onRequest).toMatchObject({ company_name: 'Thames Executive', price: 0, final_price: 0 });
    expect(onRequest.breakdown).toMatchObject({ extras: [], final_price: 0 });
    const selected = await api('POST', '/api/v1/calculate-selected-vehicle-price', {
      selectedVehicleData: { ...onRequest, selection_type: 'selection', quantity: 1 },
      bookingType: 'milleage',
      bookingForm: distanceForm(),
      quantity: 1,
    });
    expect(selected.statusCode).toBe(422);
    expect(messageOf(selected)).toBe('This vehicle is priced on request. Please contact us for a quote.');
  });

  it('prices the return leg and the extras chosen on each leg', async () => {
    const oneWay = (await details()).find((e) => e.vehicle_id === 1 && e.company_id === 1)!;
    const back = (
      await details({
        select_option: 'return',
        return_date: '2030-06-15',
        return_hour: '6pm',
        return_min: '00',
        meet_and_greet: 'yes',
        return_baby_seats: 2,
      })
    ).find((e) => e.vehicle_id === 1 && e.company_id === 1)!;
    expect(back.breakdown.return_fare).toBeCloseTo(oneWay.breakdown.base_fare, 0);
    expect(back.breakdown.extras).toEqual([
      { code: 'meet_and_greet', name: 'Meet and greet', leg: 'outbound', quantity: 1, unit_price: 12, amount: 12 },
      { code: 'baby_seats', name: 'Baby seat', leg: 'return', quantity: 2, unit_price: 8, amount: 16 },
    ]);
    expect(back.price).toBeCloseTo(back.breakdown.base_fare + back.breakdown.return_fare + 28, 2);
  });

  it('adds stops to the distance, in order', async () => {
    const direct = (await details())[0].via_miles;
    const viaStop = (await details({ stops: [{ street_name: 'Downing Street', number: '10', postcode: 'SW1A 2AA' }] }))[0].via_miles;
    expect(viaStop).toBeGreaterThan(direct);
  });

  it.each([
    ['the same address twice', { dropoff: 'Heathrow Airport Terminal 5, Hounslow TW6 2GA' }, ZERO],
    ['a banned pickup', { pickup: '1 Banned Lane, London SW1A 1AA' }, 'Address is banned'],
    ['a banned stop', { stops: [{ street_name: 'banned lane', number: '4', postcode: 'E1 6AN' }] }, 'Address is banned'],
    ['a pickup in the past', { pickup_date: '2030-06-09' }, GRACE],
    ['a pickup within two hours, UK time', { pickup_date: '2030-06-10', pickup_hour: '11am', pickup_min: '55' }, GRACE],
    [
      'an unknown dropoff',
      { dropoff: 'Atlantis' },
      'We could not find the dropoff address "Atlantis". Add a UK postcode, or choose an airport, a station or a suggested address.',
    ],
    [
      'an unknown stop',
      { stops: [{ street_name: 'Nowhere Road', number: '', postcode: '' }] },
      expect.stringContaining('address of stop 1'),
    ],
    ['an unreadable date', { pickup_date: '31/02/2030' }, 'Please enter a valid pickup date (YYYY-MM-DD) and time.'],
    [
      'a return before the pickup',
      { select_option: 'return', return_date: TOMORROW, return_hour: '1pm' },
      expect.stringContaining('The return must be after the pickup'),
    ],
    ['no pickup', { pickup: '' }, expect.stringContaining('pickup')],
  ])('refuses %s with 422 and the exact message', async (_label, overrides, message) => {
    const response = await distancePrice(overrides);
    expect(response.statusCode).toBe(422);
    expect(messageOf(response)).toEqual(message);
  });

  it('accepts a pickup just outside the grace time (10:00 BST now + 120 minutes)', async () => {
    expect((await distancePrice({ pickup_date: '2030-06-10', pickup_hour: '12pm', pickup_min: '00' })).statusCode).toBe(200);
    expect((await distancePrice({ pickup_date: '2030-06-10', pickup_hour: '11am', pickup_min: '59' })).statusCode).toBe(422);
  });

  it('prices two addresses in one postcode district as a short local trip, not zero', async () => {
    const list = await details({ pickup: '10 Downing Street SW1A 2AA', dropoff: 'Buckingham Palace SW1A 1AA' });
    expect(list[0].via_miles).toBe(1);
  });

  it('prices the hourly hire for the duration', async () => {
    const response = await api('POST', '/api/v1/calculate-hourly-price', hourlyForm());
    expect(response.statusCode).toBe(200);
    const list = (response.json().price_details as unknown[]).map((e) => priceDetailSchema.parse(e));
    const saloon = list.find((e) => e.vehicle_id === 1 && e.company_id === 1)!;
    expect(saloon.price).toBe(32 * 6);
    expect(saloon.time_duration).toBe(6 * 3600);
  });

  it.each([
    ['a duration under 4 hours', { pickup_duration: '2hour' }, 'Please choose a duration between 4 and 24 hours.'],
    ['a banned pickup', { pickup: 'Banned Lane, Leeds' }, 'Address is banned'],
    ['a pickup within the grace time', { pickup_date: '2030-06-10', pickup_hour: '10am' }, GRACE],
    ['an unknown pickup', { pickup: 'Atlantis' }, expect.stringContaining('pickup address')],
  ])('refuses an hourly hire with %s', async (_label, overrides, message) => {
    const response = await api('POST', '/api/v1/calculate-hourly-price', hourlyForm(overrides));
    expect(response.statusCode).toBe(422);
    expect(messageOf(response)).toEqual(message);
  });

  it('prices the selected vehicle with extras per leg, times the quantity', async () => {
    const form = distanceForm({ select_option: 'return', return_date: '2030-06-15', return_hour: '6pm' });
    const [entry] = (await api('POST', '/api/v1/calculate-distance-price', form)).json().price_details;
    const response = await api('POST', '/api/v1/calculate-selected-vehicle-price', {
      selectedVehicleData: entry,
      bookingType: 'milleage',
      bookingForm: form,
      quantity: 2,
      meet_and_greet: 'yes',
      waiting_min: 12,
      return_wheel_chair: 'yes',
      return_special_luggage: 1,
    });
    expect(response.statusCode).toBe(200);
    const { final_price, breakdown } = selectedVehiclePriceResponseSchema.parse(response.json());
    expect(breakdown.extras.map((l) => [l.code, l.leg, l.quantity, l.amount])).toEqual([
      ['meet_and_greet', 'outbound', 1, 12],
      ['waiting_min', 'outbound', 3, 7.5],
      ['wheel_chair', 'return', 1, 10],
      ['special_luggage', 'return', 1, 5],
    ]);
    expect(final_price).toBeCloseTo((breakdown.base_fare + breakdown.return_fare + 34.5) * 2, 2);
    expect(breakdown.quantity).toBe(2);
  });

  it.each([
    ['no booking form', { bookingType: 'milleage' }, 'BookingForm data is missing.'],
    ['no hourly form', { bookingType: 'hourly' }, 'HourlyRateForm data is missing.'],
    [
      'a vehicle the operator does not offer',
      { bookingForm: distanceForm(), vehicle: { vehicle_id: 5, company_id: 2 } },
      expect.stringContaining('not offered'),
    ],
    ['a quantity of 7', { bookingForm: distanceForm(), quantity: 7 }, expect.stringContaining('quantity')],
  ])('refuses a selected-vehicle price with %s', async (_label, { vehicle, ...body }: Record<string, unknown>, message) => {
    const [entry] = (await distancePrice()).json().price_details;
    const response = await api('POST', '/api/v1/calculate-selected-vehicle-price', {
      bookingType: 'milleage',
      selectedVehicleData: { ...entry, ...(vehicle as object) },
      ...body,
    });
    expect(response.statusCode).toBe(422);
    expect(messageOf(response)).toEqual(message);
  });

  it('measures the distance between two addresses, zero for the same one', async () => {
    const apart = await api('POST', '/api/v1/calculate-distance', { pickup: 'LHR', dropoff: 'LGW' });
    expect(apart.json()).toMatchObject({ via_miles: expect.any(Number), time_duration: expect.any(Number) });
    expect(apart.json().via_miles).toBeGreaterThan(30);
    expect((await api('POST', '/api/v1/calculate-distance', { pickup: 'LHR', dropoff: 'Heathrow Airport' })).json().via_miles).toBe(0);
    expect((await api('POST', '/api/v1/calculate-distance', { pickup: 'LHR', dropoff: 'Atlantis' })).statusCode).toBe(422);
  });

  it('prices only the first operator when MULTIPLE_OPERATORS is off', async () => {
    await app.inject({ method: 'POST', url: '/sandbox/settings', payload: { settings: { MULTIPLE_OPERATORS: 'disable' } } });
    const list = await details();
    expect(new Set(list.map((e) => e.company_id))).toEqual(new Set([1]));
    await app.inject({ method: 'POST', url: '/sandbox/settings', payload: { settings: { MULTIPLE_OPERATORS: 'enable' } } });
  });

  it('reads the grace time from settings', async () => {
    await app.inject({ method: 'PUT', url: '/sandbox/settings', payload: { settings: { GRACE_TIME: 0 } } });
    expect((await distancePrice({ pickup_date: '2030-06-10', pickup_hour: '10am', pickup_min: '05' })).statusCode).toBe(200);
    await app.inject({ method: 'PUT', url: '/sandbox/settings', payload: { settings: { GRACE_TIME: '120' } } });
    expect(NOW).toBe(Date.UTC(2030, 5, 10, 9, 0));
  });
});
