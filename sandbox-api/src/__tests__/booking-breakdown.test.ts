import { bookingResultSchema } from '@booking/shared/api';
import { bookingPayload, guest } from './booking-helpers';
import { distanceForm, harness, type Harness } from './harness';

// product §10 "What the visitor sees": the breakdown (base fare, each extra per leg, the return fare, the
// vehicles, the total) is listed on the confirmation and in its e-mail; each leg's stops and flight or
// train go with it.

const setSettings = (h: Harness, settings: Record<string, string>) =>
  h.app.inject({ method: 'PUT', url: '/sandbox/settings', payload: { settings } });
const pounds = (amount: number) => `£${amount.toFixed(2)}`;

const returnTrip = distanceForm({
  select_option: 'return',
  return_date: '2030-06-14',
  return_hour: '6pm',
  return_min: '30',
  pickup_fight_number: 'BA117',
  return_fight_number: 'EZY2044',
  stops: [{ street_name: 'Baker Street', number: '221B', postcode: 'NW1 6XE' }],
  meet_and_greet: 'yes',
  baby_seats: 2,
  return_waiting_min: 10,
});

describe('a booking’s breakdown, in its answer and its e-mail', () => {
  const h = harness({ limits: { booking: 1000, checkout: 1000, account: 1000 } });
  afterAll(() => h.app.close());
  afterEach(() => setSettings(h, { ROUND_OFF: 'no' }));

  const book = async (email: string, overrides: Record<string, unknown> = {}, form: ReturnType<typeof distanceForm> = returnTrip) => {
    const payload = await bookingPayload(h, { registrationData: { ...guest, email }, ...overrides }, form);
    const response = await h.api('POST', '/api/v1/booking', payload);
    expect(response.statusCode).toBe(201);
    const { data } = bookingResultSchema.parse(response.json());
    const [mail] = (await h.app.inject({ method: 'GET', url: `/sandbox/outbox?to=${email}` })).json();
    return { ...data, mail: mail.body.split('\n') as string[] };
  };
  const priceLines = (mail: string[]) =>
    mail.slice(mail.indexOf('Price breakdown:'), mail.findIndex((line) => line.startsWith('Total:')) + 1);

  it('answers and e-mails each part of a return trip for two vehicles, in the order of the journey', async () => {
    const { booking, bookingStops, mail } = await book('two-cars@example.com', { selectedVehicle: 2 });
    const breakdown = booking.breakdown!;
    expect(breakdown).toMatchObject({ quantity: 2, final_price: booking.total_booking_amount });
    const perVehicle = breakdown.base_fare + breakdown.return_fare + 12 + 16 + 5;
    expect(priceLines(mail)).toEqual([
      'Price breakdown:',
      `  Base fare: ${pounds(breakdown.base_fare)}`,
      '  Meet and greet: £12.00',
      '  2 x Baby seat: £16.00',
      `  Return fare: ${pounds(breakdown.return_fare)}`,
      '  Return Waiting time 10 minutes: £5.00',
      `  Vehicles: 2 x ${pounds(perVehicle)}`,
      `Total: ${pounds(perVehicle * 2)} (pay the driver)`,
    ]);
    expect(booking).toMatchObject({ flight_no: 'BA117', return_flight_no: 'EZY2044' });
    expect(bookingStops).toEqual([
      expect.objectContaining({ stop_address: 'Baker Street', stop_street_number: '221B', stop_post_code: 'NW1 6XE' }),
    ]);
    // The stop under the outward leg, between its pickup and its dropoff; each leg's flight or train with it.
    const at = (start: string) => mail.findIndex((line) => line.startsWith(start));
    expect(mail[at('Pickup:') + 1]).toBe('Flight or train: BA117');
    expect(mail[at('Dropoff:') - 1]).toBe('Stop 1: 221B Baker Street, NW1 6XE');
    expect(mail[at('Return:') + 1]).toBe('Return flight or train: EZY2044');
  });

  it('says the rounding to a whole total with ROUND_OFF=yes', async () => {
    await setSettings(h, { ROUND_OFF: 'yes' });
    const { booking, mail } = await book('rounded@example.com', {}, distanceForm());
    const exact = booking.breakdown!.final_price;
    expect(exact % 1).not.toBe(0);
    const rounding = Math.round(exact) - exact;
    expect(priceLines(mail)).toEqual([
      'Price breakdown:',
      `  Base fare: ${pounds(exact)}`,
      `  Rounding: ${rounding > 0 ? '+' : '-'}${pounds(Math.abs(rounding))}`,
      `Total: ${pounds(Math.round(exact))} (pay the driver)`,
    ]);
  });

  it('answers the quoted breakdown for a card paid through a session made for it', async () => {
    const payload = await bookingPayload(
      h,
      { payment_method: 'card', registrationData: { ...guest, email: 'card@example.com' } },
      returnTrip,
    );
    const amount = Math.round(payload.selectedVehicleData.final_price * 100);
    const session = await h.api('POST', '/api/v1/create-checkout-session', {
      amount,
      frontend_url: 'http://localhost:3000',
      booking: payload,
    });
    const { sessionId } = session.json();
    await h.app.inject({ method: 'POST', url: `/sandbox-checkout/${sessionId}/pay` });
    const response = await h.api('POST', '/api/v1/booking', { ...payload, stripe_session_id: sessionId });
    expect(response.statusCode).toBe(201);
    const { booking } = bookingResultSchema.parse(response.json()).data;
    expect(booking.breakdown).toEqual(payload.selectedVehicleData.breakdown);
  });
});
