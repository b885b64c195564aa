// Forwards the calls on the list (api-calls.mjs) to the configured API base, adding the key headers
// here so that no key ever reaches the browser
// (product §10 "Defects of the original product that are not carried over"). The target is always the API
// base plus the checked path and normalised query: never a host or path the request line names. Each call
// gets a request id, sent upstream as X-Request-Id; trouble upstream is logged with it (upstream-log.mjs).
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { matchCall } from './api-calls.mjs';
import { logUpstream, networkReason, upstreamStatusProblem } from './upstream-log.mjs';

/** What a browser's request may pass on; cookies, the browser's own key headers and the rest stay here. */
const FORWARDED_REQUEST_HEADERS = [
  'accept',
  'accept-encoding',
  'accept-language',
  'authorization',
  'content-type',
  'content-length',
  'idempotency-key',
  'if-modified-since',
  'if-none-match',
  'user-agent',
  'x-forwarded-for',
];
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer'];

/** The largest body forwarded (or taken by the attempt routes): a booking is a few KB; the sandbox refuses more than 64 KB too. */
export const MAX_BODY_BYTES = 64 * 1024;

/** A vehicle image must not run script on the site's origin, whatever the API serves (SVG included). */
const STORAGE_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  'X-Content-Type-Options': 'nosniff',
};

/** An API answer may carry a passenger's bookings, details or token: no browser or cache keeps one (record 0106). */
const API_HEADERS = { 'Cache-Control': 'no-store' };

const MESSAGES = {
  400: 'Bad request.',
  404: 'Not found.',
  413: 'The request is too large.',
  502: 'The booking service is unavailable right now. Please try again later.',
};

function answer(res, status, headers) {
  if (res.headersSent) return res.destroy();
  res.writeHead(status, { ...headers, 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify({ success: false, message: MESSAGES[status] }));
}

/** The dispatch API's key headers, added by this server to every keyed call (the proxy's and its own). */
export const apiKeyHeaders = (settings) => ({ 'x-public-key': settings.apiPublicKey, 'x-secret-key': settings.apiSecretKey });

/** X-Forwarded-For as the API should see it: what the request brought, with its peer appended. */
export function forwardedFor(req) {
  const peer = req.socket.remoteAddress ?? '';
  const earlier = req.headers['x-forwarded-for'];
  return earlier ? `${earlier}, ${peer}` : peer;
}

/** The API base plus a checked path and query: never a host or path a request names. */
export function apiTarget(settings, path, search = '') {
  const base = new URL(settings.apiBaseUrl);
  const target = new URL(`${base.pathname.replace(/\/+$/, '')}${path}${search}`, base.origin);
  return target.origin === base.origin ? target : null;
}

/** The headers sent upstream: a short allow-list, the client appended to X-Forwarded-For, the keys if the call needs them. */
function upstreamHeaders(req, call, settings, requestId) {
  const headers = { 'x-request-id': requestId };
  for (const name of FORWARDED_REQUEST_HEADERS) if (req.headers[name] !== undefined) headers[name] = req.headers[name];
  if (!call.keys) delete headers.authorization;
  headers['x-forwarded-for'] = forwardedFor(req);
  headers['x-forwarded-proto'] = req.socket.encrypted ? 'https' : 'http';
  if (req.headers.host) headers['x-forwarded-host'] = req.headers.host;
  if (call.keys) Object.assign(headers, apiKeyHeaders(settings));
  return headers;
}

export function proxyToApi(req, res, settings, extraHeaders = {}) {
  const decision = matchCall(req.method, req.url);
  if (decision.status !== 200) return answer(res, decision.status, extraHeaders);
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > MAX_BODY_BYTES) return answer(res, 413, extraHeaders);

  const { call, path, search } = decision;
  const target = apiTarget(settings, path, search);
  if (!target) return answer(res, 400, extraHeaders);
  const responseHeaders = { ...extraHeaders, ...(call.path.startsWith('/storage/') ? STORAGE_HEADERS : API_HEADERS) };

  const requestId = randomUUID();
  const logged = { method: req.method, path, requestId };
  const timeoutMs = settings.apiTimeoutMs ?? 30_000;
  const client = target.protocol === 'https:' ? https : http;
  const upstream = client.request(
    target,
    { method: req.method, headers: upstreamHeaders(req, call, settings, requestId), timeout: timeoutMs },
    (reply) => {
      const status = reply.statusCode ?? 502;
      const problem = upstreamStatusProblem(status, { keys: call.keys, bearer: Boolean(req.headers.authorization) });
      if (problem) logUpstream(problem.level, { status, ...logged, message: problem.message });
      const out = { ...reply.headers };
      // Ours replace the API's (Node gives its headers lower-cased), rather than being sent twice.
      for (const name of [...HOP_BY_HOP, ...Object.keys(responseHeaders).map((key) => key.toLowerCase())]) delete out[name];
      Object.assign(out, responseHeaders);
      res.writeHead(status, out);
      reply.pipe(res);
    },
  );
  upstream.on('timeout', () => upstream.destroy(Object.assign(new Error('upstream timed out'), { code: 'UPSTREAM_TIMEOUT' })));
  let tooLarge = false;
  upstream.on('error', (error) => {
    if (tooLarge) return;
    const timedOut = error.code === 'UPSTREAM_TIMEOUT';
    const why = timedOut ? 'timeout' : networkReason(error);
    const message = timedOut
      ? `the API did not answer within ${timeoutMs / 1000} s`
      : `the API at ${settings.apiBaseUrl} does not answer (${why})`;
    logUpstream('error', { ...logged, error: why, message });
    answer(res, 502, extraHeaders);
  });

  let received = 0;
  req.on('data', (chunk) => {
    received += chunk.length;
    if (received <= MAX_BODY_BYTES || tooLarge) return;
    tooLarge = true;
    upstream.destroy();
    req.unpipe(upstream);
    answer(res, 413, extraHeaders);
  });
  req.pipe(upstream);
}

/** True (and answered 400) when the request-target is not origin-form: absolute-form, '//host', '*'. */
export function refusedRequestLine(req, res, headers = {}) {
  if (typeof req.url === 'string' && req.url.startsWith('/') && !req.url.startsWith('//')) return false;
  answer(res, 400, headers);
  return true;
}

/** CONNECT is never proxied: Node would otherwise drop the socket without a word. */
export function refuseConnect(server) {
  server.on('connect', (_req, socket) => {
    socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  });
  return server;
}
