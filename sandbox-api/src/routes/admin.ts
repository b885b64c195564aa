import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Ctx } from '../context';
import { readOutbox } from '../domain/outbox';
import { writeSettings } from '../domain/settings';
import { parseWith } from '../http/errors';
import { resetToSeed } from '../seed';

const settingsBody = z.object({
  settings: z.record(z.string().min(1).max(100), z.union([z.string().max(2000), z.number(), z.boolean()]).transform(String)),
});

/** Test and demo helpers (SANDBOX_ADMIN=on only): read the outbox, reset to the seed, override settings. */
export function adminRoutes(app: FastifyInstance, ctx: Ctx) {
  app.get<{ Querystring: { to?: string } }>('/sandbox/outbox', async (request) => readOutbox(ctx.db, request.query.to?.trim() || undefined));

  app.post('/sandbox/reset', async () => {
    resetToSeed(ctx.db, ctx.now());
    ctx.limiters.signIn.clear();
    ctx.limiters.reset.clear();
    return { success: true, message: 'The sandbox is back to its seed.' };
  });

  const overrideSettings = async (request: { body: unknown }) => {
    const { settings } = parseWith(settingsBody, request.body, 'settings');
    writeSettings(ctx.db, settings);
    return { success: true, settings };
  };
  app.post('/sandbox/settings', overrideSettings);
  app.put('/sandbox/settings', overrideSettings);
}
