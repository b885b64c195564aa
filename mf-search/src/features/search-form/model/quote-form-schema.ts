import { bookingFormSchema, lazySchema, type BookingForm } from '@booking/shared/api';
import { hasPassed, PASSED_TIME_MESSAGE } from '../../../lib/pickup-slot';
import { withFormRules } from '../../../lib/with-form-rules';
import { isBeforeUkToday } from '../../../domain/time';

const QUOTE_FORM_MESSAGES = {
  pickup: 'Enter the Pick-Up address',
  dropoff: 'Enter the Drop-Off address',
  return_pickup: 'Enter the Return Pick-Up address',
  return_dropoff: 'Enter the Return Drop-Off address',
  pastDate: 'Pick-up date cannot be earlier than today.',
  returnBeforePickup: 'The return date cannot be earlier than the pick-up date.',
  date: 'Choose a date',
} as const;

type Issue = { path: (keyof BookingForm)[]; message: string };

/** product §5 for the 'GET A QUOTE' form; `now` is injectable so UK-midnight cases can be tested. */
export function quoteFormIssues(form: BookingForm, now: Date | number = Date.now()): Issue[] {
  const issues: Issue[] = [];
  const blank = (v: string) => v.trim() === '';
  if (blank(form.pickup)) issues.push({ path: ['pickup'], message: QUOTE_FORM_MESSAGES.pickup });
  if (blank(form.dropoff)) issues.push({ path: ['dropoff'], message: QUOTE_FORM_MESSAGES.dropoff });
  if (!form.pickup_date) issues.push({ path: ['pickup_date'], message: QUOTE_FORM_MESSAGES.date });
  else if (isBeforeUkToday(form.pickup_date, now)) issues.push({ path: ['pickup_date'], message: QUOTE_FORM_MESSAGES.pastDate });
  else if (hasPassed(form, now)) issues.push({ path: ['pickup_hour'], message: PASSED_TIME_MESSAGE });
  if (form.select_option === 'return') {
    if (blank(form.return_pickup)) issues.push({ path: ['return_pickup'], message: QUOTE_FORM_MESSAGES.return_pickup });
    if (blank(form.return_dropoff)) issues.push({ path: ['return_dropoff'], message: QUOTE_FORM_MESSAGES.return_dropoff });
    if (!form.return_date) issues.push({ path: ['return_date'], message: QUOTE_FORM_MESSAGES.date });
    else if (form.return_date < form.pickup_date) {
      issues.push({ path: ['return_date'], message: QUOTE_FORM_MESSAGES.returnBeforePickup });
    } else if (hasPassed({ pickup_date: form.return_date, pickup_hour: form.return_hour, pickup_min: form.return_min }, now)) {
      issues.push({ path: ['return_hour'], message: PASSED_TIME_MESSAGE });
    }
  }
  return issues;
}

/** The resolver's schema: the API's BookingForm shape plus the form rules above. */
export const quoteFormSchema = lazySchema(() => withFormRules(bookingFormSchema, (form) => quoteFormIssues(form)));

/** On a one-way trip every return_* field goes back to its schema default (blank, 12am, 0, 'no'). */
const withoutReturnLeg = (form: BookingForm) => Object.fromEntries(Object.entries(form).filter(([name]) => !name.startsWith('return_')));

/** What is stored and posted: empty stops dropped, the return leg blanked on a one-way trip. */
export function toStoredBookingForm(form: BookingForm): BookingForm {
  const stops = form.stops.filter((s) => [s.street_name, s.number, s.postcode].some((v) => v.trim() !== ''));
  const legs = form.select_option === 'return' ? form : withoutReturnLeg(form);
  return bookingFormSchema.parse({ ...legs, stops });
}
