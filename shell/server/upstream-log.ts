// How trouble with the dispatch API reaches an operator: one JSON line on stderr per proxied call that
// the API refused (401, 403), failed (5xx), or did not answer. The path is logged without its query,
// which may carry personal data; the request id is the one sent to the API as X-Request-Id.

const NETWORK_REASONS: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection reset',
  ENOTFOUND: 'host not found',
  EAI_AGAIN: 'host not found (DNS did not answer)',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  ETIMEDOUT: 'connection timed out',
  UND_ERR_SOCKET: 'connection closed',
};

/** Why a call got no answer, in a few words: the network error's code (fetch keeps it in `cause`). */
export function networkReason(error: unknown): string {
  const { code: own, message, cause } = (error ?? {}) as { code?: string; message?: string; cause?: { code?: string; message?: string } };
  const code = cause?.code ?? own;
  return (code && NETWORK_REASONS[code]) ?? code ?? cause?.message ?? message ?? 'unknown error';
}

const REFUSED_KEYS = 'the API refused the keys: check API_PUBLIC_KEY and API_SECRET_KEY';

export type UpstreamProblem = { level: 'warn' | 'error'; message: string };

/** The level and message for an upstream answer worth an operator's look, or null (2xx-4xx otherwise). */
export function upstreamStatusProblem(status: number, { keys, bearer }: { keys: boolean; bearer: boolean }): UpstreamProblem | null {
  if (status === 401 || status === 403) {
    if (!keys) return { level: 'warn', message: `the API refused a public file (${status})` };
    // A passenger's expired or foreign token is refused the same way as wrong keys.
    if (bearer)
      return {
        level: 'warn',
        message: "the API refused the call: the passenger's sign-in token, or the keys (check API_PUBLIC_KEY and API_SECRET_KEY)",
      };
    return { level: 'error', message: REFUSED_KEYS };
  }
  return status >= 500 ? { level: 'error', message: `the API answered ${status}` } : null;
}

/** Writes one line: `{ level, event: 'upstream', ...fields }`. */
export function logUpstream(level: UpstreamProblem['level'], fields: Record<string, unknown>): void {
  process.stderr.write(`${JSON.stringify({ level, event: 'upstream', ...fields })}\n`);
}
