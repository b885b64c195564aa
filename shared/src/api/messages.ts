import { z } from 'zod';
import { request } from './client';
import { outcomeSchema, type Outcome } from './list';
import { lazySchema } from './lazy-schema';

const line = (max = 300) => z.union([z.string(), z.number().transform(String)]).pipe(z.string().trim().max(max));
const optionalLine = (max = 300) => line(max).optional().default('');

/** POST /v1/send-instant-email: the Quote Now request (pickup_time is 24-hour HH:MM). */
export const instantEmailPayloadSchema = lazySchema(() => z.object({
  pickup_address: line().pipe(z.string().min(1)),
  dropoff_address: optionalLine(),
  pickup_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  pickup_time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
  passenger_email: z.string().trim().pipe(z.email()),
  passenger_phone: z.string().trim().regex(/^\+?[\d\s]{5,20}$/),
  passenger_name: optionalLine(),
  additional_info: optionalLine(2000),
  passengers: z.coerce.number().int().min(1).max(50).default(1),
  luggages: z.coerce.number().int().min(0).max(20).default(0),
}));
export type InstantEmailPayload = z.input<typeof instantEmailPayloadSchema>;

export const queryReasonSchema = lazySchema(() => z.enum(['Booking', 'Invoice', 'Complaint', 'Lost Item', 'Other']));

/** POST /v1/contact-us (errors come back as { error }). */
export const contactUsPayloadSchema = lazySchema(() => z.object({
  firstName: optionalLine(100),
  lastName: optionalLine(100),
  email: z.union([z.literal(''), z.string().trim().pipe(z.email())]).optional().default(''),
  // The form keeps digits only; the API also takes the spaces and + of a pasted UK or international number.
  telephone: z.union([z.string(), z.number().transform(String)]).pipe(z.string().trim().regex(/^\+?[\d\s]{0,25}$/)).optional().default(''),
  queryReason: queryReasonSchema.default('Booking'),
  bookingNumber: z.union([z.string(), z.number().transform(String)]).pipe(z.string().trim().regex(/^\d{0,20}$/)).optional().default(''),
  comments: optionalLine(5000),
}));
export type ContactUsPayload = z.input<typeof contactUsPayloadSchema>;

export const sendInstantEmail = (payload: InstantEmailPayload): Promise<Outcome> =>
  request({ method: 'POST', url: '/v1/send-instant-email', data: payload }, outcomeSchema);

// SPEC 7: for contact-us "status 200 is success", whatever the body holds (a real API may send none).
const contactUsAnswerSchema = lazySchema(() => z.unknown().transform((body): Outcome => {
  const message = (body as { message?: unknown } | null)?.message;
  return { success: true, message: typeof message === 'string' ? message : undefined };
}));

export const contactUs = (payload: ContactUsPayload): Promise<Outcome> =>
  request({ method: 'POST', url: '/v1/contact-us', data: payload }, contactUsAnswerSchema);
