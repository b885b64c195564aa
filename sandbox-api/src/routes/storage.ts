import { readFile } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/errors';

const STORAGE_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'storage');
const TYPES: Record<string, string> = { svg: 'image/svg+xml', png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };

/** Vehicle images at /storage/{vehicle_image}, as the dispatch system serves them. */
export function storageRoutes(app: FastifyInstance) {
  app.get<{ Params: { '*': string } }>('/storage/*', async (request, reply) => {
    const path = normalize(request.params['*'] ?? '');
    const type = TYPES[path.split('.').pop()?.toLowerCase() ?? ''];
    if (!type || path.startsWith('..') || path.includes('\0') || !/^[\w./-]+$/.test(path)) {
      throw new HttpError(404, 'File not found.');
    }
    const file = await readFile(join(STORAGE_DIR, path)).catch(() => null);
    if (!file) throw new HttpError(404, 'File not found.');
    return reply.type(type).header('Cache-Control', 'public, max-age=86400').header('Access-Control-Allow-Origin', '*').send(file);
  });
}
