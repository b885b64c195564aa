import { randomInt } from 'node:crypto';
import type { CorporateBooking } from '@booking/shared/api';
import type { Db } from '../db/open';
import { legExtras } from './booking-extras';

/** A booking row as stored (see db/schema.ts). */
export type BookingRow = {
  id: number;
  booking_number: string;
  passenger_id: number | null;
  corporate_passenger_id: number | null;
  company_id: number | null;
  vehicle_id: number | null;
  ride_type: string;
  journey_type: string;
  pick_up_address: string;
  drop_off_address: string | null;
  pick_up_date: string;
  pick_up_time: string;
  return_pickup_address: string | null;
  return_dropoff_address: string | null;
  return_date: string | null;
  return_time: string | null;
  hourly_duration: string | null;
  flight_no: string | null;
  return_flight_no: string | null;
  payment_method: string;
  payment_id: string | null;
  stripe_session_id: string | null;
  idempotency_key: string | null;
  total_booking_amount: number;
  vehicle_qty: number;
  luggages: number;
  meet_and_greet: string;
  baby_seat: number;
  booster_seat: number;
  wheel_chair: string;
  special_luggages: number;
  waiting_minutes: number;
  return_meet_and_greet: string;
  return_baby_seat: number;
  return_booster_seat: number;
  return_wheel_chair: string;
  return_special_luggages: number;
  return_waiting_minutes: number;
  passenger_name: string;
  passenger_email: string;
  passenger_contact_no: string;
  additional_info: string;
  return_additional_info: string;
  total_passengers: number;
  response_json: string | null;
};

export type NewBooking = Omit<BookingRow, 'id' | 'booking_number' | 'response_json'>;
export type NewStop = { stop_address: string; stop_post_code: string; stop_street_number: string };
export type StopRow = NewStop & { id: number; booking_id: number; position: number };

/** An 8-digit number (the contact form accepts digits only), unique among bookings. */
function freshBookingNumber(db: Db): string {
  const exists = db.prepare('SELECT 1 FROM bookings WHERE booking_number = ?');
  for (;;) {
    const number = String(randomInt(10_000_000, 100_000_000));
    if (!exists.get(number)) return number;
  }
}

const COLUMNS = [
  'passenger_id',
  'corporate_passenger_id',
  'company_id',
  'vehicle_id',
  'ride_type',
  'journey_type',
  'pick_up_address',
  'drop_off_address',
  'pick_up_date',
  'pick_up_time',
  'return_pickup_address',
  'return_dropoff_address',
  'return_date',
  'return_time',
  'hourly_duration',
  'flight_no',
  'return_flight_no',
  'payment_method',
  'payment_id',
  'stripe_session_id',
  'idempotency_key',
  'total_booking_amount',
  'vehicle_qty',
  'luggages',
  'meet_and_greet',
  'baby_seat',
  'booster_seat',
  'wheel_chair',
  'special_luggages',
  'waiting_minutes',
  'return_meet_and_greet',
  'return_baby_seat',
  'return_booster_seat',
  'return_wheel_chair',
  'return_special_luggages',
  'return_waiting_minutes',
  'passenger_name',
  'passenger_email',
  'passenger_contact_no',
  'additional_info',
  'return_additional_info',
  'total_passengers',
] as const;

/** Inserts a booking and its stops in one transaction; returns the stored row and stops. */
export function insertBooking(db: Db, booking: NewBooking, stops: NewStop[]): { row: BookingRow; stops: StopRow[] } {
  return db.transaction(() => {
    const number = freshBookingNumber(db);
    const placeholders = COLUMNS.map((c) => `@${c}`).join(', ');
    const { lastInsertRowid } = db
      .prepare(`INSERT INTO bookings (booking_number, ${COLUMNS.join(', ')}) VALUES (@booking_number, ${placeholders})`)
      .run({ ...booking, booking_number: number });
    const insertStop = db.prepare(
      'INSERT INTO booking_stops (booking_id, position, stop_address, stop_post_code, stop_street_number) VALUES (?, ?, ?, ?, ?)',
    );
    stops.forEach((stop, i) => insertStop.run(lastInsertRowid, i + 1, stop.stop_address, stop.stop_post_code, stop.stop_street_number));
    return {
      row: db.prepare('SELECT * FROM bookings WHERE id = ?').get(lastInsertRowid) as BookingRow,
      stops: db.prepare('SELECT * FROM booking_stops WHERE booking_id = ? ORDER BY position').all(lastInsertRowid) as StopRow[],
    };
  })();
}

export function saveResponse(db: Db, bookingId: number, response: unknown): void {
  db.prepare('UPDATE bookings SET response_json = ? WHERE id = ?').run(JSON.stringify(response), bookingId);
}

/** The corporate list view of a booking (product §3, "Corporate booking"). */
export function corporateBookings(db: Db, passengerId: number): CorporateBooking[] {
  const rows = db
    .prepare(
      `SELECT b.*, v.category_name FROM bookings b LEFT JOIN vehicles v ON v.id = b.vehicle_id
       WHERE b.corporate_passenger_id = ? ORDER BY b.pick_up_date DESC, b.pick_up_time DESC`,
    )
    .all(passengerId) as (BookingRow & { category_name: string | null })[];
  const stopsOf = db.prepare('SELECT * FROM booking_stops WHERE booking_id = ? ORDER BY position');
  return rows.map((row) => ({
    booking_number: row.booking_number,
    pick_up_address: row.pick_up_address,
    drop_off_address: row.drop_off_address,
    pick_up_date: row.pick_up_date,
    pick_up_time: row.pick_up_time,
    return_date: row.return_date,
    return_time: row.return_time,
    flight_no: row.flight_no,
    return_flight_no: row.return_flight_no,
    payment_method: row.payment_method,
    total_booking_amount: row.total_booking_amount,
    ride_type: row.ride_type,
    hourly_duration: row.hourly_duration,
    fleet_category: row.category_name ? { category_name: row.category_name } : null,
    passenger_detail: {
      passenger_name: row.passenger_name,
      passenger_email: row.passenger_email,
      passenger_contact_no: row.passenger_contact_no,
      total_passengers: row.total_passengers,
      additional_info: row.additional_info,
      return_additional_info: row.return_additional_info,
    },
    booking_details: {
      luggages: row.luggages,
      vehicle_qty: row.vehicle_qty,
      ...legExtras(row),
    },
    booking_stops: (stopsOf.all(row.id) as StopRow[]).map((stop) => ({
      stop_address: stop.stop_address,
      stop_post_code: stop.stop_post_code,
      stop_street_number: stop.stop_street_number,
    })),
  }));
}
