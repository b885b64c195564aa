import { selectedVehicleDataSchema, storedCheckoutAttemptIdSchema, type SelectedVehicleData } from '@booking/shared/api';
import { decodeValue, encodeValue, persistedAtom, type Store } from '@booking/shared/store';
import { pathTo } from '@booking/shared/domain';

/** localStorage key of the visitor's last card checkout attempt (ours; docs/checkout-attempts.md). */
const LAST_ATTEMPT_KEY = 'cardCheckoutAttempt';
/** localStorage key (ours) of the vehicle that attempt books. */
const LAST_ATTEMPT_VEHICLE_KEY = 'cardCheckoutVehicle';

/**
 * The id of the visitor's last card checkout attempt, from its creation until it is booked: while it is
 * paid and unresolved, the payment page offers its Try again instead of a second payment. Only the
 * opaque id is kept; the server holds the rest.
 */
export const lastCheckoutAttemptAtom = persistedAtom<string | null>(LAST_ATTEMPT_KEY, null, storedCheckoutAttemptIdSchema, {
  encode: (value) => JSON.stringify(value),
  decode: (text) => JSON.parse(text),
});

/**
 * The vehicle recorded with that attempt, for its confirmation: what was sent, not what another tab
 * stored while the visitor paid. Read only for the attempt it was recorded with (vehicleOfAttempt).
 */
const lastAttemptVehicleAtom = persistedAtom<SelectedVehicleData | null>(LAST_ATTEMPT_VEHICLE_KEY, null, selectedVehicleDataSchema, {
  encode: encodeValue,
  decode: decodeValue,
});

/** A new attempt was recorded on the server for this vehicle. */
export function rememberAttempt(store: Store, id: string, vehicle: SelectedVehicleData | null): void {
  store.set(lastCheckoutAttemptAtom, id);
  store.set(lastAttemptVehicleAtom, vehicle);
}

/** The last attempt is booked, unknown or expired: nothing of it is kept. */
export function forgetAttempt(store: Store): void {
  store.set(lastCheckoutAttemptAtom, null);
  store.set(lastAttemptVehicleAtom, null);
}

/** The vehicle attempt `id` books, when it is this browser's last attempt; else null (not known here). */
export const vehicleOfAttempt = (store: Store, id: string): SelectedVehicleData | null =>
  store.get(lastCheckoutAttemptAtom) === id ? store.get(lastAttemptVehicleAtom) : null;

/** Where the card provider returns for an attempt, and where its Try again goes. */
export const cardReturnPath = (attempt: string) => pathTo('cardSuccess', { attempt });
