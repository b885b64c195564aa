// JSON in and out for the attempt routes: bodies of at most 64 KB (as the proxy and the API allow),
// JSON only, and every answer uncached.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { MAX_BODY_BYTES } from '../proxy';

/** A refusal with the status and message to answer. */
export class HttpError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

const isJson = (type: string | undefined) => /^application\/json\s*(;|$)/i.test(type ?? '');

/**
 * The request's body as text: 413 over 64 KB (declared or sent); 415 unless it is JSON. `required`:
 * JSON even when empty (creation); otherwise an empty body passes whatever its Content-Type says.
 */
export async function readBody(req: IncomingMessage, { required = false } = {}): Promise<string> {
  if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) throw new HttpError(413, 'The request is too large.');
  const text = await new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
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
export async function readJson(req: IncomingMessage): Promise<unknown> {
  const text = await readBody(req, { required: true });
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'The body is not valid JSON.');
  }
}

/** JSON, never cached; `head` (a HEAD request) sends the headers alone. Also the health routes' answer. */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
  { head = false } = {},
): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...headers,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
    // An unread body over the limit is not read to its end to keep the connection.
    ...(status === 413 ? { Connection: 'close' } : {}),
  });
  res.end(head ? undefined : text);
}
