import type { bookingPayloadSchema } from '@booking/shared/api';
import type { z } from 'zod';

/** The parsed booking body: its own module, so booking-service and booking-fields both read it without a cycle. */
export type BookingPayload = z.infer<typeof bookingPayloadSchema>;
