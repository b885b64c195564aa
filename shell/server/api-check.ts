// Whether the dispatch API answers and accepts the keys: one call (the settings, as the site's first
// call), made at start-up, where the answer is logged in one line, and for /readyz, where
// it is cached a few seconds. Neither stops the server: the API may come up later.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { apiCall } from './api-calls';
import { sendJson } from './attempts/http';
import { type ApiSettings, apiKeyHeaders, apiTarget } from './proxy';
import { networkReason } from './upstream-log';

export const CHECKED_CALL = apiCall('settings')[1];
const START_UP_TIMEOUT_MS = 5_000;
const READY_TIMEOUT_MS = 2_000;
const FRESH_MS = 5_000;

/** One check of the API: `status` 0 when nothing answered, `why` then says what. */
export type ApiCheck = { ok: boolean; status: number; why: string | null };

const refused = (status: number) => status === 401 || status === 403;

/** One call with the keys: `{ ok, status, why }`; status 0 when nothing answered, `why` then says what. */
export async function checkApi(settings: ApiSettings, timeoutMs: number): Promise<ApiCheck> {
  try {
    const response = await fetch(apiTarget(settings, CHECKED_CALL) ?? '', {
      headers: { accept: 'application/json', ...apiKeyHeaders(settings) },
      // The keys never follow a redirect.
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
    return { ok: response.status >= 200 && response.status < 300, status: response.status, why: null };
  } catch (error) {
    const why = error instanceof Error && error.name === 'TimeoutError' ? `no answer within ${timeoutMs / 1000} s` : networkReason(error);
    return { ok: false, status: 0, why };
  }
}

/** What /readyz says is wrong: no address of the API, which is the operator's business only. */
export function readinessReason({ status, why }: ApiCheck): string {
  if (status === 0) return `the API does not answer (${why})`;
  if (refused(status)) return `the API refused the keys (${status}): check API_PUBLIC_KEY and API_SECRET_KEY`;
  return `the API answered ${status}`;
}

/** The start-up line, with the API's address. */
function startUpLine(result: ApiCheck, { apiBaseUrl }: Pick<ApiSettings, 'apiBaseUrl'>) {
  const { ok, status, why } = result;
  if (ok) return `connected: the API at ${apiBaseUrl} accepted the keys (GET ${CHECKED_CALL} answered ${status}).`;
  if (status === 0) return `the API at ${apiBaseUrl} does not answer (${why}); the site's calls fail until it does.`;
  if (refused(status)) return `${readinessReason(result)} (API_BASE_URL ${apiBaseUrl}).`;
  return `the API at ${apiBaseUrl} answered ${status} to GET ${CHECKED_CALL}; the site's calls may fail.`;
}

const WAIT_EVERY_MS = 500;
const DOWN_EVERY_MS = 10_000;

/**
 * The API at start, told once: its line when it answers at once. When nothing answers (the sandbox
 * of `npm start` starts after this server), "waiting for the API at …" once, then its line when it
 * answers ("connected: …"); still nothing after `waitMs`, the loud line (an error), and its line
 * again once it answers. `report(line, isError)` writes; the returned function stops the checks.
 */
export function watchApiAtStart(
  readiness: ApiReadiness,
  settings: Pick<ApiSettings, 'apiBaseUrl'>,
  { waitMs, report }: { waitMs: number; report: (line: string, isError: boolean) => void },
): () => void {
  const started = Date.now();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let waiting = false;
  let loud = false;
  const round = async () => {
    const result = await readiness.atStartUp();
    if (stopped) return;
    if (result.status !== 0) {
      report(startUpLine(result, settings), !result.ok);
      return;
    }
    if (Date.now() - started >= waitMs && !loud) {
      loud = true;
      report(startUpLine(result, settings), true);
    } else if (!waiting && !loud) {
      waiting = true;
      report(`waiting for the API at ${settings.apiBaseUrl} …`, false);
    }
    timer = setTimeout(round, loud ? DOWN_EVERY_MS : WAIT_EVERY_MS);
    timer.unref();
  };
  void round();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

export type ApiReadiness = { atStartUp: () => Promise<ApiCheck>; current: () => Promise<ApiCheck> };

/** The last check, shared by start-up and /readyz: one call at a time, one every few seconds at most. */
export function apiReadiness(settings: ApiSettings): ApiReadiness {
  let last: (ApiCheck & { at: number }) | null = null;
  let pending: Promise<ApiCheck> | null = null;
  const check = (timeoutMs: number) => {
    pending ??= checkApi(settings, timeoutMs)
      .then((result) => (last = { ...result, at: Date.now() }))
      .finally(() => (pending = null));
    return pending;
  };
  return {
    atStartUp: () => check(START_UP_TIMEOUT_MS),
    current: () => (last && Date.now() - last.at < FRESH_MS ? Promise.resolve(last) : check(READY_TIMEOUT_MS)),
  };
}

/**
 * /healthz (the process answers) and /readyz (the API answered the last check, at most a few seconds
 * old); true when it answered. JSON, never cached, with the site's headers.
 */
export async function answerHealth(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  headers: Record<string, string>,
  readiness: ApiReadiness,
): Promise<boolean> {
  if (pathname !== '/healthz' && pathname !== '/readyz') return false;
  let status = 200;
  let body: { status: string; reason?: string } = { status: 'ok' };
  if (pathname === '/readyz') {
    const result = await readiness.current();
    [status, body] = result.ok ? [200, { status: 'ready' }] : [503, { status: 'not ready', reason: readinessReason(result) }];
  }
  sendJson(res, status, body, headers, { head: req.method === 'HEAD' });
  return true;
}
