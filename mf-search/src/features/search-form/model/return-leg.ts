import type { BookingForm } from '@booking/shared/api';
import { applyReturnCopyRules, movePickupDate } from '../../../domain/forms';

/**
 * 'Add Return': one_way -> return, filling the empty return fields by product §4's copy rules. The
 * return passengers start at the default 1, which counts as empty here: the same party travels back.
 * The return starts at the outward time (product §10 "What the visitor sees": no silent midnight),
 * unless the visitor chose a return time (`keepReturnTime`).
 */
export function addReturnLeg(form: BookingForm, keepReturnTime = false): BookingForm {
  const returnPassengers = Number(form.return_passengers) > 1 ? form.return_passengers : 0;
  const time = keepReturnTime ? {} : { return_hour: form.pickup_hour, return_min: form.pickup_min };
  return applyReturnCopyRules({ ...form, ...time, select_option: 'return' as const, return_passengers: returnPassengers });
}

/** The return time as one value, to tell the time the form set from one the visitor chose. */
export const returnTimeOf = (form: Pick<BookingForm, 'return_hour' | 'return_min'>) => `${form.return_hour}:${form.return_min}`;

const COPIED_FIELDS = ['return_pickup', 'return_dropoff', 'return_passengers'] as const;

/**
 * The copy rules hold for the whole form, not only at the 'Add Return' click: a return trip whose
 * outbound addresses were typed afterwards gets its empty return fields filled on submit.
 */
export function returnFieldsToCopy(form: BookingForm): Partial<BookingForm> {
  if (form.select_option !== 'return') return {};
  const copied = applyReturnCopyRules(form);
  return Object.fromEntries(COPIED_FIELDS.filter((name) => copied[name] !== form[name]).map((name) => [name, copied[name]]));
}

/** The cross: back to one_way; the return fields keep their text in case the visitor adds it again. */
export function removeReturnLeg(form: BookingForm): BookingForm {
  return { ...form, select_option: 'one_way' };
}

/** A new pick-up date moves the return date to the next day (product §4). */
export function changePickupDate(form: BookingForm, isoDate: string): BookingForm {
  return movePickupDate(form, isoDate);
}
