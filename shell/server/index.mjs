#!/usr/bin/env node
// The shell's production server: the shell build with history fallback, /config.json from the
// environment, /api and /storage proxied to the API with its keys, and the security headers.
import { createServer } from 'node:http';
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { resolveFile, sendFile } from '../../config/static-files.mjs';
import { browserConfig, readServerEnv } from './env.mjs';
import { pageHints, withHints } from './page-hints.mjs';
import { proxyToApi } from './proxy.mjs';
import { securityHeaders } from './security-headers.mjs';

const settings = readServerEnv();
const root = path.resolve(settings.distDir);
const headers = securityHeaders(settings);
const configBody = JSON.stringify(browserConfig(settings));
const hints = pageHints(settings);

const isProxied = (pathname) => /^\/(api|storage)(\/|$)/.test(pathname);

async function handle(req, res) {
  const { pathname } = new URL(req.url ?? '/', 'http://shell');
  if (isProxied(pathname)) return proxyToApi(req, res, settings, { 'X-Content-Type-Options': 'nosniff' });

  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { ...headers, Allow: 'GET, HEAD' });
    return res.end();
  }
  if (pathname === '/config.json') {
    res.writeHead(200, { ...headers, 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
    return res.end(req.method === 'HEAD' ? undefined : configBody);
  }
  const file = pathname === '/' || pathname === '/index.html' ? null : await resolveFile(root, pathname);
  if (file) return sendFile(req, res, file, headers);
  // A missing asset is a 404; any other path is a page of the single-page app (history fallback).
  if (path.extname(pathname) && pathname !== '/index.html') {
    res.writeHead(404, { ...headers, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
    return res.end('Not found');
  }
  const index = await resolveFile(root, '/index.html');
  if (!index) {
    res.writeHead(503, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' });
    return res.end('The shell is not built yet: run `npm run build -w shell`.');
  }
  const html = await withHints(index, () => readFile(index.file, 'utf8'), hints);
  res.writeHead(200, { ...headers, 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
  return res.end(req.method === 'HEAD' ? undefined : html);
}

const server = createServer((req, res) => {
  handle(req, res).catch((error) => {
    console.error(`[shell-server] ${req.method} ${req.url}:`, error);
    if (!res.headersSent) res.writeHead(500, headers);
    res.end();
  });
});

server.listen(settings.port, () => {
  console.log(`[shell-server] http://localhost:${settings.port} (API ${settings.apiBaseUrl})`);
});
// Stateless: nothing to flush, so a signal ends the process at once (keep-alive sockets included).
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0));
