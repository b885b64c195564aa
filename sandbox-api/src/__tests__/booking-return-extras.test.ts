import { bookingResultSchema, corporateBookingsResponseSchema } from '@booking/shared/api';
import { bookingPayload, guest } from './booking-helpers';
import { distanceForm, harness, TOMORROW } from './harness';

// product §10 "Money, trust and privacy": every extra paid for, on either leg, and both notes are kept
// with the booking and shown back in its answer, its e-mail and the corporate booking details.

const returnTrip = distanceForm({
  select_option: 'return',
  return_date: '2030-06-14',
  return_hour: '6pm',
  return_min: '30',
  meet_and_greet: 'yes',
  baby_seats: 1,
  return_baby_seats: 2,
  return_meet_and_greet: 'yes',
  return_wheel_chair: 'yes',
  return_waiting_min: 10,
});
const notes = { additionalInfo: 'Flight BA117 lands at 14:50.', return_additionalInfo: 'Two car seats for the twins, please.' };

describe('a return trip with extras on both legs and both notes', () => {
  const h = harness();
  const { app, api } = h;
  afterAll(() => app.close());

  const book = async (headers: Record<string, string> = {}) => {
    const payload = await bookingPayload(h, { registrationData: { ...guest, ...notes } }, returnTrip);
    const lines = payload.selectedVehicleData.breakdown.extras.map((line: { leg: string; code: string }) => `${line.leg} ${line.code}`);
    expect(lines).toEqual(
      expect.arrayContaining(['return baby_seats', 'return meet_and_greet', 'return wheel_chair', 'return waiting_min']),
    );
    const response = await api('POST', '/api/v1/booking', payload, headers);
    expect(response.statusCode).toBe(201);
    return bookingResultSchema.parse(response.json()).data;
  };

  it('answers with each leg’s extras and the return note', async () => {
    const { booking, passengerDetails } = await book();
    expect(booking).toMatchObject({
      pick_up_date: TOMORROW,
      return_date: '2030-06-14',
      meet_and_greet: 'yes',
      baby_seat: 1,
      booster_seat: 0,
      wheel_chair: 'no',
      special_luggages: 0,
      waiting_minutes: 0,
      return_meet_and_greet: 'yes',
      return_baby_seat: 2,
      return_booster_seat: 0,
      return_wheel_chair: 'yes',
      return_special_luggages: 0,
      return_waiting_minutes: 10,
    });
    expect(passengerDetails).toMatchObject({ additional_info: notes.additionalInfo, return_additional_info: notes.return_additionalInfo });
  });

  it('e-mails each leg’s extras and both notes', async () => {
    const { booking } = await book();
    const [mail] = (await app.inject({ method: 'GET', url: `/sandbox/outbox?to=${guest.email}` })).json();
    expect(mail.subject).toBe(`Booking confirmation ${booking.booking_number}`);
    expect(mail.body.split('\n')).toEqual(
      expect.arrayContaining([
        'Outward extras: Meet and greet, Baby seat',
        'Return extras: Meet and greet, 2 x Baby seat, Wheelchair, Waiting time 10 minutes',
        `Additional info: ${notes.additionalInfo}`,
        `Return additional info: ${notes.return_additionalInfo}`,
      ]),
    );
  });

  it('shows them in the corporate booking details', async () => {
    const login = await api('POST', '/api/v1/check-passenger-login', { email: 'demo.corporate@example.com', password: 'Corporate#123' });
    const { access_token, passenger } = login.json();
    const auth = { authorization: `Bearer ${access_token}` };
    const { booking } = await book(auth);
    const list = corporateBookingsResponseSchema.parse(
      (await api('GET', `/api/v1/get_booking/${passenger.passenger_id}`, undefined, auth)).json(),
    );
    const made = list.find((entry) => entry.booking_number === booking.booking_number);
    expect(made?.booking_details).toMatchObject({
      meet_and_greet: 'yes',
      baby_seat: 1,
      return_meet_and_greet: 'yes',
      return_baby_seat: 2,
      return_booster_seat: 0,
      return_wheel_chair: 'yes',
      return_special_luggages: 0,
      return_waiting_minutes: 10,
    });
    expect(made?.passenger_detail).toMatchObject({
      additional_info: notes.additionalInfo,
      return_additional_info: notes.return_additionalInfo,
    });
  });
});
