#!/usr/bin/env node
// The webpack portals' server, as an operator would write it with Node alone: one portal's build
// (DIST_DIR, e.g. react18-app-mode/dist) with history fallback, /healthz, the corporate area's API calls
// proxied with the keys (the published deploy/api-proxy.mjs) and a policy naming the remote's origin.
// The build bakes the remote's address in (webpack `remotes`): told another one, the server warns.
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApiProxy, isOriginForm, isProxiedPath, readAllowList, refuseConnect } from '../../deploy/api-proxy.mjs';
import { manifestUrlOf } from './webpack.common.mjs';

const env = process.env;
const refuse = (message) => {
  console.error(`[webpack-portal] cannot start: ${message}`);
  process.exit(1);
};

const port = Number(env.PORT || 3032);
if (!Number.isInteger(port) || port < 1 || port > 65535) refuse(`PORT must be a port number from 1 to 65535, not "${env.PORT}".`);
if (!env.DIST_DIR) refuse('DIST_DIR must name the portal build to serve (e.g. react18-app-mode/dist).');
const root = path.resolve(env.DIST_DIR);
const manifestUrl = manifestUrlOf(env);
let builtFor;
try {
  builtFor = JSON.parse(readFileSync(path.join(root, 'built-for.json'), 'utf8')).corporateManifestUrl;
} catch {
  refuse(`${root} is not built: run \`npm run build\` in the portal's folder.`);
}
// The remote is declared at build time: a build for another address loads the area from there.
if (builtFor !== manifestUrl)
  console.warn(
    `[webpack-portal] ${root} was built for ${builtFor}, not ${manifestUrl}: rebuild it with REMOTE_CORPORATE_URL=${manifestUrl}.`,
  );

const remote = new URL(manifestUrl).origin;
const headers = { 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'strict-origin-when-cross-origin', 'X-Frame-Options': 'DENY' };
const pageHeaders = {
  ...headers,
  'Content-Security-Policy': [
    "default-src 'self'",
    `script-src 'self' ${remote}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${remote}`,
    `connect-src 'self' ${remote}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; '),
};
let proxy;
try {
  proxy = createApiProxy({
    // The corporate area's calls only (deploy/api-calls.json): nothing else of the API is reachable here.
    allowList: readAllowList(env.API_CALLS_FILE || fileURLToPath(new URL('../../deploy/api-calls.json', import.meta.url)), {
      parts: ['corporate'],
    }),
    apiBaseUrl: (env.API_BASE_URL || 'http://localhost:4000').replace(/\/+$/, ''),
    headers: { ...headers, 'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'" },
    publicKey: env.API_PUBLIC_KEY || 'sandbox-public-key',
    secretKey: env.API_SECRET_KEY || 'sandbox-secret-key',
    trustedProxies: env.TRUSTED_PROXIES ?? 'loopback',
  });
} catch (error) {
  refuse(error.message);
}

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' };

/** A built file's body, or null for a path outside the build or not in it. */
async function builtFile(pathname) {
  const file = path.resolve(root, `.${path.posix.normalize(pathname)}`);
  if (!file.startsWith(root + path.sep) || !TYPES[path.extname(file)]) return null;
  return readFile(file).then(
    (body) => ({ body, type: TYPES[path.extname(file)] }),
    () => null,
  );
}

async function handle(req, res) {
  const answer = (status, type, body, extra = {}) => {
    res.writeHead(status, { ...pageHeaders, 'Content-Type': type, ...extra });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
  if (!isOriginForm(req.url)) return answer(400, 'text/plain; charset=utf-8', 'Bad request.');
  if (isProxiedPath(req.url)) return proxy(req, res);
  if (req.method !== 'GET' && req.method !== 'HEAD')
    return answer(405, 'text/plain; charset=utf-8', 'Method not allowed.', { Allow: 'GET, HEAD' });
  const { pathname } = new URL(req.url, 'http://portal');
  if (pathname === '/healthz') return answer(200, 'text/plain; charset=utf-8', 'ok', { 'Cache-Control': 'no-store' });
  const found = await builtFile(pathname);
  // Hashed bundles are kept for a year; the page and portal.css are asked for again.
  if (found)
    return answer(200, found.type, found.body, {
      'Cache-Control': /\.[0-9a-f]{10}\.js$/.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
  if (path.extname(pathname)) return answer(404, 'text/plain; charset=utf-8', 'Not found.');
  const page = await builtFile('/index.html');
  return answer(200, page.type, page.body, { 'Cache-Control': 'no-cache' });
}

const server = createServer((req, res) =>
  handle(req, res).catch((error) => {
    console.error(`[webpack-portal] ${req.method} ${req.url}: ${error.message}`);
    if (!res.headersSent) res.writeHead(500, pageHeaders);
    res.end();
  }),
);
refuseConnect(server);
server.on('error', (error) => refuse(`${error.code === 'EADDRINUSE' ? `port ${port} is in use` : error.message}.`));
server.listen(port, env.HOST || 'localhost', () =>
  console.log(`[webpack-portal] http://localhost:${port}/ (${path.basename(path.dirname(root))}, corporate area ${manifestUrl})`),
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0));
