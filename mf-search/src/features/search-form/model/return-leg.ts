import type { BookingForm } from '@booking/shared/api';
import { applyReturnCopyRules, movePickupDate } from '@booking/shared/domain';

/** 'Add Return': one_way -> return, filling the empty return fields by SPEC 4's copy rules. */
export function addReturnLeg(form: BookingForm): BookingForm {
  return applyReturnCopyRules({ ...form, select_option: 'return' as const });
}

/** The cross: back to one_way; the return fields keep their text in case the visitor adds it again. */
export function removeReturnLeg(form: BookingForm): BookingForm {
  return { ...form, select_option: 'one_way' };
}

/** A new pick-up date moves the return date to the next day (SPEC 4). */
export function changePickupDate(form: BookingForm, isoDate: string): BookingForm {
  return movePickupDate(form, isoDate);
}
