import { hourlyRateFormSchema, lazySchema, type HourlyRateForm } from '@booking/shared/api';
import { defaultHourlyRateForm, isBeforeUkToday } from '@booking/shared/domain';
import { withFormRules } from '../../../lib/with-form-rules';

export const HOURLY_FORM_MESSAGES = {
  pickup: 'Enter the Pickup address',
  date: 'Choose a date',
  pastDate: 'Pick-up date cannot be earlier than today.',
} as const;

export function hourlyFormIssues(form: HourlyRateForm, now: Date | number = Date.now()) {
  const issues: { path: (keyof HourlyRateForm)[]; message: string }[] = [];
  if (form.pickup.trim() === '') issues.push({ path: ['pickup'], message: HOURLY_FORM_MESSAGES.pickup });
  if (!form.pickup_date) issues.push({ path: ['pickup_date'], message: HOURLY_FORM_MESSAGES.date });
  else if (isBeforeUkToday(form.pickup_date, now)) issues.push({ path: ['pickup_date'], message: HOURLY_FORM_MESSAGES.pastDate });
  return issues;
}

export const hourlyFormSchema = lazySchema(() => withFormRules(hourlyRateFormSchema, (form) => hourlyFormIssues(form)));

/** The saved hourly journey while its date is today or later (UK), else today's defaults. */
export function initialHourlyForm(saved: HourlyRateForm | null | undefined, now: Date | number = Date.now()): HourlyRateForm {
  const fresh = defaultHourlyRateForm(now);
  if (!saved) return fresh;
  if (!saved.pickup_date || isBeforeUkToday(saved.pickup_date, now)) return { ...saved, pickup_date: fresh.pickup_date };
  return saved;
}
