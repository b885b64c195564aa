// The portal's /api and /storage proxy: only the calls on the dispatch API's published allow-list
// (deploy/api-calls.json), forwarded to the API base with the key headers added here, so no key
// reaches the browser. The target is always the base plus the checked path: never a host a request names.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';

/** What a browser's request may pass on; cookies and any key headers it sends stay here. */
const FORWARDED = [
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
const MAX_BODY_BYTES = 64 * 1024;
const MESSAGES = {
  400: 'Bad request.',
  404: 'Not found.',
  413: 'The request is too large.',
  502: 'The booking service is unavailable right now. Please try again later.',
};
/** A vehicle image must not run script on the portal's origin, whatever the API serves (SVG included). */
const STORAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
const API_POLICY = "default-src 'none'; frame-ancestors 'none'";
/** An API answer may carry a passenger's bookings, details or token: no browser or cache keeps one. */
const API_CACHE = 'no-store';

/** The allow-list file read once at start-up; a pattern that is not anchored is refused. */
export function readAllowList(file) {
  const list = JSON.parse(readFileSync(file, 'utf8'));
  const anchored = (pattern) => typeof pattern === 'string' && pattern.startsWith('^') && pattern.endsWith('$');
  if (!anchored(list.safeTarget) || !Array.isArray(list.calls)) throw new Error('it has no anchored safeTarget or no calls');
  return {
    safeTarget: new RegExp(list.safeTarget),
    calls: list.calls.map((call) => {
      if (!anchored(call.pattern) || typeof call.method !== 'string')
        throw new Error(`call ${JSON.stringify(call)} has no method or no anchored pattern`);
      return {
        method: call.method,
        pattern: new RegExp(call.pattern),
        keys: call.keys === true,
        storage: call.pattern.startsWith('^/storage/'),
      };
    }),
  };
}

const PROXIED = /^\/(api|storage)(\/|\\|$)/i;

/** True when a raw request-target is, decodes to or normalises to /api or /storage (/%61pi/, /./api/). */
export function isProxiedPath(target) {
  const raw = target.split('?')[0];
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // a malformed escape: judged on the raw text
  }
  const normalised = (text) => {
    try {
      return new URL(text.replace(/\\/g, '/'), 'http://portal').pathname;
    } catch {
      return text;
    }
  };
  return [raw, decoded, normalised(raw), normalised(decoded)].some((path) => PROXIED.test(path));
}

/** 400 for a target not safe as it stands, 404 for a call not on the list, else the call, path and query. */
function decide(allowList, method, target) {
  if (target.length > 2048 || !allowList.safeTarget.test(target)) return { status: 400 };
  const at = target.indexOf('?');
  const path = at < 0 ? target : target.slice(0, at);
  const call = allowList.calls.find((entry) => entry.method === method && entry.pattern.test(path));
  if (!call) return { status: 404 };
  const search = at < 0 ? '' : new URLSearchParams(target.slice(at + 1)).toString();
  return { status: 200, call, path, search: search ? `?${search}` : '' };
}

/** A proxy for one API base and its keys; `headers` are the security headers every answer carries. */
export function createApiProxy({ allowList, apiBaseUrl, publicKey, secretKey, headers }) {
  const base = new URL(apiBaseUrl);
  const client = base.protocol === 'https:' ? https : http;
  const answer = (res, status, policy = API_POLICY) => {
    if (res.headersSent) return res.destroy();
    res.writeHead(status, {
      ...headers,
      'Content-Security-Policy': policy,
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
    });
    res.end(JSON.stringify({ success: false, message: MESSAGES[status] }));
  };

  return function proxy(req, res) {
    const decision = decide(allowList, req.method, req.url);
    if (decision.status !== 200) return answer(res, decision.status);
    if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) return answer(res, 413);
    const { call, path, search } = decision;
    const target = new URL(`${base.pathname.replace(/\/+$/, '')}${path}${search}`, base.origin);
    if (target.origin !== base.origin) return answer(res, 400);

    const upstreamHeaders = Object.fromEntries(
      FORWARDED.filter((name) => req.headers[name] !== undefined).map((name) => [name, req.headers[name]]),
    );
    if (!call.keys) delete upstreamHeaders.authorization;
    const peer = req.socket.remoteAddress ?? '';
    upstreamHeaders['x-forwarded-for'] = req.headers['x-forwarded-for'] ? `${req.headers['x-forwarded-for']}, ${peer}` : peer;
    upstreamHeaders['x-forwarded-proto'] = req.socket.encrypted ? 'https' : 'http';
    if (req.headers.host) upstreamHeaders['x-forwarded-host'] = req.headers.host;
    if (call.keys) Object.assign(upstreamHeaders, { 'x-public-key': publicKey, 'x-secret-key': secretKey });

    const ours = call.storage
      ? { ...headers, 'Content-Security-Policy': STORAGE_POLICY }
      : { ...headers, 'Content-Security-Policy': API_POLICY, 'Cache-Control': API_CACHE };
    const upstream = client.request(target, { method: req.method, headers: upstreamHeaders, timeout: 30_000 }, (reply) => {
      const out = { ...reply.headers };
      // Ours replace the API's (Node gives its headers lower-cased), rather than being sent twice.
      for (const name of [...HOP_BY_HOP, ...Object.keys(ours).map((key) => key.toLowerCase())]) delete out[name];
      res.writeHead(reply.statusCode ?? 502, { ...out, ...ours });
      reply.pipe(res);
    });
    upstream.on('timeout', () => upstream.destroy(new Error('the API did not answer in 30 s')));
    let tooLarge = false;
    upstream.on('error', (error) => {
      if (tooLarge) return;
      console.error(`[portal] ${req.method} ${path} -> ${target.origin}: ${error.message}`);
      answer(res, 502);
    });
    let received = 0;
    req.on('data', (chunk) => {
      received += chunk.length;
      if (received <= MAX_BODY_BYTES || tooLarge) return;
      tooLarge = true;
      upstream.destroy();
      req.unpipe(upstream);
      answer(res, 413);
    });
    req.pipe(upstream);
  };
}
