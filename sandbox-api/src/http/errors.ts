import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

// The site's shared schemas are zod/mini, which loads no messages: the 422 texts below use zod's English.
z.config(z.locales.en());

/** An error meant for the client: its status (4xx), a sentence a person can read, and any headers (Retry-After). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

const fieldName = (path: PropertyKey[]) => path.map(String).join('.') || 'body';

/** Parses a request part with a zod schema; a failure is a 422 naming the first bad field. */
export function parseWith<S extends z.core.$ZodType>(schema: S, value: unknown, what = 'request'): z.output<S> {
  const result = z.safeParse(schema, value ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  // Schemas phrase their own messages as full sentences; zod's defaults get the field named.
  if (/[.!?]$/.test(issue.message)) throw new HttpError(422, issue.message);
  const where = fieldName(issue.path);
  throw new HttpError(422, `Please check the ${what}: ${where} is not valid (${issue.message.toLowerCase()}).`);
}

/** Maps any thrown error to a status and message; only our own faults become 5xx. */
function describeError(error: FastifyError | HttpError | Error): { status: number; message: string; extra?: Record<string, unknown> } {
  if (error instanceof HttpError) return { status: error.status, message: error.message, extra: error.extra };
  const fastifyError = error as FastifyError;
  if (fastifyError.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return { status: 413, message: 'The request is too large.' };
  if (fastifyError.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return { status: 415, message: 'Send the request body as JSON.' };
  if (fastifyError.code === 'FST_ERR_CTP_EMPTY_JSON_BODY')
    return { status: 400, message: 'The request body is empty; send a JSON object.' };
  if (fastifyError.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError)
    return { status: 400, message: 'The request body is not valid JSON.' };
  const status = fastifyError.statusCode;
  if (status && status >= 400 && status < 500) return { status, message: error.message || 'The request could not be handled.' };
  return { status: 500, message: 'Something went wrong on our side. Please try again.' };
}

export function sendError(key: 'message' | 'error') {
  return (error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) => {
    const { status, message, extra } = describeError(error);
    if (status >= 500) request.log.error(error);
    if (error instanceof HttpError) reply.headers(error.headers);
    return reply.status(status).send({ success: false, ...extra, [key]: message });
  };
}
