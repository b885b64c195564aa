#!/usr/bin/env node
// Serves one remote's build: `node config/serve-remote.mjs --dir <app>/dist [--port <port>] [--name <remote>]`;
// without --port (or PORT) the remote's port comes from config/stack.mjs by its folder.
// Any origin may load a remote (CORS); hashed assets are cached for a year, the manifest and
// remoteEntry.js never, so a redeployed remote is picked up on the next page load. /healthz answers
// 200 while the process runs. A wrong argument or a port in use stops it with one line.
import { statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { PORT_RULE, REMOTES, stackPorts, toPort } from './stack.mjs';
import { resolveFile, sendFile } from './static-files.mjs';

const PREFIX = '[serve-remote]';
const stop = (lines) => {
  for (const line of lines) console.error(`${PREFIX} cannot start: ${line}`);
  process.exit(1);
};

/** The arguments and variables, checked: `{ root, name, port, host }`, or one line per wrong one. */
function readOptions() {
  let values;
  try {
    ({ values } = parseArgs({ options: { dir: { type: 'string', default: 'dist' }, port: { type: 'string' }, name: { type: 'string' } } }));
  } catch (error) {
    stop([`${error.message} (use --dir <folder> [--port <port>] [--name <remote>]).`]);
  }
  const root = path.resolve(values.dir);
  const remote = REMOTES.find((r) => r.dir === path.basename(path.dirname(root)));
  const build = remote ? `npm run build -w ${remote.dir}` : 'its build';
  // The port: --port, else PORT, else the remote's own in config/stack.mjs (SEARCH_PORT ...).
  const [portName, portText] =
    values.port !== undefined ? ['--port', values.port] : process.env.PORT?.trim() ? ['PORT', process.env.PORT] : [];
  const schema = z.object({
    '--dir': z
      .string()
      .refine(
        (dir) => statSync(dir, { throwIfNoEntry: false })?.isDirectory() === true,
        `is not a folder (build the remote first: ${build})`,
      ),
    port: z
      .string()
      .refine((text) => toPort(text) !== null, PORT_RULE)
      .transform(toPort)
      .optional(),
  });
  const given = { '--dir': values.dir, port: portText };
  const result = schema.safeParse(given);
  const lines = result.success
    ? []
    : result.error.issues.map((issue) => {
        const key = String(issue.path[0]);
        return `${key === 'port' ? portName : key}="${given[key]}" ${issue.message}.`;
      });
  let port = result.data?.port;
  if (portName === undefined) {
    try {
      port = stackPorts()[remote?.portKey ?? 'search'];
    } catch (error) {
      lines.push(error.message);
    }
  }
  if (lines.length) stop(lines);
  return {
    root,
    name: values.name ?? remote?.dir ?? path.basename(path.dirname(root)),
    port,
    // Loopback unless told otherwise (HOST=0.0.0.0 to serve the local network).
    host: process.env.HOST?.trim() || 'localhost',
  };
}

const { root, name, port, host } = readOptions();

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
    if (urlPath === '/healthz') {
      res.writeHead(200, { ...cors, 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
      return res.end(req.method === 'HEAD' ? undefined : '{"status":"ok"}');
    }
    const found = await resolveFile(root, urlPath === '/' ? '/index.html' : urlPath);
    if (!found) {
      res.writeHead(404, { ...cors, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
      return res.end('Not found');
    }
    await sendFile(req, res, found, cors);
  } catch (error) {
    console.error(`${PREFIX} ${req.method} ${req.url}:`, error);
    if (!res.headersSent) res.writeHead(500, cors);
    res.end();
  }
});

server.once('error', (error) => {
  const part = `the ${name} remote`;
  if (error.code === 'EADDRINUSE') stop([`port ${port} is in use (${part}). Stop what uses it, or set --port/PORT.`]);
  if (error.code === 'EACCES')
    stop([`port ${port} needs privileges this process does not have (${part}). Use a port above 1023, or set --port/PORT.`]);
  stop([`cannot listen on ${host} port ${port} (${part}): ${error.message}`]);
});
server.listen(port, host, () => console.log(`${PREFIX} ${root} on http://localhost:${port}`));
// Stateless: nothing to flush, so a signal ends the process at once (keep-alive sockets included).
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0));
