import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Ctx } from './context';
import type { Db } from './db/open';
import { sendError } from './http/errors';
import { apiKeysHook } from './http/api-keys';
import { buildLimiters } from './http/limits';
import { adminRoutes } from './routes/admin';
import { authRoutes } from './routes/auth';
import { bookingRoutes } from './routes/bookings';
import { catalogueRoutes } from './routes/catalogue';
import { checkoutPageRoutes } from './routes/checkout-page';
import { corporateRoutes } from './routes/corporate';
import { messageRoutes } from './routes/messages';
import { paymentRoutes } from './routes/payments';
import { pricingRoutes } from './routes/pricing';
import { storageRoutes } from './routes/storage';

export type AppOptions = { db: Db; config: Config; now?: () => number; logger?: boolean | { level: string } };

/** Bodies above this are refused with 413: the largest real body (a booking) is a few KB. */
export const BODY_LIMIT = 64 * 1024;

export function buildApp({ db, config, now = Date.now, logger = false }: AppOptions): FastifyInstance {
  const app = Fastify({ logger, bodyLimit: BODY_LIMIT, trustProxy: config.trustedProxies });
  const ctx: Ctx = { db, config, now, limiters: buildLimiters(config.limits, now) };

  // The checkout page's Pay and Cancel buttons post plain forms; they carry nothing we need to read.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) => done(null, {}));
  app.setErrorHandler(sendError('message'));
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ success: false, message: `Not found: ${request.method} ${request.url.split('?')[0]}` }),
  );
  app.addHook('onRequest', apiKeysHook(config));

  app.get('/sandbox/health', async () => ({ status: 'ok' }));
  catalogueRoutes(app, ctx);
  pricingRoutes(app, ctx);
  authRoutes(app, ctx);
  corporateRoutes(app, ctx);
  bookingRoutes(app, ctx);
  paymentRoutes(app, ctx);
  messageRoutes(app, ctx);
  checkoutPageRoutes(app, ctx);
  storageRoutes(app);
  if (config.admin) adminRoutes(app, ctx);
  return app;
}
