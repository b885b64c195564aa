// The allow-list proxy in front of the dispatch API, for any Node server: the shell's, the example
// portals', an operator's own. Node's own modules only, one file published beside api-calls.json, so
// a portal copies or imports it without installing anything. It forwards only the listed calls, to
// the API base only, adds the keys there, passes a short list of request headers (never a cookie) and
// believes X-Forwarded-For only from trusted proxies. The rules: deploy/README.md, "The API proxy".
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP } from 'node:net';

/** What a browser's request may pass on; cookies, its own key headers and the rest stay here. */
export const FORWARDED_REQUEST_HEADERS = [
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
];
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer'];

/** The largest body forwarded: a booking is a few KB; the sandbox refuses more than 64 KB too. */
export const MAX_BODY_BYTES = 64 * 1024;

/** A vehicle image must not run script on the host's origin, whatever the API serves (SVG included). */
const STORAGE_HEADERS = {
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  'x-content-type-options': 'nosniff',
};
/** An API answer may carry a passenger's bookings, details or token: no browser or cache keeps one. */
const API_HEADERS = { 'cache-control': 'no-store' };

const MESSAGES = {
  400: 'Bad request.',
  404: 'Not found.',
  413: 'The request is too large.',
  502: 'The booking service is unavailable right now. Please try again later.',
};

const anchored = (pattern) => typeof pattern === 'string' && pattern.startsWith('^') && pattern.endsWith('$');

/**
 * The allow-list compiled: `safeTarget` and each call's `pattern` are anchored regular expressions
 * (as in api-calls.json). `parts` keeps only the calls one of those parts makes (['corporate']).
 */
export function compileAllowList(list, { parts } = {}) {
  if (!anchored(list?.safeTarget) || !Array.isArray(list.calls)) throw new Error('it has no anchored safeTarget or no calls');
  const wanted = (call) => !parts || (Array.isArray(call.parts) && call.parts.some((part) => parts.includes(part)));
  return {
    safeTarget: new RegExp(list.safeTarget),
    calls: list.calls.filter(wanted).map((call) => {
      if (!anchored(call.pattern) || typeof call.method !== 'string')
        throw new Error(`call ${JSON.stringify(call)} has no method or no anchored pattern`);
      return { ...call, pattern: new RegExp(call.pattern), keys: call.keys === true, storage: call.pattern.startsWith('^/storage/') };
    }),
  };
}

/** api-calls.json (or a file of its shape) read and compiled once, at start-up. */
export const readAllowList = (file, options) => compileAllowList(JSON.parse(readFileSync(file, 'utf8')), options);

const splitOnce = (text, separator) => {
  const at = text.indexOf(separator);
  return at < 0 ? [text] : [text.slice(0, at), text.slice(at + 1)];
};

/**
 * The raw target decides, never a decoded one: 400 unless it is origin-form and already in normal
 * form (no percent-encoding, dot segment, empty segment or backslash), 404 for a call not on the
 * list, else the call, its path and the query re-serialised.
 */
export function matchCall(allowList, method, target) {
  if (typeof target !== 'string' || target.length > 2048 || !allowList.safeTarget.test(target)) return { status: 400 };
  const [path, query = ''] = splitOnce(target, '?');
  const call = allowList.calls.find((entry) => entry.method === method && entry.pattern.test(path));
  if (!call) return { status: 404 };
  const search = new URLSearchParams(query).toString();
  return { status: 200, call, path, search: search ? `?${search}` : '' };
}

const PROXIED_PREFIX = /^\/(api|storage)(\/|\\|$)/i;

/**
 * Whether a request goes to the proxy: when its raw target is, decodes to or normalises to /api or
 * /storage (/%61pi/, /./api/, /API/), so a disguised call meets matchCall's 400 rather than a page.
 */
export function isProxiedPath(target) {
  const path = String(target ?? '').split('?')[0];
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // a malformed escape: judged on the raw text
  }
  const normalised = (text) => {
    try {
      return new URL(text.replace(/\\/g, '/'), 'http://x').pathname;
    } catch {
      return text;
    }
  };
  return [path, decoded, normalised(path), normalised(decoded)].some((candidate) => PROXIED_PREFIX.test(candidate));
}

/** Origin-form only (one leading '/'): never absolute-form (http://other/...), '//host' or '*'. */
export const isOriginForm = (target) => typeof target === 'string' && target.startsWith('/') && !target.startsWith('//');

const NAMED_RANGES = {
  loopback: [
    ['127.0.0.0', 8, 'ipv4'],
    ['::1', 128, 'ipv6'],
  ],
  linklocal: [
    ['169.254.0.0', 16, 'ipv4'],
    ['fe80::', 10, 'ipv6'],
  ],
  uniquelocal: [
    ['10.0.0.0', 8, 'ipv4'],
    ['172.16.0.0', 12, 'ipv4'],
    ['192.168.0.0', 16, 'ipv4'],
    ['fc00::', 7, 'ipv6'],
  ],
};

/** An IPv4 peer on a dual-stack socket arrives as ::ffff:a.b.c.d. */
const plainAddress = (address) => String(address ?? '').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/**
 * TRUSTED_PROXIES as a test of a peer's address: comma-separated addresses, CIDR ranges and
 * loopback / linklocal / uniquelocal; 'none' or empty trusts none. Throws one line naming what is wrong.
 */
