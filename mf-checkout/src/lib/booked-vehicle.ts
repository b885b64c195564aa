import { selectedVehicleDataSchema, type SelectedVehicleData } from '@booking/shared/api';
import {
  bookingConfirmationAtom,
  decodeValue,
  encodeValue,
  persistedAtom,
  type BookingConfirmation,
  type Store,
} from '@booking/shared/store';

/** localStorage key (ours): the vehicle of the kept confirmation, encoded like selectedVehicleData. */
const BOOKED_VEHICLE_KEY = 'bookedVehicle';

/**
 * The vehicle the kept confirmation booked, as the visitor chose it (type, operator, quantity): the
 * booking answer does not carry it, and selectedVehicleData is cleared once the confirmation shows.
 * Written only together with `bookingConfirmation` (keepConfirmation), so it always describes that one.
 */
export const bookedVehicleAtom = persistedAtom<SelectedVehicleData | null>(BOOKED_VEHICLE_KEY, null, selectedVehicleDataSchema, {
  encode: encodeValue,
  decode: decodeValue,
});

/** Keeps a confirmation and the vehicle it booked (null when this browser does not know it). */
export function keepConfirmation(store: Store, confirmation: BookingConfirmation, vehicle: SelectedVehicleData | null): void {
  store.set(bookingConfirmationAtom, confirmation);
  store.set(bookedVehicleAtom, vehicle);
}
