import * as z from 'zod/mini';
import { bookingResultSchema } from '../api/booking-entities';
import { paymentMethodSchema, type PaymentMethod } from '../api/bookings';
import { lazySchema } from '../api/lazy-schema';
import { jsonCodec, jsonOrTextCodec } from './codecs';
import { STORAGE_KEYS } from './keys';
import { nullable } from './nullable-schema';
import { persistedAtom } from './persisted-atom';

/** 'car' or 'card', stored when the visitor presses Pay in Car or Pay By Card (product §4 "Payment"). */
export const paymentMethodAtom = persistedAtom<PaymentMethod | null>(
  STORAGE_KEYS.paymentMethod,
  null,
  nullable(paymentMethodSchema),
  jsonOrTextCodec,
);

/**
 * The Idempotency-Key of the booking being made, from the first attempt until it is confirmed, and a
 * digest of what it books: a retry, a double click or a return from checkout reuses it; a changed
 * choice gets a new one.
 */
const bookingAttemptSchema = lazySchema(() =>
  z.object({
    key: z.string().check(z.minLength(8), z.maxLength(200)),
    fingerprint: z.string().check(z.minLength(1), z.maxLength(100)),
  }),
);
export type BookingAttempt = z.infer<typeof bookingAttemptSchema>;
export const bookingAttemptAtom = persistedAtom<BookingAttempt | null>(
  STORAGE_KEYS.bookingAttempt,
  null,
  nullable(bookingAttemptSchema),
  jsonCodec,
);

/**
 * The last confirmed booking as the API answered it, with the card session that paid for it: a reload
 * of the confirmation, or the back button from the checkout, shows it again instead of booking twice.
 * Replaced by the next booking.
 */
export const bookingConfirmationSchema = lazySchema(() =>
  z.object({
    result: bookingResultSchema,
    stripeSessionId: z._default(z.nullable(z.string().check(z.maxLength(200))), null),
    confirmedAt: z.string().check(z.maxLength(40)),
  }),
);
export type BookingConfirmation = z.infer<typeof bookingConfirmationSchema>;
export const bookingConfirmationAtom = persistedAtom<BookingConfirmation | null>(
  STORAGE_KEYS.bookingConfirmation,
  null,
  nullable(bookingConfirmationSchema),
  jsonCodec,
);
