import type { BookingForm, BookingType, HourlyRateForm } from '@booking/shared/api';

export interface FlightRow {
  label: string;
  value: string;
}

/**
 * Each leg's flight or train number, as the visitor gave it (search or personal details), for the payment
 * page (product §10 "What the visitor sees"): the hourly form's, or the distance form's outward and, on a
 * return trip, return one. Nothing for a leg without one.
 */
export function flightRows(bookingType: BookingType | null, form: BookingForm | null, hourly: HourlyRateForm | null): FlightRow[] {
  const rows = (pairs: [string, string | undefined][]) =>
    pairs.flatMap(([label, value]) => (value?.trim() ? [{ label, value: value.trim() }] : []));
  if (bookingType === 'hourly') return rows([['Flight or Train Number', hourly?.pickup_fight_number]]);
  if (!form) return [];
  return rows([
    ['Flight or Train Number', form.pickup_fight_number],
    ['Return Flight or Train Number', form.select_option === 'return' ? form.return_fight_number : undefined],
  ]);
}
