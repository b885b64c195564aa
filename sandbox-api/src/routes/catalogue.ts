import { ENDPOINTS } from '@booking/shared/api';
import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../context';
import { isSandboxSwitch } from '../domain/sandbox-switches';
import { readSettings } from '../domain/settings';
import { route } from '../http/route';

type Row = Record<string, string | number>;

/** The read-only lists: settings, operators, fleet and popular addresses. */
export function catalogueRoutes(app: FastifyInstance, { db }: Ctx) {
  app.get(route(ENDPOINTS.settings), async () =>
    Object.entries(readSettings(db))
      .filter(([name]) => !isSandboxSwitch(name))
      .map(([setting_name, setting_value]) => ({ setting_name, setting_value })),
  );

  app.get(route(ENDPOINTS.companies), async () =>
    (db.prepare('SELECT id, name, rating FROM companies ORDER BY id').all() as Row[]).map((row) => ({
      id: row.id,
      company: { company_name: row.name, rating: row.rating },
    })),
  );

  app.get(route(ENDPOINTS.vehicles), async () =>
    (db.prepare('SELECT * FROM vehicles ORDER BY sort').all() as Row[]).map((row) => ({
      tbms_vid: row.id,
      vehicle_img: row.image,
      category_name: row.category_name,
      seats: row.seats,
      luggage: row.luggage,
      hand_luggage: row.hand_luggage,
    })),
  );

  app.get(route(ENDPOINTS.popularAddresses), async () => db.prepare('SELECT id, address FROM popular_addresses ORDER BY id').all());
}
