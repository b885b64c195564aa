import { z } from 'zod';
import type { BookingForm, BookingType, HourlyRateForm, InstantEmailPayload } from '@booking/shared/api';
import { to24HourTime } from '@booking/shared/domain';
import { defaultPickupTime } from '../../../domain/forms';
import { distanceNotes, hourlyNotes } from './journey-notes';
import { isBeforeUkToday, ukToday } from '../../../domain/time';

export const QUOTE_SENT = 'Your booking has been sent!';
export const QUOTE_FAILED = 'There was a problem sending your booking.';

/** Digits, with spaces, dashes, brackets and one leading + as people write numbers ('07700 900123', '+44 (0)20 7946-0000'). */
const PHONE_TEXT = /^\+?[\d\s()-]*\d[\d\s()-]*$/;
const PHONE_MESSAGES = {
  missing: 'Enter your telephone number',
  format: 'Use digits only (spaces, dashes, brackets and a leading + are fine)',
} as const;

/** What is sent: the digits only (product §5 "telephone numeric"); '+44 (0)20 7946-0000' -> '4402079460000'. */
const phoneDigits = (text: string) => text.replace(/\D/g, '');

/** product §5 "Quote form": date, time, e-mail and telephone required; telephone numeric; name and comments optional. */
export const quoteNowFormSchema = z.object({
  pickup: z.string().trim().min(1, 'Enter the pickup address'),
  dropoff: z.string().trim(),
  pickup_date: z
    .string()
    .min(1, 'Enter the date')
    .refine((date) => !isBeforeUkToday(date), 'The date cannot be earlier than today.'),
  pickup_hour: z.string().min(1, 'Choose the hour'),
  pickup_min: z.string().min(1, 'Choose the minutes'),
  email: z.string().trim().min(1, 'Enter your e-mail').pipe(z.email('Enter a valid e-mail address')),
  telephone: z.string().trim().min(1, { message: PHONE_MESSAGES.missing, abort: true }).regex(PHONE_TEXT, PHONE_MESSAGES.format),
  luggages: z.string(),
  passengers: z.string(),
  passenger_name: z.string().trim(),
  comments: z.string().trim(),
});
export type QuoteNowValues = z.input<typeof quoteNowFormSchema>;

interface StoredJourney {
  bookingType: BookingType | null | undefined;
  bookingForm: BookingForm | null | undefined;
  hourlyRateForm: HourlyRateForm | null | undefined;
}

/**
 * The form pre-filled from the stored journey, whichever form it came from and whether or not it was
 * priced (product §10 "Routes" and "Visitor clarity"); what has no field of its own goes to Additional
 * Comments. Without a journey: today at the next 5 minutes.
 */
export function quoteNowDefaults(journey: StoredJourney, now: Date | number = Date.now()): QuoteNowValues {
  const blank: QuoteNowValues = {
    pickup: '',
    dropoff: '',
    pickup_date: ukToday(now),
    ...defaultPickupTime(now),
    email: '',
    telephone: '',
    luggages: '0',
    passengers: '1',
    passenger_name: '',
    comments: '',
  };
  const { bookingType, bookingForm, hourlyRateForm } = journey;
  if (bookingType === 'hourly' && hourlyRateForm) {
    const { pickup, pickup_date, pickup_hour, pickup_min } = hourlyRateForm;
    return {
      ...blank,
      pickup,
      dropoff: hourlyRateForm.dropoff ?? '',
      pickup_date: pickup_date || blank.pickup_date,
      pickup_hour,
      pickup_min,
      comments: hourlyNotes(hourlyRateForm).join('\n'),
    };
  }
  if (bookingForm) {
    const { pickup, dropoff, pickup_date, pickup_hour, pickup_min, passengers, luggages } = bookingForm;
    return {
      ...blank,
      pickup,
      dropoff,
      pickup_date: pickup_date || blank.pickup_date,
      pickup_hour,
      pickup_min,
      passengers: String(passengers || 1),
      luggages: String(luggages || 0),
      comments: distanceNotes(bookingForm).join('\n'),
    };
  }
  return blank;
}

/** What send-instant-email receives: the time as 24-hour HH:MM (product §7). */
export function toInstantEmailPayload(values: QuoteNowValues): InstantEmailPayload {
  return {
    pickup_address: values.pickup.trim(),
    dropoff_address: values.dropoff.trim(),
    pickup_date: values.pickup_date,
    pickup_time: to24HourTime(values.pickup_hour, values.pickup_min),
    passenger_email: values.email.trim(),
    passenger_phone: phoneDigits(values.telephone),
    passenger_name: values.passenger_name.trim(),
    additional_info: values.comments.trim(),
    passengers: Number(values.passengers) || 1,
    luggages: Number(values.luggages) || 0,
  };
}
