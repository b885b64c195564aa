import type { Db } from '../db/open';
import { TABLES } from '../db/schema';
import { insertBooking, type NewBooking } from '../domain/booking-store';
import { geocode } from '../geo/geocode';
import { ukDate } from '../domain/uk-time';
import { DEMO_CLIENT, DEMO_CORPORATE, seedHash } from './accounts';
import { SEED_POPULAR_ADDRESSES } from './addresses';
import { DEMO_BOOKINGS } from './bookings';
import { ON_REQUEST_TARIFFS, SEED_BANNED, SEED_COMPANIES, SEED_TARIFFS, SEED_VEHICLES } from './catalogue';
import { SEED_SETTINGS } from './settings';

/** Empties every table and writes the seed (what `npm run seed` and POST /sandbox/reset do). */
export function resetToSeed(db: Db, now = Date.now()): void {
  db.transaction(() => {
    for (const table of TABLES) db.prepare(`DELETE FROM ${table}`).run();
    writeSeed(db, now);
  })();
}

/** Seeds an empty database; on a seeded one only adds settings that a newer version introduced. */
export function ensureSeeded(db: Db, now = Date.now()): void {
  const { count } = db.prepare('SELECT COUNT(*) AS count FROM companies').get() as { count: number };
  if (count === 0) return resetToSeed(db, now);
  const add = db.prepare('INSERT OR IGNORE INTO settings (name, value) VALUES (?, ?)');
  for (const [name, value] of Object.entries(SEED_SETTINGS)) add.run(name, value);
}

function writeSeed(db: Db, now: number) {
  const insertSetting = db.prepare('INSERT INTO settings (name, value) VALUES (?, ?)');
  Object.entries(SEED_SETTINGS).forEach(([name, value]) => insertSetting.run(name, value));
  const insertCompany = db.prepare('INSERT INTO companies (id, name, rating) VALUES (@id, @name, @rating)');
  SEED_COMPANIES.forEach((company) => insertCompany.run(company));
  const insertVehicle = db.prepare(
    'INSERT INTO vehicles (id, category_name, image, seats, luggage, hand_luggage, sort) VALUES (@id, @category_name, @image, @seats, @luggage, @hand_luggage, @id)',
  );
  SEED_VEHICLES.forEach((vehicle) => insertVehicle.run(vehicle));
  const insertTariff = db.prepare(
    'INSERT INTO tariffs VALUES (@company_id, @vehicle_id, @base_fare, @per_mile, @per_minute, @minimum_fare, @hourly_rate)',
  );
  [...SEED_TARIFFS, ...ON_REQUEST_TARIFFS].forEach((tariff) => insertTariff.run(tariff));
  const insertAddress = db.prepare('INSERT INTO popular_addresses (address, lat, lon) VALUES (?, ?, ?)');
  for (const address of SEED_POPULAR_ADDRESSES) {
    const point = geocode(address);
    if (!point) throw new Error(`Seed address does not resolve: ${address}`);
    insertAddress.run(address, point.lat, point.lon);
  }
  SEED_BANNED.forEach((pattern) => db.prepare('INSERT INTO banned_addresses (pattern) VALUES (?)').run(pattern));

  const insertPassenger = db.prepare('INSERT INTO passengers (type, name, email, phone, password_hash) VALUES (?, ?, ?, ?, ?)');
  const corporateId = Number(
    insertPassenger.run('corporate', DEMO_CORPORATE.name, DEMO_CORPORATE.email, DEMO_CORPORATE.phone, seedHash(DEMO_CORPORATE.password))
      .lastInsertRowid,
  );
  insertPassenger.run('website', DEMO_CLIENT.name, DEMO_CLIENT.email, DEMO_CLIENT.phone, seedHash(DEMO_CLIENT.password));

  for (const seed of DEMO_BOOKINGS) {
    const { days, time, return_days = 1, stops = [], ...fields } = seed;
    const isReturn = fields.journey_type === 'return';
    const booking: NewBooking = {
      passenger_id: corporateId,
      corporate_passenger_id: corporateId,
      company_id: 1,
      vehicle_id: 1,
      ride_type: 'Q',
      journey_type: 'one_way',
      pick_up_address: '',
      drop_off_address: null,
      pick_up_date: ukDate(days, now),
      pick_up_time: time,
      return_pickup_address: isReturn ? (fields.drop_off_address ?? null) : null,
      return_dropoff_address: isReturn ? (fields.pick_up_address ?? null) : null,
      return_date: isReturn ? ukDate(days + return_days, now) : null,
      return_time: null,
      hourly_duration: null,
      flight_no: null,
      return_flight_no: null,
      payment_method: 'car',
      payment_id: null,
      stripe_session_id: null,
      idempotency_key: null,
      total_booking_amount: 0,
      vehicle_qty: 1,
      luggages: 1,
      meet_and_greet: 'no',
      baby_seat: 0,
      booster_seat: 0,
      wheel_chair: 'no',
      special_luggages: 0,
      waiting_minutes: 0,
      return_meet_and_greet: 'no',
      return_baby_seat: 0,
      return_booster_seat: 0,
      return_wheel_chair: 'no',
      return_special_luggages: 0,
      return_waiting_minutes: 0,
      passenger_name: DEMO_CORPORATE.name,
      passenger_email: DEMO_CORPORATE.email,
      passenger_contact_no: DEMO_CORPORATE.phone,
      additional_info: '',
      return_additional_info: '',
      total_passengers: 1,
      ...fields,
    };
    if (booking.payment_method === 'card') booking.payment_id = `pi_sandbox_seed_${days < 0 ? 'p' : 'f'}${Math.abs(days)}`;
    insertBooking(db, booking, stops);
  }
}
