// JSON in and out for the attempt routes: bodies of at most 64 KB (as the proxy and the API allow),
// JSON only, and every answer uncached.
import { MAX_BODY_BYTES } from '../proxy.mjs';

/** A refusal with the status and message to answer. */
export class HttpError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

const isJson = (type) => /^application\/json\s*(;|$)/i.test(type ?? '');

/**
 * The request's body as text: 413 over 64 KB (declared or sent); 415 unless it is JSON. `required`:
 * JSON even when empty (creation); otherwise an empty body passes whatever its Content-Type says.
 */
export async function readBody(req, { required = false } = {}) {
  if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) throw new HttpError(413, 'The request is too large.');
  const text = await new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on('end', () =>
      size > MAX_BODY_BYTES ? reject(new HttpError(413, 'The request is too large.')) : resolve(Buffer.concat(chunks).toString('utf8')),
    );
    req.on('error', reject);
  });
  if ((required || text) && !isJson(req.headers['content-type'])) throw new HttpError(415, 'Send the body as application/json.');
  return text;
}

/** The body parsed as JSON (400 when it is not). */
export async function readJson(req) {
  const text = await readBody(req, { required: true });
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'The body is not valid JSON.');
  }
}

/** JSON, never cached; `head` (a HEAD request) sends the headers alone. Also the health routes' answer. */
export function sendJson(res, status, body, headers = {}, { head = false } = {}) {
  if (res.headersSent) return res.destroy();
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...headers,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
    // An unread body over the limit is not read to its end to keep the connection.
    ...(status === 413 ? { Connection: 'close' } : {}),
  });
  return res.end(head ? undefined : text);
}
