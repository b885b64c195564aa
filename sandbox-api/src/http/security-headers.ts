import type { FastifyReply, FastifyRequest } from 'fastify';

/** The hosted checkout: nothing loads but its own inline style, and no site may frame it (clickjacking). */
export const CHECKOUT_PAGE_HEADERS = {
  // No form-action: Pay is answered by a 303 to the site, and Chrome applies form-action to redirects.
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
};

/** Files under /storage (SVGs, which can hold scripts) are shown on the site's own origin by the shell's proxy. */
export const STORAGE_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  'X-Content-Type-Options': 'nosniff',
};

/** An onRequest hook setting `headers` on every answer, errors and redirects included. */
export const withHeaders = (headers: Record<string, string>) => async (_request: FastifyRequest, reply: FastifyReply) => {
  reply.headers(headers);
};
