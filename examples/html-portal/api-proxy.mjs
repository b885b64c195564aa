// The portal's /api and /storage proxy: only the calls on the published allow-list
// (deploy/api-calls.json) reach the dispatch API, each with the key headers added here, so that no
// key reaches the browser. The target is always the API base plus the checked path and query.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';

const list = JSON.parse(readFileSync(new URL('../../deploy/api-calls.json', import.meta.url), 'utf8'));
const safeTarget = new RegExp(list.safeTarget);
const calls = list.calls.map((call) => ({ ...call, pattern: new RegExp(call.pattern) }));

/** What a browser's request may pass on; its cookies, its own key headers and the rest stay here. */
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
/** A vehicle image must not run script on the portal's origin, whatever the API serves. */
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

/** True for the paths this proxy answers (anything else is the portal's own page or a 404). */
export const isProxied = (target) => /^\/(api|storage)(\/|\?|$)/.test(target);

/** 400 for a target that is not safe as it stands, 404 for a call not on the list, else the call. */
export function decide(method, target) {
  if (typeof target !== 'string' || target.length > 2048 || !safeTarget.test(target)) return { status: 400 };
  const at = target.indexOf('?');
  const path = at < 0 ? target : target.slice(0, at);
  const call = calls.find((entry) => entry.method === method && entry.pattern.test(path));
  if (!call) return { status: 404 };
  const search = new URLSearchParams(at < 0 ? '' : target.slice(at + 1)).toString();
  return { status: 200, call, path: `${path}${search ? `?${search}` : ''}` };
}

function answer(res, status, headers) {
  if (res.headersSent) return res.destroy();
  res.writeHead(status, { ...headers, 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  return res.end(JSON.stringify({ success: false, message: MESSAGES[status] }));
}

/**
 * Forwards a request to the API when the list allows it. `api` is { baseUrl, publicKey, secretKey };
 * `headers` are the portal's own response headers.
 */
export function proxy(req, res, api, headers) {
  const decision = decide(req.method, req.url);
  if (decision.status !== 200) return answer(res, decision.status, headers);
  if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) return answer(res, 413, headers);

  const base = new URL(api.baseUrl);
  const target = new URL(`${base.pathname.replace(/\/+$/, '')}${decision.path}`, base.origin);
  const upstreamHeaders = Object.fromEntries(
    FORWARDED.filter((name) => req.headers[name] !== undefined).map((name) => [name, req.headers[name]]),
  );
  const peer = req.socket.remoteAddress ?? '';
  upstreamHeaders['x-forwarded-for'] = req.headers['x-forwarded-for'] ? `${req.headers['x-forwarded-for']}, ${peer}` : peer;
  if (decision.call.keys) Object.assign(upstreamHeaders, { 'x-public-key': api.publicKey, 'x-secret-key': api.secretKey });
  else delete upstreamHeaders.authorization;
  const ours = { ...headers, ...(decision.call.path.startsWith('/storage/') ? STORAGE_HEADERS : API_HEADERS) };

  const client = target.protocol === 'https:' ? https : http;
  const upstream = client.request(target, { method: req.method, headers: upstreamHeaders, timeout: 30_000 }, (reply) => {
    const out = { ...reply.headers };
    for (const name of [...HOP_BY_HOP, ...Object.keys(ours).map((key) => key.toLowerCase())]) delete out[name];
    res.writeHead(reply.statusCode ?? 502, { ...out, ...ours });
    reply.pipe(res);
  });
  upstream.on('timeout', () => upstream.destroy(new Error('the API did not answer in time')));
  let received = 0;
  let tooLarge = false;
  upstream.on('error', (error) => {
    if (tooLarge) return;
    console.error(`[html-portal] ${req.method} ${decision.call.path} -> ${target.origin}: ${error.message}`);
    answer(res, 502, headers);
  });
  req.on('data', (chunk) => {
    received += chunk.length;
    if (received <= MAX_BODY_BYTES || tooLarge) return;
    tooLarge = true;
    upstream.destroy();
    answer(res, 413, headers);
  });
  req.pipe(upstream);
  return undefined;
}
