#!/usr/bin/env node
// The checkout attempts alone (routes and reconciler, the same modules as index.mjs): for a
// deployment whose shell is served by nginx (docker-compose), which proxies /site/checkout-attempts
// here. Everything else gets 404. PORT defaults to 3100.
import { createServer } from 'node:http';
import { isSitePath, startAttempts } from './attempts/service.mjs';
import { readServerEnvOrStop } from './env.mjs';
import { listenOrStop } from './listen.mjs';
import { refuseConnect, refusedRequestLine } from './proxy.mjs';
import { transportHeaders } from './security-headers.mjs';

// JSON answers only: nothing on them may run, load or be framed.
const JSON_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};

const PREFIX = '[attempts-server]';
const settings = readServerEnvOrStop(PREFIX, { ...process.env, PORT: process.env.PORT || '3100' });
let attempts;
try {
  attempts = await startAttempts(settings);
} catch (error) {
  console.error(`${PREFIX} cannot start: ${error.message}`);
  process.exit(1);
}

const server = createServer((req, res) => {
  const headers = { ...JSON_HEADERS, ...transportHeaders(req, settings) };
  if (refusedRequestLine(req, res, headers)) return;
  const answer = isSitePath(req.url) ? attempts.handle(req, res, headers) : notFound(res, headers);
  Promise.resolve(answer).catch((error) => {
    console.error(`[attempts-server] ${req.method} ${req.url}:`, error);
    if (!res.headersSent) res.writeHead(500, headers);
    res.end();
  });
});
refuseConnect(server);

function notFound(res, headers) {
  res.writeHead(404, { ...headers, 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end('{"message":"Not found."}');
}

const where = {
  port: settings.port,
  host: settings.host,
  prefix: PREFIX,
  part: 'the checkout attempts server',
  portVariables: 'PORT',
  cleanUp: () => attempts.stop(),
};
listenOrStop(server, where, () => {
  console.log(`${PREFIX} http://localhost:${settings.port} on ${settings.host} (API ${settings.apiBaseUrl})`);
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    setTimeout(() => process.exit(0), 2_000).unref();
    attempts.stop().finally(() => process.exit(0));
  });
}
