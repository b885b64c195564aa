import { bookingPayloadSchema } from '@booking/shared/api';
import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../context';
import { assertBookingBounded } from '../domain/booking-limits';
import { createBooking } from '../domain/booking-service';
import { HttpError, parseWith } from '../http/errors';

export function bookingRoutes(app: FastifyInstance, ctx: Ctx) {
  app.post('/api/v1/booking', { preHandler: ctx.limiters.booking.hook }, async (request, reply) => {
    const header = request.headers['idempotency-key'];
    const key = (Array.isArray(header) ? header[0] : header)?.trim() || null;
    if (key && key.length > 200) throw new HttpError(400, 'The Idempotency-Key header is too long (200 characters at most).');
    const payload = parseWith(bookingPayloadSchema, request.body, 'booking');
    assertBookingBounded(payload);
    const { status, body } = await createBooking(ctx, payload, {
      idempotencyKey: key,
      authorization: request.headers.authorization,
      client: request.ip,
    });
    return reply.status(status).send(body);
  });
}
