import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDb } from '../db/open';
import { addMissingColumns } from '../db/upgrade';
import { corporateBookings } from '../domain/booking-store';

// The bookings table as versions before the return leg's extras made it (no return_* extras, no return note).
const OLDER_BOOKINGS = `
CREATE TABLE bookings (
  id INTEGER PRIMARY KEY, booking_number TEXT NOT NULL UNIQUE, passenger_id INTEGER, corporate_passenger_id INTEGER,
  company_id INTEGER, vehicle_id INTEGER, ride_type TEXT NOT NULL, journey_type TEXT NOT NULL, pick_up_address TEXT NOT NULL,
  drop_off_address TEXT, pick_up_date TEXT NOT NULL, pick_up_time TEXT NOT NULL, return_pickup_address TEXT,
  return_dropoff_address TEXT, return_date TEXT, return_time TEXT, hourly_duration TEXT, flight_no TEXT, return_flight_no TEXT,
  payment_method TEXT NOT NULL, payment_id TEXT, stripe_session_id TEXT UNIQUE, idempotency_key TEXT UNIQUE,
  total_booking_amount REAL NOT NULL, vehicle_qty INTEGER NOT NULL, luggages INTEGER NOT NULL DEFAULT 0,
  meet_and_greet TEXT NOT NULL DEFAULT 'no', baby_seat INTEGER NOT NULL DEFAULT 0, booster_seat INTEGER NOT NULL DEFAULT 0,
  wheel_chair TEXT NOT NULL DEFAULT 'no', special_luggages INTEGER NOT NULL DEFAULT 0, waiting_minutes INTEGER NOT NULL DEFAULT 0,
  passenger_name TEXT NOT NULL, passenger_email TEXT NOT NULL, passenger_contact_no TEXT NOT NULL DEFAULT '',
  additional_info TEXT NOT NULL DEFAULT '', total_passengers INTEGER NOT NULL DEFAULT 1, response_json TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')));
INSERT INTO bookings (booking_number, corporate_passenger_id, ride_type, journey_type, pick_up_address, pick_up_date, pick_up_time,
  return_date, payment_method, total_booking_amount, vehicle_qty, baby_seat, passenger_name, passenger_email, additional_info)
VALUES ('12345678', 7, 'Q', 'return', 'Heathrow Airport Terminal 5', '2030-06-11', '15:15', '2030-06-14', 'car', 88, 1, 1,
  'Dana Demo', 'demo@example.com', 'Ring on arrival');
`;

const RETURN_COLUMNS = [
  'return_meet_and_greet',
  'return_baby_seat',
  'return_booster_seat',
  'return_wheel_chair',
  'return_special_luggages',
  'return_waiting_minutes',
  'return_additional_info',
];

describe('a database file made by an older version', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'sandbox-upgrade-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const olderFile = () => {
    const file = join(dir, 'sandbox.db');
    const older = new Database(file);
    older.exec(OLDER_BOOKINGS);
    older.close();
    return file;
  };

  it('opens with the return leg’s extras and note added, its bookings kept with the defaults', () => {
    const db = openDb(olderFile());
    try {
      const columns = (db.prepare('PRAGMA table_info(bookings)').all() as { name: string }[]).map((column) => column.name);
      expect(columns).toEqual(expect.arrayContaining(RETURN_COLUMNS));
      const [kept] = corporateBookings(db, 7);
      expect(kept.booking_details).toMatchObject({
        baby_seat: 1,
        return_baby_seat: 0,
        return_wheel_chair: 'no',
        return_waiting_minutes: 0,
      });
      expect(kept.passenger_detail).toMatchObject({ additional_info: 'Ring on arrival', return_additional_info: '' });
    } finally {
      db.close();
    }
  });

  it('adds nothing the second time, nor to a database of this version', () => {
    const file = olderFile();
    openDb(file).close();
    const again = new Database(file);
    try {
      expect(addMissingColumns(again)).toEqual([]);
    } finally {
      again.close();
    }
    const fresh = openDb(':memory:');
    expect(addMissingColumns(fresh)).toEqual([]);
    fresh.close();
  });
});
