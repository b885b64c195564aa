#!/usr/bin/env node
// The portal's own server, as an operator would write it with Node alone: the Vite build with
// history fallback, /portal-config.json (where the corporate remote's manifest is), /healthz, the
// dispatch API's corporate calls proxied with the keys (the published deploy/api-proxy.mjs), and
// security headers.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGzip } from 'node:zlib';
import { createApiProxy, isOriginForm, isProxiedPath, readAllowList, refuseConnect } from '../../deploy/api-proxy.mjs';

const env = process.env;

/** Stops the start-up with one line saying what to fix. */
function refuse(message) {
  console.error(`[portal] cannot start: ${message}`);
  process.exit(1);
}

function httpUrl(name, fallback) {
  const value = env[name] || fallback;
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url;
  } catch {
    // refused below
  }
  return refuse(`${name} must be an http(s) address, not "${value}".`);
}

const port = Number(env.PORT || 3030);
if (!/^\d+$/.test(env.PORT || '3030') || port < 1 || port > 65535) refuse(`PORT must be a port number from 1 to 65535, not "${env.PORT}".`);
const manifestUrl = httpUrl('REMOTE_CORPORATE_URL', 'http://localhost:3004/mf-manifest.json');
const apiBaseUrl = httpUrl('API_BASE_URL', 'http://localhost:4000');
const allowListFile = env.API_CALLS_FILE || fileURLToPath(new URL('../../deploy/api-calls.json', import.meta.url));
let allowList;
try {
  // The corporate area's calls only: the portal forwards nothing the area does not ask for.
  allowList = readAllowList(allowListFile, { parts: ['corporate'] });
} catch (error) {
  refuse(`the API allow-list ${allowListFile} cannot be read: ${error.message}`);
}
const root = path.resolve(env.DIST_DIR || fileURLToPath(new URL('./dist', import.meta.url)));

// Scripts only from here and the remote's origin; styled-components (in the area) injects <style> tags.
const remote = manifestUrl.origin;
const policy = [
  "default-src 'self'",
  `script-src 'self' ${remote}`,
  "style-src 'self' 'unsafe-inline'",
  `img-src 'self' data: ${remote}`,
  `font-src 'self' data: ${remote}`,
  `connect-src 'self' ${remote}`,
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');
const headers = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
};
const pageHeaders = { ...headers, 'Content-Security-Policy': policy };
let proxy;
try {
  proxy = createApiProxy({
    allowList,
    apiBaseUrl: apiBaseUrl.href.replace(/\/+$/, ''),
    // An API answer is data, never a page: no script, no frame (a vehicle image gets the proxy's own).
    headers: { ...headers, 'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'" },
    publicKey: env.API_PUBLIC_KEY || 'sandbox-public-key',
    secretKey: env.API_SECRET_KEY || 'sandbox-secret-key',
    // Whose X-Forwarded-For is passed on to the API (the TLS end in front of this server).
    trustedProxies: env.TRUSTED_PROXIES ?? 'loopback',
  });
} catch (error) {
  refuse(error.message);
}
const config = JSON.stringify({ corporateManifestUrl: manifestUrl.href });

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/** The file under dist a URL path names, or null when it escapes dist or is not a file. */
async function fileFor(pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const file = path.resolve(root, `.${path.posix.normalize(decoded)}`);
  if (!file.startsWith(root + path.sep)) return null;
  const info = await stat(file).catch(() => null);
  return info?.isFile() ? file : null;
}

function send(req, res, status, type, body, extra = {}) {
  res.writeHead(status, { ...pageHeaders, 'Content-Type': type, 'Cache-Control': 'no-store', ...extra });
  res.end(req.method === 'HEAD' ? undefined : body);
}

function sendFile(req, res, file) {
  const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
  // Vite names what it puts in assets/ by content hash; index.html and the rest are asked for again.
  const cache = file.startsWith(path.join(root, 'assets') + path.sep) ? 'public, max-age=31536000, immutable' : 'no-cache';
  const gzip = /^(text|application\/json|image\/svg)/.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  res.writeHead(200, {
    ...pageHeaders,
    'Content-Type': type,
    'Cache-Control': cache,
    Vary: 'Accept-Encoding',
    ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
  });
  if (req.method === 'HEAD') return res.end();
  // A file removed after stat (a build emptying dist/) ends this answer, not the server.
  const stream = createReadStream(file).on('error', () => res.destroy());
  (gzip ? stream.pipe(createGzip()) : stream).pipe(res);
}

async function handle(req, res) {
  // Only origin-form targets: never absolute-form (http://other/...), '//host' or '*'.
  if (!isOriginForm(req.url)) return send(req, res, 400, 'text/plain; charset=utf-8', 'Bad request.');
  if (isProxiedPath(req.url)) return proxy(req, res);
  if (req.method !== 'GET' && req.method !== 'HEAD')
    return send(req, res, 405, 'text/plain; charset=utf-8', 'Method not allowed.', { Allow: 'GET, HEAD' });
  const { pathname } = new URL(req.url, 'http://portal');
  if (pathname === '/healthz') return send(req, res, 200, 'text/plain; charset=utf-8', 'ok');
  if (pathname === '/portal-config.json') return send(req, res, 200, 'application/json; charset=utf-8', config);
  const file = await fileFor(pathname);
  if (file) return sendFile(req, res, file);
  // A missing file is a 404; any other path is a page of the portal (history fallback).
  if (path.extname(pathname)) return send(req, res, 404, 'text/plain; charset=utf-8', 'Not found.');
  const index = await fileFor('/index.html');
  if (!index)
    return send(
      req,
      res,
      503,
      'text/plain; charset=utf-8',
      'The portal is not built yet: run `npm run build -w examples/operator-portal`.',
    );
  return sendFile(req, res, index);
}

const server = createServer((req, res) => {
  handle(req, res).catch((error) => {
    console.error(`[portal] ${req.method} ${req.url}: ${error.message}`);
    if (!res.headersSent) res.writeHead(500, pageHeaders);
    res.end();
  });
});
refuseConnect(server);
server.on('error', (error) => refuse(`${error.code === 'EADDRINUSE' ? `port ${port} is in use` : error.message}.`));
server.listen(port, env.HOST || 'localhost', () => {
  console.log(`[portal] http://localhost:${port}/portal (API ${apiBaseUrl.origin}, corporate area ${manifestUrl.href})`);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0));
