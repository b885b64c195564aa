#!/usr/bin/env node
// The plain-HTML portal's server (node:http, nothing to build): its pages, the federation runtime's
// ESM files and the import map naming them, /portal-config.json (where the corporate remote is),
// /healthz, and the corporate area's /api calls proxied to the dispatch API with the keys (the
// published deploy/api-proxy.mjs, reading deploy/api-calls.json).
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { createApiProxy, isOriginForm, isProxiedPath, readAllowList, refuseConnect } from '../../deploy/api-proxy.mjs';
import { runtimeFiles, vendorFile } from './runtime-files.mjs';

const here = import.meta.dirname;
const settings = {
  port: Number(process.env.PORT ?? 3031),
  host: process.env.HOST || 'localhost',
  manifestUrl: process.env.REMOTE_CORPORATE_URL || 'http://localhost:3004/mf-manifest.json',
  api: {
    baseUrl: (process.env.API_BASE_URL || 'http://localhost:4000').replace(/\/+$/, ''),
    publicKey: process.env.API_PUBLIC_KEY || 'sandbox-public-key',
    secretKey: process.env.API_SECRET_KEY || 'sandbox-secret-key',
    trustedProxies: process.env.TRUSTED_PROXIES ?? 'loopback',
  },
};
const remoteOrigin = new URL(settings.manifestUrl).origin;
const runtime = runtimeFiles(here);

// Scripts: this origin, the remote's (its entry and chunks) and the import map by its hash. Styles
// inline for styled-components. The remote's manifest is fetched, so it is in connect-src too.
const csp = [
  "default-src 'self'",
  `script-src 'self' ${remoteOrigin} ${runtime.hash}`,
  "style-src 'self' 'unsafe-inline'",
  `img-src 'self' data: ${remoteOrigin}`,
  `connect-src 'self' ${remoteOrigin}`,
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');
const HEADERS = {
  'content-security-policy': csp,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
};
// The corporate area's calls only, from the published list: the portal forwards nothing else.
const proxy = createApiProxy({
  allowList: readAllowList(new URL('../../deploy/api-calls.json', import.meta.url), { parts: ['corporate'] }),
  apiBaseUrl: settings.api.baseUrl,
  publicKey: settings.api.publicKey,
  secretKey: settings.api.secretKey,
  trustedProxies: settings.api.trustedProxies,
  headers: HEADERS,
});
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

// The pages, read once: the corporate page gets the import map where its marker is.
const read = (name) => readFileSync(path.join(here, 'public', name), 'utf8');
const FILES = {
  '/': 'index.html',
  '/index.html': 'index.html',
  '/book': 'book.html',
  '/book.html': 'book.html',
  '/mount.js': 'mount.js',
  '/portal.css': 'portal.css',
};
const pages = Object.fromEntries(Object.entries(FILES).map(([url, name]) => [url, { type: TYPES[path.extname(name)], body: read(name) }]));
const corporatePage = {
  type: TYPES['.html'],
  body: read('corporate.html').replace('<!--importmap-->', `<script type="importmap">${runtime.importMap}</script>`),
};
const config = JSON.stringify({ corporateManifestUrl: settings.manifestUrl });

function send(req, res, status, type, body) {
  res.writeHead(status, { ...HEADERS, 'content-type': type, 'cache-control': 'no-cache' });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** The area's page for /corporate and every path below it (its own router shows the right screen). */
const isCorporatePath = (pathname) => pathname === '/corporate' || pathname.startsWith('/corporate/');

async function handle(req, res) {
  if (!isOriginForm(req.url)) return send(req, res, 400, 'text/plain', 'Bad request.');
  if (isProxiedPath(req.url)) return proxy(req, res);
  if (req.method !== 'GET' && req.method !== 'HEAD') return send(req, res, 405, 'text/plain', 'Method not allowed.');

  const { pathname } = new URL(req.url, 'http://portal');
  if (pathname === '/healthz') return send(req, res, 200, 'text/plain', 'ok');
  if (pathname === '/portal-config.json') return send(req, res, 200, 'application/json; charset=utf-8', config);
  if (isCorporatePath(pathname)) return send(req, res, 200, corporatePage.type, corporatePage.body);
  const page = pages[pathname];
  if (page) return send(req, res, 200, page.type, page.body);
  const file = vendorFile(runtime.packages, pathname);
  if (file) return send(req, res, 200, TYPES[path.extname(file)], await readFile(file));
  return send(req, res, 404, 'text/plain; charset=utf-8', 'Not found.');
}

const server = createServer((req, res) => {
  handle(req, res).catch((error) => {
    console.error(`[html-portal] ${req.method} ${req.url}:`, error);
    if (!res.headersSent) res.writeHead(500, HEADERS);
    res.end();
  });
});
refuseConnect(server);
server.listen(settings.port, settings.host, () => {
  const versions = runtime.packages.map((p) => `${p.name} ${p.version}`).join(', ');
  console.log(
    `[html-portal] http://${settings.host}:${server.address().port}/ (API ${settings.api.baseUrl}; remote ${settings.manifestUrl}; runtime ${versions})`,
  );
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0));
