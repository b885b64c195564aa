import * as z from 'zod/mini';
import type { Outcome } from './list';
import { lazySchema } from './lazy-schema';

const line = (max = 300) =>
  z.pipe(z.union([z.string(), z.pipe(z.number(), z.transform(String))]), z.string().check(z.trim(), z.maxLength(max)));
const optionalLine = (max = 300) => z._default(z.optional(line(max)), '');

/** POST /v1/send-instant-email: the Quote Now request (pickup_time is 24-hour HH:MM). */
export const instantEmailPayloadSchema = lazySchema(() =>
  z.object({
    pickup_address: z.pipe(line(), z.string().check(z.minLength(1))),
    dropoff_address: optionalLine(),
    pickup_date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
    pickup_time: z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/)),
    passenger_email: z.pipe(z.string().check(z.trim()), z.email()),
    passenger_phone: z.string().check(z.trim(), z.regex(/^\+?[\d\s]{5,20}$/)),
    passenger_name: optionalLine(),
    additional_info: optionalLine(2000),
    passengers: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(50)), 1),
    luggages: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(20)), 0),
  }),
);
export type InstantEmailPayload = z.input<typeof instantEmailPayloadSchema>;

/** Text or a number, trimmed, matching `pattern`. */
const digitsLine = (pattern: RegExp) =>
  z.pipe(z.union([z.string(), z.pipe(z.number(), z.transform(String))]), z.string().check(z.trim(), z.regex(pattern)));

const queryReasonSchema = lazySchema(() => z.enum(['Booking', 'Invoice', 'Complaint', 'Lost Item', 'Other']));

/** POST /v1/contact-us (errors come back as { error }). */
export const contactUsPayloadSchema = lazySchema(() =>
  z.object({
    firstName: optionalLine(100),
    lastName: optionalLine(100),
    email: z._default(z.optional(z.union([z.literal(''), z.pipe(z.string().check(z.trim()), z.email())])), ''),
    // The form keeps digits only; the API also takes the spaces and + of a pasted UK or international number.
    telephone: z._default(z.optional(digitsLine(/^\+?[\d\s]{0,25}$/)), ''),
    queryReason: z._default(queryReasonSchema, 'Booking'),
    bookingNumber: z._default(z.optional(digitsLine(/^\d{0,20}$/)), ''),
    comments: optionalLine(5000),
  }),
);
export type ContactUsPayload = z.input<typeof contactUsPayloadSchema>;

// product §7: for contact-us "status 200 is success", whatever the body holds (a real API may send none),
// but for `success: false`, which the client refuses for every call (product §10 "Money, trust and privacy").
export const contactUsAnswerSchema = lazySchema(() =>
  z.pipe(
    z.unknown(),
    z.transform((body): Outcome => {
      const message = (body as { message?: unknown } | null)?.message;
      return { success: true, message: typeof message === 'string' ? message : undefined };
    }),
  ),
);
