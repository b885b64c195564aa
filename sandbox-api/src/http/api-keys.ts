import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';

const same = (given: string | string[] | undefined, expected: string) => {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** Every /api call needs both key headers (SPEC section 7); pages, images and admin routes do not. */
export const apiKeysHook = (config: Config) => async (request: FastifyRequest, reply: FastifyReply) => {
  if (!request.url.startsWith('/api/')) return;
  const { 'x-public-key': publicKey, 'x-secret-key': secretKey } = request.headers;
  if (!publicKey || !secretKey) {
    return reply.status(401).send({ success: false, message: 'Missing API keys: send the X-Public-Key and X-Secret-Key headers.' });
  }
  if (!same(publicKey, config.publicKey) || !same(secretKey, config.secretKey)) {
    return reply.status(401).send({ success: false, message: 'Invalid API keys.' });
  }
};
