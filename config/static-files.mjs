// Static file helpers shared by the remotes' server and the shell's server: content types,
// cache rules (hashed names for a year, entry points never) and safe path resolution.
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  // mf-corporate's type bundle for the federation's type consumer: @mf-types.zip and @mf-types.d.ts.
  '.zip': 'application/zip',
  '.ts': 'text/plain; charset=utf-8',
};

// Names the build writes with a content hash, e.g. main.3f9a1c02bd.js or assets/logo.0a1b2c3d4e.svg.
const HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;
const NEVER_CACHED = new Set(['mf-manifest.json', 'remoteEntry.js', 'mf-stats.json', 'index.html']);

export const contentType = (file) => TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';

export function cacheControl(file) {
  const base = path.basename(file);
  if (NEVER_CACHED.has(base)) return 'no-cache';
  if (HASHED.test(base)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/** The file under `root` a URL path names, or null when it escapes root or is not a file. */
export async function resolveFile(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0]);
  } catch {
    return null;
  }
  const file = path.resolve(root, `.${path.posix.normalize(decoded)}`);
  if (file !== root && !file.startsWith(root + path.sep)) return null;
  try {
    const info = await stat(file);
    return info.isFile() ? { file, size: info.size, mtimeMs: info.mtimeMs } : null;
  } catch {
    return null;
  }
}

const COMPRESSIBLE = /\.(html|m?js|json|css|svg|map|txt|ts)$/i;
const gzipCache = new Map();

// Built files change only on redeploy, so one gzip per file version is kept in memory.
async function gzipped({ file, mtimeMs }) {
  const hit = gzipCache.get(file);
  if (hit && hit.mtimeMs === mtimeMs) return hit.body;
  const body = gzipSync(await readFile(file));
  gzipCache.set(file, { mtimeMs, body });
  return body;
}

/** Sends a resolved file with its type and cache headers, gzipped when the client accepts it. */
export async function sendFile(req, res, found, extraHeaders = {}) {
  const headers = {
    'Content-Type': contentType(found.file),
    'Cache-Control': cacheControl(found.file),
    'X-Content-Type-Options': 'nosniff',
    Vary: 'Accept-Encoding',
    ...extraHeaders,
  };
  const acceptsGzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  if (acceptsGzip && found.size > 1024 && COMPRESSIBLE.test(found.file)) {
    const body = await gzipped(found);
    res.writeHead(200, { ...headers, 'Content-Encoding': 'gzip', 'Content-Length': body.length });
    return res.end(req.method === 'HEAD' ? undefined : body);
  }
  res.writeHead(200, { ...headers, 'Content-Length': found.size });
  if (req.method === 'HEAD') return res.end();
  createReadStream(found.file).pipe(res);
}
