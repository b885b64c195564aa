import type { BookingForm } from '@booking/shared/api';
import { HttpError } from '../http/errors';
import type { TariffRow } from './catalogue';

// The form's own names (product §10 "Visitor clarity": 'Luggage' for large cases, 'Hand Luggage' for small bags).
const ROOM = [
  ['passengers', 'seats', 'Passengers'],
  ['luggages', 'luggage', 'Luggage'],
  ['hand_luggages', 'hand_luggage', 'Hand Luggage'],
] as const;

/**
 * Each leg's passengers and luggage fit in the vehicles booked: the vehicle's room (from the database,
 * never the body's copy) times their number. Hourly forms carry no counts, so only distance forms come here.
 */
export function assertFits(form: BookingForm, vehicle: TariffRow, quantity: number) {
  const legs = form.select_option === 'return' ? (['', 'return_'] as const) : ([''] as const);
  for (const leg of legs) {
    for (const [field, room, what] of ROOM) {
      const booked = form[`${leg}${field}`];
      const max = vehicle[room] * quantity;
      if (booked <= max) continue;
      const where = leg ? ' on the return' : '';
      const vehicles = `${quantity} vehicle${quantity === 1 ? '' : 's'}`;
      throw new HttpError(
        400,
        `Too many for the ${vehicle.category_name}${where}: ${what} ${booked}, at most ${max} for ${vehicles}. Please choose a larger vehicle or more vehicles.`,
      );
    }
  }
}
