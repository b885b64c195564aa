#!/usr/bin/env node
// The checkout attempts alone (routes and reconciler, the same modules as index.ts): for a
// deployment whose shell is served by nginx (docker-compose), which proxies /site/checkout-attempts
// here. Everything else gets 404. PORT defaults to 3100.
import { createServer, type ServerResponse } from 'node:http';
import { isSitePath, startAttempts } from './attempts/service';
import { readServerEnvOrStop } from './env';
import { messageOf } from './env-fields';
import { listenOrStop } from './listen';
import { refuseConnect, refusedRequestLine } from './proxy';
import { transportHeaders } from './security-headers';

// JSON answers only: nothing on them may run, load or be framed.
const JSON_HEADERS: Record<string, string> = {
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
  console.error(`${PREFIX} cannot start: ${messageOf(error)}`);
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

function notFound(res: ServerResponse, headers: Record<string, string>) {
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
