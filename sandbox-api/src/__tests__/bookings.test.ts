import { bookingResultSchema, corporateBookingsResponseSchema } from '@booking/shared/api';
import { bookingPayload, freshPrice, guest, paidSession } from './booking-helpers';
import { distanceForm, harness, hourlyForm, messageOf } from './harness';

describe('booking', () => {
  // Generous limits: this suite books hundreds of times from one address (rate-limits.test.ts tests the limits).
  const h = harness({ limits: { booking: 1000, account: 100 } });
  const { app, api } = h;
  afterAll(() => app.close());

  it('books a guest journey with stops, paying in the car, and e-mails a confirmation', async () => {
    const response = await api('POST', '/api/v1/booking', await bookingPayload(h));
    expect(response.statusCode).toBe(201);
    const { data } = bookingResultSchema.parse(response.json());
    expect(data.booking).toMatchObject({
      booking_number: expect.stringMatching(/^\d{8}$/),
      ride_type: 'Q',
      journey_type: 'one_way',
      payment_method: 'car',
      pick_up_date: '2030-06-11',
      pick_up_time: '15:15',
      total_booking_amount: expect.any(Number),
    });
    expect(data.bookingStops).toEqual([
      { id: expect.any(Number), stop_address: 'Downing Street', stop_post_code: 'SW1A 2AA', stop_street_number: '10' },
    ]);
    expect(data.passengerDetails).toMatchObject({
      passenger_name: 'Grace Guest',
      passenger_email: 'guest@example.com',
      total_passengers: 2,
    });
    const [mail] = (await app.inject({ method: 'GET', url: '/sandbox/outbox?to=guest@example.com' })).json();
    expect(mail.subject).toBe(`Booking confirmation ${data.booking.booking_number}`);
  });

  it('books an hourly hire, with the flight or train of an airport or station pick-up', async () => {
    const [entry] = (await api('POST', '/api/v1/calculate-hourly-price', hourlyForm())).json().price_details;
    const hourlyRateForm = hourlyForm({ pickup_fight_number: '1A23' });
    const response = await api('POST', '/api/v1/booking', {
      ...(await bookingPayload(h)),
      selectedVehicleData: entry,
      bookingType: 'hourly',
      bookingForm: null,
      hourlyRateForm,
    });
    expect(response.statusCode).toBe(201);
    const { booking_number } = response.json().data.booking;
    expect(response.json().data.booking).toMatchObject({
      ride_type: 'H',
      journey_type: 'hourly',
      hourly_duration: '6hour',
      total_booking_amount: 192,
    });
    expect(h.db.prepare('SELECT flight_no FROM bookings WHERE booking_number = ?').get(booking_number)).toEqual({ flight_no: '1A23' });
  });

  it('recomputes a pay-in-car total from the breakdown extras and the quantity', async () => {
    const payload = await bookingPayload(h);
    const breakdown = {
      ...payload.selectedVehicleData.breakdown,
      extras: [{ code: 'meet_and_greet', name: 'Meet and greet', leg: 'outbound', quantity: 1, unit_price: 1, amount: 1 }],
    };
    const response = await api('POST', '/api/v1/booking', {
      ...payload,
      selectedVehicle: 2,
      selectedVehicleData: { ...payload.selectedVehicleData, final_price: 1, breakdown },
    });
    const base = payload.selectedVehicleData.breakdown.base_fare;
    expect(response.json().data.booking.total_booking_amount).toBeCloseTo((base + 12) * 2, 2);
  });

  it('creates the account of a new client, then refuses the same e-mail as new again', async () => {
    const registrationData = { ...guest, email: 'new@example.com', password: 'Secret#123', privacyAccepted: true, termsAccepted: true };
    const first = await api('POST', '/api/v1/booking', await bookingPayload(h, { registrationData, selected_passenger: 'new_client' }));
    expect(first.statusCode).toBe(201);
    expect((await api('POST', '/api/v1/check-passenger-email', { email: 'new@example.com', password: 'Secret#123' })).json().success).toBe(
      true,
    );
    const again = await api('POST', '/api/v1/booking', await bookingPayload(h, { registrationData, selected_passenger: 'new_client' }));
    expect(again.statusCode).toBe(409);
  });

  it.each([
    ['no e-mail', { registrationData: { ...guest, email: '' } }, 422, 'Enter Passenger Email to receive booking details'],
    ['a new client without password', { selected_passenger: 'new_client' }, 422, 'Enter Password for booking'],
    [
      'a new client without privacy',
      { selected_passenger: 'new_client', registrationData: { ...guest, password: 'Secret#123' } },
      422,
      'Please Accept Our Privacy Policies',
    ],
    [
      'a new client without terms',
      { selected_passenger: 'new_client', registrationData: { ...guest, password: 'Secret#123', privacyAccepted: true } },
      422,
      'Please Accept Our Term and Conditions',
    ],
    [
      'an existing client with a wrong password',
      { selected_passenger: 'existing_client', registrationData: { email: 'client@example.com', password: 'wrong' } },
      401,
      expect.stringContaining('not correct'),
    ],
    ['a card payment without a session', { payment_method: 'card' }, 402, expect.stringContaining('stripe_session_id is missing')],
    [
      'a card payment with an unknown session',
      { payment_method: 'card', stripe_session_id: 'cs_test_forged' },
      402,
      expect.stringContaining('not found'),
    ],
    ['no booking form', { bookingForm: null }, 422, 'BookingForm data is missing.'],
    ['a banned dropoff', { bookingForm: distanceForm({ dropoff: 'Banned Lane' }) }, 422, 'Address is banned'],
    [
      'a pay-in-car pickup inside the grace time',
      { bookingForm: distanceForm({ pickup_date: '2030-06-10', pickup_hour: '10am' }) },
      422,
      'Pickup time is within the grace period',
    ],
  ])('refuses %s', async (_label, overrides, status, message) => {
    const response = await api('POST', '/api/v1/booking', await bookingPayload(h, overrides));
    expect(response.statusCode).toBe(status);
    expect(messageOf(response)).toEqual(message);
  });

  it('books an existing client with the right password', async () => {
    const response = await api(
      'POST',
      '/api/v1/booking',
      await bookingPayload(h, {
        selected_passenger: 'existing_client',
        registrationData: { email: 'client@example.com', password: 'Client#123' },
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().data.passengerDetails.passenger_name).toBe('Chris Client');
  });

  it("refuses an unpaid card session and books a paid one at the server's price", async () => {
    const payload = await bookingPayload(h, { payment_method: 'card' });
    const price = await freshPrice(h, payload);
    const { sessionId } = (
      await api('POST', '/api/v1/create-checkout-session', { amount: Math.round(price * 100), frontend_url: 'http://localhost:3000' })
    ).json();
    const unpaid = await api('POST', '/api/v1/booking', { ...payload, stripe_session_id: sessionId });
    expect(unpaid.statusCode).toBe(402);
    await app.inject({ method: 'POST', url: `/sandbox-checkout/${sessionId}/pay` });
    const paymentId = (await api('GET', `/api/v1/get-payment-id?session_id=${sessionId}`)).json().paymentId;
    const paid = await api('POST', '/api/v1/booking', { ...payload, stripe_session_id: sessionId, paymentId });
    expect(paid.statusCode).toBe(201);
    expect(paid.json().data.booking).toMatchObject({ payment_method: 'card', total_booking_amount: price });
  });

  it('makes one booking for the same Idempotency-Key and returns the first answer', async () => {
    const payload = await bookingPayload(h);
    const headers = { 'idempotency-key': 'same-key-1' };
    const first = await api('POST', '/api/v1/booking', payload, headers);
    const second = await api(
      'POST',
      '/api/v1/booking',
      { ...payload, registrationData: { ...guest, email: 'other@example.com' } },
      headers,
    );
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    const { count } = h.db.prepare("SELECT COUNT(*) AS count FROM bookings WHERE idempotency_key = 'same-key-1'").get() as {
      count: number;
    };
    expect(count).toBe(1);
  });

  it('makes one booking for the same paid session, even sent twice at once', async () => {
    const card = await bookingPayload(h, { payment_method: 'card' });
    const sessionId = await paidSession(h, Math.round((await freshPrice(h, card)) * 100));
    const payload = { ...card, stripe_session_id: sessionId };
    const [a, b] = await Promise.all([api('POST', '/api/v1/booking', payload), api('POST', '/api/v1/booking', payload)]);
    expect(a.json().data.booking.booking_number).toBe(b.json().data.booking.booking_number);
    const { count } = h.db.prepare('SELECT COUNT(*) AS count FROM bookings WHERE stripe_session_id = ?').get(sessionId) as {
      count: number;
    };
    expect(count).toBe(1);
  });

  it('adds a signed-in corporate passenger’s booking to their list', async () => {
    const { access_token, passenger } = (
      await api('POST', '/api/v1/check-passenger-login', { email: 'demo.corporate@example.com', password: 'Corporate#123' })
    ).json();
    const auth = { authorization: `Bearer ${access_token}` };
    const before = corporateBookingsResponseSchema.parse(
      (await api('GET', `/api/v1/get_booking/${passenger.passenger_id}`, undefined, auth)).json(),
    );
    const made = await api('POST', '/api/v1/booking', await bookingPayload(h), auth);
    const after = corporateBookingsResponseSchema.parse(
      (await api('GET', `/api/v1/get_booking/${passenger.passenger_id}`, undefined, auth)).json(),
    );
    expect(after).toHaveLength(before.length + 1);
    expect(after.map((b) => b.booking_number)).toContain(made.json().data.booking.booking_number);
  });

  it('makes 200 concurrent bookings with 200 unique numbers', async () => {
    const payload = await bookingPayload(h);
    const before = (h.db.prepare('SELECT COUNT(*) AS count FROM bookings').get() as { count: number }).count;
    const responses = await Promise.all(Array.from({ length: 200 }, () => api('POST', '/api/v1/booking', payload)));
    expect(responses.every((r) => r.statusCode === 201)).toBe(true);
    expect(new Set(responses.map((r) => r.json().data.booking.booking_number)).size).toBe(200);
    expect((h.db.prepare('SELECT COUNT(*) AS count FROM bookings').get() as { count: number }).count).toBe(before + 200);
  });
});
