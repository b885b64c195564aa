import type { BookingForm, BookingType } from '@booking/shared/api';
import { mentionsAirportOrTerminal } from '@booking/shared/domain';

export interface JourneyFields {
  /** The pickup mentions an airport or terminal: ask for the flight, station, port or ferry. */
  pickup: boolean;
  /** The same for the return leg, read from the return drop-off (product §2). */
  return: boolean;
  isReturnTrip: boolean;
}

/**
 * product §2's journey fields. They are stored in the booking form (pickup_fight_number,
 * return_fight_number), which only distance bookings have (docs/decisions/checkout.md).
 */
export function journeyFieldsFor(bookingType: BookingType | null, form: BookingForm | null): JourneyFields {
  if (bookingType === 'hourly' || !form) return { pickup: false, return: false, isReturnTrip: false };
  const isReturnTrip = form.select_option === 'return';
  return {
    pickup: mentionsAirportOrTerminal(form.pickup),
    return: isReturnTrip && mentionsAirportOrTerminal(form.return_dropoff),
    isReturnTrip,
  };
}
