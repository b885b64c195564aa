import {
  bookingFormSchema,
  bookingResultSchema,
  companySchema,
  corporateBookingSchema,
  hourlyRateFormSchema,
  priceDetailSchema,
  registrationDataSchema,
  selectedVehicleDataSchema,
} from '../entities';
import { publicKeyResponseSchema } from '../payments';

describe('entity schemas', () => {
  it('fills a booking form with the product defaults', () => {
    const form = bookingFormSchema.parse({ pickup: 'Heathrow Airport', passengers: '3' });
    expect(form).toMatchObject({
      pickup: 'Heathrow Airport',
      passengers: 3,
      return_passengers: 1,
      select_option: 'one_way',
      pickup_min: '00',
      return_hour: '12am',
      meet_and_greet: 'no',
      stops: [],
    });
  });

  it.each([
    ['minutes typed as a number', { pickup_min: 5 }, { pickup_min: '05' }],
    ['an unknown trip type falls back to one way', { select_option: 'circle' }, { select_option: 'one_way' }],
    ['a garbage count falls back to its default', { luggages: 'many' }, { luggages: 0 }],
    ['null text becomes empty', { dropoff: null }, { dropoff: '' }],
  ])('booking form: %s', (_label, input, expected) => {
    expect(bookingFormSchema.parse(input)).toMatchObject(expected);
  });

  it('reads an hourly form with its defaults', () => {
    expect(hourlyRateFormSchema.parse({ pickup: 'SW1A 1AA', userLocation: { lat: '51.5', lon: -0.12 } })).toMatchObject({
      pickup_duration: '4hour',
      pickup_hour: '12am',
      pickup_min: '00',
      userLocation: { lat: 51.5, lon: -0.12 },
    });
  });

  const entry = {
    vehicle_id: '2',
    company_id: 1,
    company_name: 'Capital Cars',
    vehicle_type: 'Estate',
    vehicle_image: 'vehicles/estate.svg',
    max_seat: '4',
    luggage: 4,
    small_luggage: 2,
    rating: '4.6',
    price: '45.50',
    final_price: 45.5,
    breakdown: { base_fare: 45.5, final_price: '45.50' },
    via_miles: '17.2',
    time_duration: 2400,
  };

  it('coerces a price detail sent with numbers as text', () => {
    expect(priceDetailSchema.parse(entry)).toMatchObject({
      vehicle_id: 2,
      max_seat: 4,
      rating: 4.6,
      price: 45.5,
      breakdown: { base_fare: 45.5, return_fare: 0, extras: [], final_price: 45.5 },
      via_miles: 17.2,
    });
  });

  it.each([
    ['no price', { ...entry, price: undefined }],
    ['a price that is not a number', { ...entry, price: 'ask' }],
    ['no breakdown', { ...entry, breakdown: undefined }],
    ['no vehicle id', { ...entry, vehicle_id: '' }],
  ])('rejects a price detail with %s', (_label, input) => {
    expect(priceDetailSchema.safeParse(input).success).toBe(false);
  });

  it('keeps a selected vehicle quantity within 1 to 6', () => {
    expect(selectedVehicleDataSchema.parse({ ...entry, quantity: 9 }).quantity).toBe(1);
    expect(selectedVehicleDataSchema.parse({ ...entry, quantity: '3', selection_type: 'lowest' })).toMatchObject({
      quantity: 3,
      selection_type: 'lowest',
    });
  });

  it('reads a company, registration data and a corporate booking', () => {
    expect(companySchema.parse({ id: '1', company: { company_name: 'Capital Cars' } }).id).toBe(1);
    expect(registrationDataSchema.parse({ email: 'a@b.co' })).toMatchObject({ passengerDetails: 'no', privacyAccepted: false });
    expect(corporateBookingSchema.parse({ booking_number: 1001, total_booking_amount: '12.5' })).toMatchObject({
      booking_number: '1001',
      total_booking_amount: 12.5,
      ride_type: 'Q',
      booking_stops: [],
    });
  });

  it('reads each leg’s extras and the return note of a booking, and a booking from an API that sends none', () => {
    const answer = {
      data: {
        booking: { booking_number: 1002, return_baby_seat: '2', return_wheel_chair: 'yes', return_waiting_minutes: null },
        passengerDetails: { return_additional_info: 'Ring on arrival' },
      },
    };
    expect(bookingResultSchema.parse(answer).data).toMatchObject({
      booking: { booking_number: '1002', return_baby_seat: 2, return_wheel_chair: 'yes', return_waiting_minutes: 0 },
      passengerDetails: { return_additional_info: 'Ring on arrival' },
    });
    expect(bookingResultSchema.parse({ data: { booking: { booking_number: '1003' } } }).data.booking.return_baby_seat).toBeUndefined();
    const corporate = corporateBookingSchema.parse({
      booking_number: 1004,
      booking_details: { return_meet_and_greet: 'yes', return_booster_seat: '1' },
      passenger_detail: { return_additional_info: 'Back by 6' },
    });
    expect(corporate.booking_details).toMatchObject({ return_meet_and_greet: 'yes', return_booster_seat: 1 });
    expect(corporate.passenger_detail?.return_additional_info).toBe('Back by 6');
  });

  it.each([
    ['a bare key', 'pk_test_1', 'pk_test_1'],
    ['{ key }', { key: 'pk_test_2' }, 'pk_test_2'],
    ['{ publishable_key }', { publishable_key: 'pk_test_3' }, 'pk_test_3'],
  ])('reads the public key from %s', (_label, body, key) => {
    expect(publicKeyResponseSchema.parse(body)).toBe(key);
  });
});