export function trustedProxies(spec = 'loopback') {
  const list = new BlockList();
  const entries = String(spec)
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 1 && entries[0] === 'none') return () => false;
  for (const entry of entries) {
    const [address, bits, extra] = entry.split('/');
    const family = isIP(address);
    const prefix = Number(bits);
    if (NAMED_RANGES[entry]) for (const [net, size, type] of NAMED_RANGES[entry]) list.addSubnet(net, size, type);
    else if (family && bits === undefined) list.addAddress(address, `ipv${family}`);
    else if (family && extra === undefined && /^\d+$/.test(bits) && prefix <= (family === 4 ? 32 : 128))
      list.addSubnet(address, prefix, `ipv${family}`);
    else
      throw new Error(`TRUSTED_PROXIES: "${entry}" is not an address, a CIDR range or loopback/linklocal/uniquelocal (or use none alone).`);
  }
  return (peer) => {
    const address = plainAddress(peer);
    const family = isIP(address);
    return family !== 0 && list.check(address, `ipv${family}`);
  };
}

/** A chain of addresses as a proxy writes it; anything else (a name, a note, a very long header) is not kept. */
const ADDRESS_CHAIN = /^[0-9A-Fa-f.:[\] ,]{1,512}$/;

/**
 * X-Forwarded-For as the API should see it: the peer, after what the request brought only when the
 * peer is a trusted proxy. A visitor's own X-Forwarded-For never reaches the API.
 */
export function forwardedFor(req, isTrusted) {
  const peer = plainAddress(req.socket.remoteAddress);
  const earlier = req.headers['x-forwarded-for'];
  return isTrusted(peer) && typeof earlier === 'string' && ADDRESS_CHAIN.test(earlier) ? `${earlier}, ${peer}` : peer;
}

/** The API base plus a checked path and query: never a host or path a request names. */
export function apiTarget(apiBaseUrl, path, search = '') {
  const base = new URL(apiBaseUrl);
  const target = new URL(`${base.pathname.replace(/\/+$/, '')}${path}${search}`, base.origin);
  return target.origin === base.origin ? target : null;
}

/** The headers sent upstream: the short list above, the forwarding chain, the keys if the call needs them. */
function upstreamHeaders(req, call, options, requestId) {
  const headers = { 'x-request-id': requestId };
  for (const name of FORWARDED_REQUEST_HEADERS) if (req.headers[name] !== undefined) headers[name] = req.headers[name];
  if (!call.keys) delete headers.authorization;
  headers['x-forwarded-for'] = forwardedFor(req, options.isTrusted);
  headers['x-forwarded-proto'] = req.socket.encrypted ? 'https' : 'http';
  if (req.headers.host) headers['x-forwarded-host'] = req.headers.host;
  if (call.keys) Object.assign(headers, { 'x-public-key': options.publicKey, 'x-secret-key': options.secretKey });
  return headers;
}

/** The host's headers and a short JSON message, for every answer the proxy gives itself. */
function answer(res, status, headers) {
  if (res.headersSent) return res.destroy();
  res.writeHead(status, { ...headers, 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  return res.end(JSON.stringify({ success: false, message: MESSAGES[status] }));
}

const logToStderr = (event) => {
  if (event.error) console.error(`[api-proxy] ${event.method} ${event.path} (${event.requestId}): ${event.error.message}`);
};

/**
 * A proxy for one API base and its keys: `proxy(req, res, extraHeaders)` answers a request for which
 * isProxiedPath is true. `headers` (and the call's `extraHeaders`) go on every answer; `log` hears of
 * every upstream answer ({ status }) and failure ({ error, timedOut }).
 */
export function createApiProxy({
  allowList,
  apiBaseUrl,
  publicKey,
  secretKey,
  trustedProxies: trusted = 'loopback',
  timeoutMs = 30_000,
  headers = {},
  log = logToStderr,
}) {
  const options = { publicKey, secretKey, isTrusted: trustedProxies(trusted) };
  return function proxy(req, res, extraHeaders = {}) {
    const own = { ...headers, ...extraHeaders };
    const decision = matchCall(allowList, req.method, req.url);
    if (decision.status !== 200) return answer(res, decision.status, own);
    if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) return answer(res, 413, own);
    const { call, path, search } = decision;
    const target = apiTarget(apiBaseUrl, path, search);
    if (!target) return answer(res, 400, own);
    const ours = { ...own, ...(call.storage ? STORAGE_HEADERS : API_HEADERS) };

    const requestId = randomUUID();
    const event = { method: req.method, path, requestId, call, bearer: Boolean(req.headers.authorization) };
    const client = target.protocol === 'https:' ? https : http;
    const upstream = client.request(
      target,
      { method: req.method, headers: upstreamHeaders(req, call, options, requestId), timeout: timeoutMs },
      (reply) => {
        const status = reply.statusCode ?? 502;
        log({ ...event, status });
        const out = { ...reply.headers };
        // Ours replace the API's (Node gives its headers lower-cased), rather than being sent twice.
        for (const name of [...HOP_BY_HOP, ...Object.keys(ours).map((key) => key.toLowerCase())]) delete out[name];
        res.writeHead(status, { ...out, ...ours });
        reply.pipe(res);
      },
    );
    upstream.on('timeout', () =>
      upstream.destroy(Object.assign(new Error('the API did not answer in time'), { code: 'UPSTREAM_TIMEOUT' })),
    );
    let tooLarge = false;
    upstream.on('error', (error) => {
      if (tooLarge) return;
      log({ ...event, error, timedOut: error.code === 'UPSTREAM_TIMEOUT' });
      answer(res, 502, own);
    });
    let received = 0;
    req.on('data', (chunk) => {
      received += chunk.length;
      if (received <= MAX_BODY_BYTES || tooLarge) return;
      tooLarge = true;
      upstream.destroy();
      req.unpipe(upstream);
      answer(res, 413, own);
    });
    req.pipe(upstream);
    return undefined;
  };
}

/** CONNECT is never proxied: answered 400, where Node would otherwise drop the socket without a word. */
export function refuseConnect(server) {
  server.on('connect', (_req, socket) => {
    socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  });
  return server;
}
