import type { BookingForm } from '@booking/shared/api';
import { defaultBookingForm, movePickupDate } from '../../../domain/forms';
import { firstBookableSlot, isBeforeSlot, type PickupTime } from '../../../lib/pickup-slot';
import { isBeforeUkToday } from '../../../domain/time';

/** The form at `slot`: its time, and its date with the return date moved after it (product §4) when the day changes. */
function atSlot(form: BookingForm, slot: PickupTime): BookingForm {
  const timed = { ...form, pickup_hour: slot.pickup_hour, pickup_min: slot.pickup_min };
  return slot.pickup_date === form.pickup_date ? timed : movePickupDate(timed, slot.pickup_date);
}

/** A one-way form's return leg is hidden: its time is the outward one, ready for 'Add Return' (no silent 12am). */
const returnAtOutward = (form: BookingForm): BookingForm =>
  form.select_option === 'return' ? form : { ...form, return_hour: form.pickup_hour, return_min: form.pickup_min };

/**
 * The form a visitor sees: their saved journey when it is still in the future (UK days), else the
 * defaults (tomorrow, now rounded to 5 minutes). A stale saved date is never offered, nor a pick-up
 * before the first bookable slot (now + GRACE_TIME, rounded up to 5 minutes): that becomes the slot.
 * A one-way form's return time is its outward time.
 */
export function initialQuoteForm(saved: BookingForm | null | undefined, now: Date | number = Date.now(), graceMinutes = 0): BookingForm {
  return returnAtOutward(offeredForm(saved, now, graceMinutes));
}

function offeredForm(saved: BookingForm | null | undefined, now: Date | number, graceMinutes: number): BookingForm {
  const slot = firstBookableSlot(graceMinutes, now);
  const defaults = defaultBookingForm(now);
  const fresh = isBeforeSlot(defaults, slot) ? atSlot(defaults, slot) : defaults;
  if (!saved) return fresh;
  if (!saved.pickup_date || isBeforeUkToday(saved.pickup_date, now)) {
    return {
      ...saved,
      pickup_date: fresh.pickup_date,
      return_date: fresh.return_date,
      pickup_hour: fresh.pickup_hour,
      pickup_min: fresh.pickup_min,
    };
  }
  return isBeforeSlot(saved, slot) ? atSlot(saved, slot) : saved;
}
