// The sandbox's tables. Money is stored in pounds (REAL, rounded to pence by the code that writes it).
export const SCHEMA = `
CREATE TABLE IF NOT EXISTS settings (name TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS companies (id INTEGER PRIMARY KEY, name TEXT NOT NULL, rating REAL NOT NULL);
CREATE TABLE IF NOT EXISTS vehicles (
  id INTEGER PRIMARY KEY, category_name TEXT NOT NULL, image TEXT NOT NULL,
  seats INTEGER NOT NULL, luggage INTEGER NOT NULL, hand_luggage INTEGER NOT NULL, sort INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS tariffs (
  company_id INTEGER NOT NULL REFERENCES companies(id), vehicle_id INTEGER NOT NULL REFERENCES vehicles(id),
  base_fare REAL NOT NULL, per_mile REAL NOT NULL, per_minute REAL NOT NULL, minimum_fare REAL NOT NULL,
  hourly_rate REAL NOT NULL, PRIMARY KEY (company_id, vehicle_id));
CREATE TABLE IF NOT EXISTS popular_addresses (id INTEGER PRIMARY KEY, address TEXT NOT NULL, lat REAL NOT NULL, lon REAL NOT NULL);
CREATE TABLE IF NOT EXISTS banned_addresses (id INTEGER PRIMARY KEY, pattern TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS passengers (
  id INTEGER PRIMARY KEY, type TEXT NOT NULL CHECK (type IN ('website', 'corporate', 'guest')),
  name TEXT NOT NULL, email TEXT NOT NULL COLLATE NOCASE, phone TEXT NOT NULL DEFAULT '', password_hash TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')));
CREATE UNIQUE INDEX IF NOT EXISTS passengers_account ON passengers(type, email) WHERE type <> 'guest';
CREATE TABLE IF NOT EXISTS tokens (
  token_hash TEXT PRIMARY KEY, passenger_id INTEGER NOT NULL REFERENCES passengers(id), expires_at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS reset_codes (
  email TEXT PRIMARY KEY COLLATE NOCASE, code_hash TEXT NOT NULL, expires_at INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0, verified INTEGER NOT NULL DEFAULT 0);
CREATE TABLE IF NOT EXISTS checkout_sessions (
  id TEXT PRIMARY KEY, amount INTEGER NOT NULL, currency TEXT NOT NULL, frontend_url TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('open', 'paid', 'canceled')), payment_id TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')));
CREATE TABLE IF NOT EXISTS checkout_quotes (
  session_id TEXT PRIMARY KEY REFERENCES checkout_sessions(id), quoted_at INTEGER NOT NULL, expires_at INTEGER NOT NULL,
  total REAL, extras_json TEXT, breakdown_json TEXT, fingerprint TEXT, corporate_passenger_id INTEGER REFERENCES passengers(id));
CREATE TABLE IF NOT EXISTS checkout_declines (
  session_id TEXT PRIMARY KEY REFERENCES checkout_sessions(id), message TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')));
CREATE TABLE IF NOT EXISTS bookings (
  id INTEGER PRIMARY KEY, booking_number TEXT NOT NULL UNIQUE, passenger_id INTEGER REFERENCES passengers(id),
  corporate_passenger_id INTEGER REFERENCES passengers(id), company_id INTEGER, vehicle_id INTEGER,
  ride_type TEXT NOT NULL, journey_type TEXT NOT NULL, pick_up_address TEXT NOT NULL, drop_off_address TEXT,
  pick_up_date TEXT NOT NULL, pick_up_time TEXT NOT NULL, return_pickup_address TEXT, return_dropoff_address TEXT,
  return_date TEXT, return_time TEXT, hourly_duration TEXT, flight_no TEXT, return_flight_no TEXT,
  payment_method TEXT NOT NULL, payment_id TEXT, stripe_session_id TEXT UNIQUE, idempotency_key TEXT UNIQUE,
  total_booking_amount REAL NOT NULL, vehicle_qty INTEGER NOT NULL, luggages INTEGER NOT NULL DEFAULT 0,
  meet_and_greet TEXT NOT NULL DEFAULT 'no', baby_seat INTEGER NOT NULL DEFAULT 0, booster_seat INTEGER NOT NULL DEFAULT 0,
  wheel_chair TEXT NOT NULL DEFAULT 'no', special_luggages INTEGER NOT NULL DEFAULT 0, waiting_minutes INTEGER NOT NULL DEFAULT 0,
  return_meet_and_greet TEXT NOT NULL DEFAULT 'no', return_baby_seat INTEGER NOT NULL DEFAULT 0,
  return_booster_seat INTEGER NOT NULL DEFAULT 0, return_wheel_chair TEXT NOT NULL DEFAULT 'no',
  return_special_luggages INTEGER NOT NULL DEFAULT 0, return_waiting_minutes INTEGER NOT NULL DEFAULT 0,
  passenger_name TEXT NOT NULL, passenger_email TEXT NOT NULL, passenger_contact_no TEXT NOT NULL DEFAULT '',
  additional_info TEXT NOT NULL DEFAULT '', return_additional_info TEXT NOT NULL DEFAULT '',
  total_passengers INTEGER NOT NULL DEFAULT 1, response_json TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')));
CREATE INDEX IF NOT EXISTS bookings_corporate ON bookings(corporate_passenger_id);
CREATE TABLE IF NOT EXISTS booking_stops (
  id INTEGER PRIMARY KEY, booking_id INTEGER NOT NULL REFERENCES bookings(id), position INTEGER NOT NULL,
  stop_address TEXT NOT NULL, stop_post_code TEXT NOT NULL DEFAULT '', stop_street_number TEXT NOT NULL DEFAULT '');
CREATE TABLE IF NOT EXISTS contact_messages (
  id INTEGER PRIMARY KEY, payload TEXT NOT NULL, created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')));
CREATE TABLE IF NOT EXISTS quote_requests (
  id INTEGER PRIMARY KEY, payload TEXT NOT NULL, created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')));
CREATE TABLE IF NOT EXISTS outbox (
  id INTEGER PRIMARY KEY, recipient TEXT NOT NULL COLLATE NOCASE, subject TEXT NOT NULL, body TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')));
`;

/** Every table, children first, so a reset can empty them in a safe order. */
export const TABLES = [
  'outbox',
  'quote_requests',
  'contact_messages',
  'booking_stops',
  'bookings',
  'checkout_declines',
  'checkout_quotes',
  'checkout_sessions',
  'reset_codes',
  'tokens',
  'passengers',
  'banned_addresses',
  'popular_addresses',
  'tariffs',
  'vehicles',
  'companies',
  'settings',
];
