import { ENDPOINTS } from '@booking/shared/api';
import { bookingPayloadSchema } from '@booking/shared/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Ctx } from '../context';
import { assertBookingBounded } from '../domain/booking-limits';
import { createBooking } from '../domain/booking-service';
import { findSession } from '../domain/checkout';
import { HttpError, parseWith } from '../http/errors';
import { route } from '../http/route';

/** A card booking naming a paid session: the payment is the proof of intent, so no per-address allowance applies. */
function isPaidCardBooking(ctx: Ctx, body: unknown): boolean {
  const { payment_method, stripe_session_id } = (body ?? {}) as { payment_method?: unknown; stripe_session_id?: unknown };
  if (payment_method !== 'card' || typeof stripe_session_id !== 'string' || stripe_session_id.length > 200) return false;
  return findSession(ctx.db, stripe_session_id)?.status === 'paid';
}

export function bookingRoutes(app: FastifyInstance, ctx: Ctx) {
  const allowance = async (request: FastifyRequest) => {
    if (!isPaidCardBooking(ctx, request.body)) await ctx.limiters.booking.hook(request);
  };
  app.post(route(ENDPOINTS.booking), { preHandler: allowance }, async (request, reply) => {
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
