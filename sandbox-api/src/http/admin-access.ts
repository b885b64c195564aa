import { isIPv4 } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { HttpError } from './errors';
import { sameSecret } from './same-secret';

/** 127.0.0.0/8, ::1 and 127.x mapped into IPv6. */
function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.toLowerCase().replace(/^::ffff:/, '');
  return address === '::1' || (isIPv4(v4) && v4.startsWith('127.'));
}

/** localhost, 127.x.x.x or [::1], with any port: the names a page on this machine's own origin has. */
function isLoopbackHost(host: string | undefined): boolean {
  const match = /^(localhost|\[::1\]|[0-9.]+)(?::\d{1,5})?$/i.exec(host ?? '');
  if (!match) return false;
  const name = match[1].toLowerCase();
  return name === 'localhost' || name === '[::1]' || (isIPv4(name) && name.startsWith('127.'));
}

/**
 * The admin routes read every e-mail and wipe the data: only a request from this machine (the
 * socket's own address, never X-Forwarded-For) naming this machine in its Host (so a page whose
 * name was rebound to 127.0.0.1 is not one), or one sending SANDBOX_ADMIN_KEY, reaches them. Others
 * get the 404 of a route that does not exist.
 */
export const adminAccessHook = (config: Config) => async (request: FastifyRequest, reply: FastifyReply) => {
  if (config.adminKey && sameSecret(request.headers['x-admin-key'], config.adminKey)) return;
  if (isLoopback(request.socket.remoteAddress) && isLoopbackHost(request.headers.host)) return;
  return reply.callNotFound();
};

const isJson = (contentType: string | undefined) => /^application\/json\s*(;|$)/i.test(contentType ?? '');

/**
 * POST and PUT take JSON only, body or not: a page's no-cors request can send none but the simple
 * types (text/plain, a form), and asking for JSON across origins needs a preflight nobody answers.
 * Checked before the body is read, so a refused request changes nothing.
 */
export async function jsonBodiesOnly(request: FastifyRequest) {
  if ((request.method === 'POST' || request.method === 'PUT') && !isJson(request.headers['content-type'])) {
    throw new HttpError(415, 'The admin routes take a JSON body: send Content-Type: application/json (an empty object {} will do).');
  }
}
