import { hourlyRateFormSchema, lazySchema, type HourlyRateForm } from '@booking/shared/api';
import { defaultHourlyRateForm } from '../../../domain/forms';
import { firstBookableSlot, hasPassed, isBeforeSlot, PASSED_TIME_MESSAGE } from '../../../lib/pickup-slot';
import { withFormRules } from '../../../lib/with-form-rules';
import { isBeforeUkToday } from '../../../domain/time';

const HOURLY_FORM_MESSAGES = {
  pickup: 'Enter the Pickup address',
  date: 'Choose a date',
  pastDate: 'Pick-up date cannot be earlier than today.',
} as const;

export function hourlyFormIssues(form: HourlyRateForm, now: Date | number = Date.now()) {
  const issues: { path: (keyof HourlyRateForm)[]; message: string }[] = [];
  if (form.pickup.trim() === '') issues.push({ path: ['pickup'], message: HOURLY_FORM_MESSAGES.pickup });
  if (!form.pickup_date) issues.push({ path: ['pickup_date'], message: HOURLY_FORM_MESSAGES.date });
  else if (isBeforeUkToday(form.pickup_date, now)) issues.push({ path: ['pickup_date'], message: HOURLY_FORM_MESSAGES.pastDate });
  else if (hasPassed(form, now)) issues.push({ path: ['pickup_hour'], message: PASSED_TIME_MESSAGE });
  return issues;
}

export const hourlyFormSchema = lazySchema(() => withFormRules(hourlyRateFormSchema, (form) => hourlyFormIssues(form)));

/**
 * The saved hourly journey while it can still be booked, else its pick-up moved to the first bookable
 * slot (now + GRACE_TIME minutes, rounded up to 5 minutes, UK time): the product's "today, 12am" default
 * is always in the past (product §10 "Visitor clarity"). A new form is 4 hours from that slot.
 */
export function initialHourlyForm(
  saved: HourlyRateForm | null | undefined,
  now: Date | number = Date.now(),
  graceMinutes = 0,
): HourlyRateForm {
  const slot = firstBookableSlot(graceMinutes, now);
  if (!saved) return { ...defaultHourlyRateForm(now), ...slot };
  return isBeforeSlot(saved, slot) ? { ...saved, ...slot } : saved;
}
