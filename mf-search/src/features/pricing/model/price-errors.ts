// The server's words that decide which popup a failed price call opens (product §8).
export const ZERO_DISTANCE_MESSAGE = 'The calculated distance is zero miles. Please check your pickup and dropoff locations.';
const BANNED_ADDRESS_MESSAGE = 'Address is banned';
const GRACE_PERIOD_MESSAGE = 'Pickup time is within the grace period';
export const PAST_DATE_MESSAGE = 'Pick-up date cannot be earlier than today.';
export const BOOKING_FORM_MISSING = 'BookingForm data is missing.';
export const HOURLY_FORM_MISSING = 'HourlyRateForm data is missing.';

export type PriceErrorKind = 'same-address' | 'urgent' | 'error';

const mentions = (message: string, phrase: string) => message.toLowerCase().includes(phrase.toLowerCase());

/** Which popup a price error opens: zero distance, banned address / grace period, or anything else. */
export function classifyPriceError(message: string): PriceErrorKind {
  if (mentions(message, 'zero miles')) return 'same-address';
  if (mentions(message, BANNED_ADDRESS_MESSAGE) || mentions(message, GRACE_PERIOD_MESSAGE)) return 'urgent';
  return 'error';
}
