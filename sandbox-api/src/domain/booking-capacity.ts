import type { BookingForm } from '@booking/shared/api';
import { HttpError } from '../http/errors';
import type { TariffRow } from './catalogue';

const ROOM = [
  ['passengers', 'seats', 'passengers'],
  ['luggages', 'luggage', 'large cases (luggage)'],
  ['hand_luggages', 'hand_luggage', 'pieces of hand luggage'],
] as const;

/**
 * Each leg's passengers and luggage fit in the vehicles booked: the vehicle's room (from the database,
 * never the body's copy) times their number. Hourly hires carry no counts.
 */
export function assertFits(form: BookingForm | null | undefined, vehicle: TariffRow, quantity: number) {
  if (!form) return;
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
        `Too many ${what}${where} for the ${vehicle.category_name}: ${booked} booked, ${max} at most for ${vehicles}. Please choose a larger vehicle or more vehicles.`,
      );
    }
  }
}
