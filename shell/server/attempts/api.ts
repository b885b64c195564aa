// The dispatch API calls the shell's server makes itself for a checkout attempt, with the key
// headers the proxy adds (proxy.ts) and to the same API base. They are on the proxy's list too.
// Trouble is logged as the proxy logs it: one JSON line with the call's path and its X-Request-Id.
import { randomUUID } from 'node:crypto';
import { apiCall } from '../api-calls';
import { type ApiSettings, apiKeyHeaders, apiTarget } from '../proxy';
import { logUpstream, networkReason, upstreamStatusProblem } from '../upstream-log';

const TIMEOUT_MS = 20_000;
/** The calls this server makes, by their names in the endpoint table (marked `server` there). */
export const SERVER_CALLS = [
  'checkoutSession',
  'paymentId',
  'booking',
  'settings',
  'checkPassengerEmail',
  'distancePrice',
  'hourlyPrice',
  'vehiclePrice',
];
/** A call's answer: `body` is the API's JSON (an object when ok); `status` 0 when nothing answered. */
export type ApiAnswer = { ok: boolean; status: number; body: Json | null; message: string | null };
/** The API's JSON answer, read field by field. */
type Json = { [key: string]: unknown };
/** Who the call is made for: the visitor's address chain. */
type Visitor = { forwardedFor?: string | null };

const [SESSION, PAYMENT, BOOKING, SETTINGS, EMAIL, DISTANCE_PRICE, HOURLY_PRICE, VEHICLE_PRICE] = SERVER_CALLS.map(apiCall);

const UNAVAILABLE = 'The booking service is unavailable right now. Please try again later.';

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

const messageOf = (body: unknown, fallback: string | null) => {
  const message = (body as Json | null)?.message;
  return typeof message === 'string' && message.trim() ? message.trim().slice(0, 500) : fallback;
};

/**
 * One call: { ok, status, body, message }. `status` is 0 when the API did not answer (network error,
 * time-out, a redirect: the keys never follow one). A 200 answer with `success: false` is not ok.
 */
async function callApi(
  settings: ApiSettings,
  [method, path]: [string, string],
  {
    search = '',
    body,
    headers = {},
    timeoutMs = TIMEOUT_MS,
  }: { search?: string; body?: unknown; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<ApiAnswer> {
  const target = apiTarget(settings, path, search) ?? '';
  const requestId = randomUUID();
  const logged = { method, path, requestId, by: 'checkout-attempts' };
  try {
    const response = await fetch(target, {
      method,
      headers: {
        accept: 'application/json',
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...headers,
        ...apiKeyHeaders(settings),
        'x-request-id': requestId,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const problem = upstreamStatusProblem(response.status, { keys: true, bearer: Boolean(headers.authorization) });
    if (problem) logUpstream(problem.level, { status: response.status, ...logged, message: problem.message });
    const answer = parseJson(await response.text());
    const json = answer !== null && typeof answer === 'object' ? (answer as Json) : null;
    const ok = response.ok && json !== null && json.success !== false;
    return {
      ok,
      status: response.status,
      body: json ?? ((answer ?? null) as Json | null),
      message: messageOf(answer, ok ? null : UNAVAILABLE),
    };
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    const why = timedOut ? 'timeout' : networkReason(error);
    const message = timedOut
      ? `the API did not answer within ${timeoutMs / 1000} s`
      : `the API at ${settings.apiBaseUrl} does not answer (${why})`;
    logUpstream('error', { ...logged, error: why, message });
    return {
      ok: false,
      status: 0,
      body: null,
      message: timedOut ? 'The booking service did not answer in time. Please try again later.' : UNAVAILABLE,
    };
  }
}

const visitor = (forwardedFor?: string | null): Record<string, string> => (forwardedFor ? { 'x-forwarded-for': forwardedFor } : {});
const bearer = (token?: string | null): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});

/**
 * The checkout session call: a hosted checkout for `amount` returning to `returnUrl`. The
 * booking it pays for (without password) and the corporate token go too: an API that keeps quotes
 * (the sandbox does) judges the booking now and honours the price for the session's life.
 */
export const createSession = (
  settings: ApiSettings,
  {
    amount,
    returnUrl,
    booking,
    token,
    forwardedFor,
  }: { amount: number; returnUrl: string; booking?: unknown; token?: string | null; forwardedFor?: string | null },
) =>
  callApi(settings, SESSION, {
    body: { amount, frontend_url: returnUrl, ...(booking ? { booking } : {}) },
    headers: { ...bearer(token), ...visitor(forwardedFor) },
  });

/** The settings call: the operator's settings as { name: value }, or the failed call. */
export async function operatorSettings(
  settings: ApiSettings,
  { forwardedFor }: Visitor = {},
): Promise<ApiAnswer & { values: Record<string, string> | null }> {
  const answer = await callApi(settings, SETTINGS, { headers: visitor(forwardedFor) });
  const body: unknown = answer.body;
  const data = (body as Json | null)?.data;
  const list: unknown[] | null = Array.isArray(body) ? body : Array.isArray(data) ? data : null;
  if (!answer.ok || !list) return { ...answer, ok: false, values: null };
  const values = Object.fromEntries(
    (list as (Json | null)[])
      .filter((row) => typeof row?.setting_name === 'string')
      .map((row) => [row?.setting_name, String(row?.setting_value ?? '')]),
  );
  return { ...answer, values };
}

/** The e-mail check: whether an e-mail has an account, and the password is right. */
export const checkPassengerEmail = (
  settings: ApiSettings,
  { email, password }: { email: string; password: unknown },
  { forwardedFor }: Visitor = {},
) => callApi(settings, EMAIL, { body: { email, password }, headers: visitor(forwardedFor) });

/** The distance or hourly price call: the journey's price list. */
export const priceJourney = (settings: ApiSettings, { hourly, form }: { hourly: boolean; form: unknown }, { forwardedFor }: Visitor = {}) =>
  callApi(settings, hourly ? HOURLY_PRICE : DISTANCE_PRICE, { body: form, headers: visitor(forwardedFor) });

/** The selected vehicle's price call: the chosen vehicle with its extras and quantity. */
export const priceVehicle = (settings: ApiSettings, body: unknown, { forwardedFor }: Visitor = {}) =>
  callApi(settings, VEHICLE_PRICE, { body, headers: visitor(forwardedFor) });

/** The payment id call: the payment of a paid session; 402 declined, 409 not paid. */
export const paymentOf = (settings: ApiSettings, sessionId: string, { forwardedFor }: Visitor = {}) =>
  callApi(settings, PAYMENT, { search: `?${new URLSearchParams({ session_id: sessionId })}`, headers: visitor(forwardedFor) });

/**
 * The booking call, with the attempt's Idempotency-Key (and the corporate token, when there is one).
 * `timeoutMs`: shorter for asking again by the key, when the booking may exist already.
 */
export const book = (
  settings: ApiSettings,
  booking: unknown,
  {
    idempotencyKey,
    token,
    forwardedFor,
    timeoutMs,
  }: { idempotencyKey: string; token?: string | null; forwardedFor?: string | null; timeoutMs?: number },
) =>
  callApi(settings, BOOKING, {
    body: booking,
    timeoutMs,
    headers: { 'idempotency-key': idempotencyKey, ...(token ? { authorization: `Bearer ${token}` } : {}), ...visitor(forwardedFor) },
  });
