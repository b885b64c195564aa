import type { BookingForm } from '@booking/shared/api';
import { defaultBookingForm, isBeforeUkToday } from '@booking/shared/domain';

/**
 * The form a visitor sees: their saved journey when it is still in the future (UK days), else the
 * defaults (tomorrow, now rounded to 5 minutes). A stale saved date is never offered.
 */
export function initialQuoteForm(saved: BookingForm | null | undefined, now: Date | number = Date.now()): BookingForm {
  const fresh = defaultBookingForm(now);
  if (!saved) return fresh;
  if (!saved.pickup_date || isBeforeUkToday(saved.pickup_date, now)) {
    return { ...saved, pickup_date: fresh.pickup_date, return_date: fresh.return_date, pickup_hour: fresh.pickup_hour, pickup_min: fresh.pickup_min };
  }
  return saved;
}
