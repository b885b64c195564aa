import { ENDPOINTS, SANDBOX_CHECKOUT_PAGES } from '@booking/shared/api';
import { bookingPayloadSchema, checkoutSessionRequestSchema } from '@booking/shared/api';
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import * as zm from 'zod/mini';
import type { Ctx } from '../context';
import { createSession, declineOf, findSession } from '../domain/checkout';
import { QUOTE_LIFE_MS, quoteForSession, saveQuote } from '../domain/checkout-quote';
import { switchValue } from '../domain/sandbox-switches';
import { readSettings } from '../domain/settings';
import { HttpError, parseWith } from '../http/errors';
import { siteReturnAddress } from '../http/site-origins';
import { pathOf, route } from '../http/route';

// The shared schema refuses a non-http(s) address with a 422; here every foreign address gets the same 400.
const checkoutRequest = zm.extend(checkoutSessionRequestSchema, {
  frontend_url: zm.string().check(zm.trim(), zm.minLength(1), zm.maxLength(2000)),
  /** The booking the session pays for (the site's server sends it): judged now, and its price kept for it. */
  booking: zm.optional(bookingPayloadSchema),
});

/** The card provider, simulated: a publishable key, hosted checkout sessions and their payment ids. */
export function paymentRoutes(app: FastifyInstance, ctx: Ctx) {
  const publishable = `pk_test_sandbox_${createHash('sha256').update(ctx.config.publicKey).digest('hex').slice(0, 24)}`;

  app.get(route(ENDPOINTS.paymentPublicKey), async () => ({ key: publishable }));

  app.post(route(ENDPOINTS.checkoutSession), { preHandler: ctx.limiters.checkout.hook }, async (request) => {
    const body = parseWith(checkoutRequest, request.body, 'checkout');
    // Pay, Cancel and Decline send the visitor there: only the site's own origins, and no query of its own.
    const frontend = siteReturnAddress(body.frontend_url, ctx.config.siteOrigins);
    const settings = readSettings(ctx.db);
    const now = ctx.now();
    const quote = body.booking
      ? await quoteForSession(ctx, settings, body.booking, body.amount, {
          client: request.ip,
          authorization: request.headers.authorization,
        })
      : {
          quoted_at: now,
          expires_at: now + QUOTE_LIFE_MS,
          total: null,
          extras: [],
          breakdown: null,
          fingerprint: null,
          corporate_passenger_id: null,
        };
    const session = createSession(ctx.db, body.amount, frontend, settings.CURRENCY || '£');
    saveQuote(ctx.db, { session_id: session.id, ...quote });
    // A provider that answers with the session alone: the site falls back to Stripe.js's redirect.
    if (switchValue(settings, 'SANDBOX_CHECKOUT_ANSWER') === 'session-only') return { success: true, sessionId: session.id };
    return { success: true, sessionId: session.id, url: `${ctx.config.publicUrl}${pathOf(SANDBOX_CHECKOUT_PAGES.page, session.id)}` };
  });

  app.get(route(ENDPOINTS.paymentId), async (request) => {
    const { session_id } = parseWith(z.object({ session_id: z.string().trim().min(1).max(200) }), request.query, 'query');
    const session = findSession(ctx.db, session_id);
    if (!session) throw new HttpError(404, 'Checkout session not found.');
    if (session.status !== 'paid' || !session.payment_id) {
      const declined = session.status === 'open' ? declineOf(ctx.db, session.id) : undefined;
      if (declined) throw new HttpError(402, declined);
      throw new HttpError(409, 'This checkout session has not been paid.');
    }
    return { success: true, paymentId: session.payment_id };
  });
}
