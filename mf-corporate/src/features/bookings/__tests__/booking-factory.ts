import type { CorporateBooking } from '@booking/shared/api';

/** A corporate booking as the API sends it, with what a test changes. */
export const aBooking = (fields: Partial<CorporateBooking> = {}): CorporateBooking => ({
  booking_number: '10000001',
  pick_up_address: 'Heathrow Airport Terminal 5',
  drop_off_address: 'The Savoy, Strand',
  pick_up_date: '2026-01-10',
  pick_up_time: '07:30',
  return_date: null,
  return_time: null,
  flight_no: null,
  return_flight_no: null,
  payment_method: 'car',
  total_booking_amount: 68.4,
  ride_type: 'Q',
  fleet_category: { category_name: 'Saloon' },
  passenger_detail: null,
  booking_details: null,
  booking_stops: [],
  ...fields,
});
