#!/usr/bin/env node
// Serves one remote's build: `node config/serve-remote.mjs --dir <app>/dist [--port <port>]`; without
// --port (or PORT) the remote's port comes from config/stack.mjs by its folder.
// Any origin may load a remote (CORS); hashed assets are cached for a year, the manifest and
// remoteEntry.js never, so a redeployed remote is picked up on the next page load.
import { createServer } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REMOTES, stackPorts } from './stack.mjs';
import { resolveFile, sendFile } from './static-files.mjs';

const { values } = parseArgs({ options: { dir: { type: 'string', default: 'dist' }, port: { type: 'string' } } });
const root = path.resolve(values.dir);
const remote = REMOTES.find((r) => r.dir === path.basename(path.dirname(root)));
const port = Number(values.port ?? process.env.PORT ?? stackPorts()[remote?.portKey ?? 'search']);

const cors = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
  'Cross-Origin-Resource-Policy': 'cross-origin',
};

const server = createServer(async (req, res) => {
  try {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { ...cors, 'Access-Control-Max-Age': '86400' });
      return res.end();
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...cors, Allow: 'GET, HEAD, OPTIONS' });
      return res.end();
    }
    const urlPath = new URL(req.url ?? '/', 'http://remote').pathname;
    const found = await resolveFile(root, urlPath === '/' ? '/index.html' : urlPath);
    if (!found) {
      res.writeHead(404, { ...cors, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
      return res.end('Not found');
    }
    await sendFile(req, res, found, cors);
  } catch (error) {
    console.error(`[serve-remote] ${req.method} ${req.url}:`, error);
    if (!res.headersSent) res.writeHead(500, cors);
    res.end();
  }
});

// Loopback unless told otherwise (HOST=0.0.0.0 to serve the local network).
server.listen(port, process.env.HOST || 'localhost', () => console.log(`[serve-remote] ${root} on http://localhost:${port}`));
// Stateless: nothing to flush, so a signal ends the process at once (keep-alive sockets included).
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0));
