import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Ctx } from '../context';
import { readOutbox } from '../domain/outbox';
import { checkSwitches } from '../domain/sandbox-switches';
import { writeSettings } from '../domain/settings';
import { adminAccessHook, jsonBodiesOnly } from '../http/admin-access';
import { parseWith } from '../http/errors';
import { resetToSeed } from '../seed';

const settingsBody = z.object({
  settings: z.record(z.string().min(1).max(100), z.union([z.string().max(2000), z.number(), z.boolean()]).transform(String)),
});

/**
 * Test and demo helpers (SANDBOX_ADMIN=on only, and only from and to this machine or with the admin
 * key; JSON bodies only): read the outbox, reset to the seed, override settings (the sandbox's own
 * switches among them: sandbox-switches.ts).
 */
export function adminRoutes(app: FastifyInstance, ctx: Ctx) {
  const local = { onRequest: [adminAccessHook(ctx.config), jsonBodiesOnly] };
  app.get<{ Querystring: { to?: string } }>('/sandbox/outbox', local, async (request) =>
    readOutbox(ctx.db, request.query.to?.trim() || undefined),
  );

  app.post('/sandbox/reset', local, async () => {
    resetToSeed(ctx.db, ctx.now());
    Object.values(ctx.limiters).forEach((limiter) => limiter.clear());
    return { success: true, message: 'The sandbox is back to its seed.' };
  });

  const overrideSettings = async (request: { body: unknown }) => {
    const { settings } = parseWith(settingsBody, request.body, 'settings');
    checkSwitches(settings);
    writeSettings(ctx.db, settings);
    return { success: true, settings };
  };
  app.post('/sandbox/settings', local, overrideSettings);
  app.put('/sandbox/settings', local, overrideSettings);
}
