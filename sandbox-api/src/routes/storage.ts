import { ENDPOINTS } from '@booking/shared/api';
import { readFile } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors';
import { STORAGE_HEADERS, withHeaders } from '../http/security-headers';
import { prefixOf } from '../http/route';

const STORAGE_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'storage');
const TYPES: Record<string, string> = { svg: 'image/svg+xml', png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };

const missing = (): never => {
  throw new HttpError(404, 'File not found.');
};

async function serve(request: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply) {
  const path = normalize(request.params['*'] ?? '');
  const type = TYPES[path.split('.').pop()?.toLowerCase() ?? ''];
  if (!type || path.startsWith('..') || path.includes('\0') || !/^[\w./-]+$/.test(path)) return missing();
  const file = await readFile(join(STORAGE_DIR, path)).catch(() => null);
  if (!file) return missing();
  return reply.type(type).header('Cache-Control', 'public, max-age=86400').header('Access-Control-Allow-Origin', '*').send(file);
}

/** Vehicle images at /storage/{vehicle_image}, as the dispatch system serves them; every answer, 404s included, with STORAGE_HEADERS. */
export function storageRoutes(app: FastifyInstance) {
  app.register(
    async (scope) => {
      scope.addHook('onRequest', withHeaders(STORAGE_HEADERS));
      scope.setNotFoundHandler(async () => missing());
      scope.get<{ Params: { '*': string } }>('/*', serve);
    },
    { prefix: prefixOf(ENDPOINTS.storage) },
  );
}
