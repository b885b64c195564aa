import { isIPv4 } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { sameSecret } from './same-secret';

/** 127.0.0.0/8, ::1 and 127.x mapped into IPv6. */
function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.toLowerCase().replace(/^::ffff:/, '');
  return address === '::1' || (isIPv4(v4) && v4.startsWith('127.'));
}

/**
 * The admin routes read every e-mail and wipe the data: only a peer on this machine (the socket's own
 * address, never X-Forwarded-For) or one sending SANDBOX_ADMIN_KEY reaches them. Others get the 404
 * of a route that does not exist.
 */
export const adminAccessHook = (config: Config) => async (request: FastifyRequest, reply: FastifyReply) => {
  if (isLoopback(request.socket.remoteAddress)) return;
  if (config.adminKey && sameSecret(request.headers['x-admin-key'], config.adminKey)) return;
  return reply.callNotFound();
};
