#!/usr/bin/env node
// The shell's production server: the shell build with history fallback, /config.json from the
// environment, /api and /storage proxied to the API with its keys, the checkout attempts under
// /site/ (docs/checkout-attempts.md), the security headers, and /healthz and /readyz.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { resolveFile, sendFile } from '../../config/static-files.mjs';
import { isProxiedPath } from './api-calls';
import { answerHealth, apiReadiness, watchApiAtStart } from './api-check';
import { isSitePath, startAttempts } from './attempts/service';
import { browserConfig, readServerEnvOrStop } from './env';
import { messageOf } from './env-fields';
import { listenOrStop } from './listen';
import { bootHeroFor, hintsFor, inlinedPicture, pageHints, withHints } from './page-hints';
import { proxyToApi, refuseConnect, refusedRequestLine } from './proxy';
import { securityHeaders, transportHeaders } from './security-headers';

const PREFIX = '[shell-server]';
const settings = readServerEnvOrStop(PREFIX);
const root = path.resolve(settings.distDir);
const siteHeaders = securityHeaders(settings);
const configBody = JSON.stringify(browserConfig(settings));
const hints = pageHints(settings);
const readiness = apiReadiness(settings);
// The home page's picture, read once: inlined, or too large or not ours and left as its address. An
// SVG of ours that is not there yet (a build after start) is looked for again on the next page.
let heroSource: string | null | undefined = null;
const bootHeroSource = () => (heroSource ??= inlinedPicture(root, settings.brand?.heroImageUrl));
const attempts = await startAttemptsOrStop();

async function startAttemptsOrStop() {
  try {
    return await startAttempts(settings);
  } catch (error) {
    console.error(`[shell-server] cannot start the checkout attempts' store: ${messageOf(error)}`);
    process.exit(1);
  }
}

async function handle(req: IncomingMessage, res: ServerResponse) {
  const transport = transportHeaders(req, settings);
  const headers = { ...siteHeaders, ...transport };
  if (refusedRequestLine(req, res, headers)) return undefined;
  if (isProxiedPath(req.url)) return proxyToApi(req, res, settings, { 'X-Content-Type-Options': 'nosniff', ...transport });
  if (isSitePath(req.url)) return attempts.handle(req, res, headers);
  const { pathname } = new URL(req.url ?? '/', 'http://shell');

  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { ...headers, Allow: 'GET, HEAD' });
    return res.end();
  }
  if (await answerHealth(req, res, pathname, headers, readiness)) return undefined;
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
  const read = () => readFile(index.file, 'utf8');
  const html = await withHints(index, read, hintsFor(pathname, hints, settings), bootHeroFor(pathname, settings, bootHeroSource()));
  res.writeHead(200, { ...headers, 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
  return res.end(req.method === 'HEAD' ? undefined : html);
}

const server = createServer((req, res) => {
  handle(req, res).catch((error) => {
    console.error(`[shell-server] ${req.method} ${req.url}:`, error);
    if (!res.headersSent) res.writeHead(500, siteHeaders);
    res.end();
  });
});
refuseConnect(server);

const where = {
  port: settings.port,
  host: settings.host,
  prefix: PREFIX,
  part: "the shell's server",
  portVariables: 'SHELL_PORT/PORT',
  cleanUp: () => attempts.stop(),
};
listenOrStop(server, where, () => {
  console.log(`${PREFIX} http://localhost:${settings.port} on ${settings.host} (API ${settings.apiBaseUrl})`);
  // Logged, never fatal: the API may come up later (/readyz tells when). Quiet while it is starting too.
  watchApiAtStart(readiness, settings, {
    waitMs: settings.apiWaitMs,
    report: (line, isError) => (isError ? console.error : console.log)(`${PREFIX} ${line}`),
  });
});
// The attempts' store is closed and the reconciler stopped (2 s at most); then the process ends at
// once, keep-alive sockets included. A completion cut short is safe: its lease lapses and the
// API's Idempotency-Key makes the retry harmless.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    setTimeout(() => process.exit(0), 2_000).unref();
    attempts.stop().finally(() => process.exit(0));
  });
}
