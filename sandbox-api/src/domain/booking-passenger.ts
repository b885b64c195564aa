import type { ClientMode, RegistrationData } from '@booking/shared/api';
import type { Db } from '../db/open';
import { HttpError } from '../http/errors';
import { findAccount, type PassengerRow } from './accounts';
import { hashPassword, verifyPassword } from './passwords';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type BookingPassenger = { id: number; travellerName: string; travellerEmail: string; travellerPhone: string };
/** The client's allowance of new accounts: `check` refuses (429) when none is left, `take` spends one. */
export type AccountGate = { check: () => void; take: () => void };

/**
 * Who books (product §5's checks, in order): a guest, a new client (whose account is created
 * here) or an existing client (whose password is checked again). Someone else may travel.
 */
export async function bookingPassenger(db: Db, data: RegistrationData, mode: ClientMode, accounts: AccountGate): Promise<BookingPassenger> {
  const email = data.email.trim();
  if (!email) throw new HttpError(422, 'Enter Passenger Email to receive booking details');
  if (!EMAIL.test(email)) throw new HttpError(422, 'Please enter a valid e-mail address.');
  if (mode !== 'guest_login' && !data.password) throw new HttpError(422, 'Enter Password for booking');
  if (mode === 'new_client' && !data.privacyAccepted) throw new HttpError(422, 'Please Accept Our Privacy Policies');
  if (mode === 'new_client' && !data.termsAccepted) throw new HttpError(422, 'Please Accept Our Term and Conditions');

  const name =
    [data.firstName, data.surname]
      .map((part) => part.trim())
      .filter(Boolean)
      .join(' ') ||
    data.username.trim() ||
    email;
  const phone = data.number.trim();
  let row: PassengerRow | undefined;
  if (mode === 'existing_client') {
    row = findAccount(db, 'website', email);
    if (!row || !(await verifyPassword(data.password, row.password_hash))) {
      throw new HttpError(401, 'The e-mail or password is not correct. Please check them, or book as a new client.');
    }
  } else if (mode === 'new_client') {
    if (data.password.length < 8) throw new HttpError(422, 'Please choose a password of at least 8 characters.');
    accounts.check();
    if (findAccount(db, 'website', email)) {
      throw new HttpError(409, 'An account with this e-mail already exists. Please sign in as an existing client.');
    }
    const hash = await hashPassword(data.password);
    // Checked again after the hash's wait, then spent with the insert, with no await between: twins cannot both slip through.
    accounts.check();
    const created = db
      .prepare("INSERT OR IGNORE INTO passengers (type, name, email, phone, password_hash) VALUES ('website', ?, ?, ?, ?)")
      .run(name, email, phone, hash);
    if (!created.changes) throw new HttpError(409, 'An account with this e-mail already exists. Please sign in as an existing client.');
    accounts.take();
    row = findAccount(db, 'website', email);
  } else {
    const { lastInsertRowid } = db
      .prepare("INSERT INTO passengers (type, name, email, phone) VALUES ('guest', ?, ?, ?)")
      .run(name, email, phone);
    row = db.prepare('SELECT * FROM passengers WHERE id = ?').get(lastInsertRowid) as PassengerRow;
  }

  const someoneElse = data.passengerDetails === 'yes' && data.passengerName.trim();
  return {
    id: row!.id,
    travellerName: someoneElse ? data.passengerName.trim() : row!.name,
    travellerEmail: someoneElse && data.passengerEmail.trim() ? data.passengerEmail.trim() : email,
    travellerPhone: someoneElse && data.passengerPhone.trim() ? data.passengerPhone.trim() : phone || row!.phone,
  };
}
