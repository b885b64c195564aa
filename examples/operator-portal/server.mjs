#!/usr/bin/env node
// The portal's server: its build with history fallback, /portal-config.json (where the corporate
// remote is), and /api + /storage proxied to the dispatch API with the keys, which is what the
// corporate area needs from any host (see mf-corporate/README.md). The proxy is the shell server's.
import { createServer } from 'node:http';
import path from 'node:path';
import { resolveFile, sendFile } from '../../config/static-files.mjs';
import { isProxiedPath } from '../../shell/server/api-calls.mjs';
import { proxyToApi, refuseConnect, refusedRequestLine } from '../../shell/server/proxy.mjs';
import { portalPort, stackPorts } from '../../config/stack.mjs';

const port = Number(process.env.PORT ?? portalPort());
const ports = stackPorts();
const root = path.resolve(process.env.DIST_DIR ?? new URL('./dist', import.meta.url).pathname);
const settings = {
  apiBaseUrl: (process.env.API_BASE_URL || `http://localhost:${ports.api}`).replace(/\/+$/, ''),
  apiPublicKey: process.env.API_PUBLIC_KEY || 'sandbox-public-key',
  apiSecretKey: process.env.API_SECRET_KEY || 'sandbox-secret-key',
};
const config = JSON.stringify({
  corporateManifestUrl: process.env.REMOTE_CORPORATE_URL || `http://localhost:${ports.corporate}/mf-manifest.json`,
});

async function handle(req, res) {
  if (refusedRequestLine(req, res)) return undefined;
  if (isProxiedPath(req.url)) return proxyToApi(req, res, settings);
  const { pathname } = new URL(req.url, 'http://portal');
  if (pathname === '/portal-config.json') {
    res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
    return res.end(config);
  }
  const file = pathname === '/' ? null : await resolveFile(root, pathname);
  if (file) return sendFile(req, res, file);
  if (path.extname(pathname)) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    return res.end('Not found');
  }
  const index = await resolveFile(root, '/index.html');
  if (!index) {
    res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8' });
    return res.end('The portal is not built yet: run `npm run build -w examples/operator-portal`.');
  }
  return sendFile(req, res, index);
}

const server = createServer((req, res) => {
  handle(req, res).catch((error) => {
    console.error(`[portal] ${req.method} ${req.url}:`, error);
    if (!res.headersSent) res.writeHead(500);
    res.end();
  });
});
refuseConnect(server).listen(port, process.env.HOST || 'localhost', () => console.log(`[portal] http://localhost:${port}/portal (API ${settings.apiBaseUrl})`));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0));
