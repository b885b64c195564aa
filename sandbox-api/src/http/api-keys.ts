import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { sameSecret } from './same-secret';

/**
 * Every /api call needs both key headers (product §7); pages, images and admin routes do not.
 * Judged on the matched route, not the raw URL: the router decodes /%61pi/... to /api/... before matching.
 */
export const apiKeysHook = (config: Config) => async (request: FastifyRequest, reply: FastifyReply) => {
  if (!request.routeOptions.url?.startsWith('/api/')) return;
  const { 'x-public-key': publicKey, 'x-secret-key': secretKey } = request.headers;
  if (!publicKey || !secretKey) {
    return reply.status(401).send({ success: false, message: 'Missing API keys: send the X-Public-Key and X-Secret-Key headers.' });
  }
  // Both compared every time, so the timing does not tell which key was wrong.
  const matches = [sameSecret(publicKey, config.publicKey), sameSecret(secretKey, config.secretKey)];
  if (!matches.every(Boolean)) {
    return reply.status(401).send({ success: false, message: 'Invalid API keys.' });
  }
};
