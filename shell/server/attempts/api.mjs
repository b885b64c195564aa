// The dispatch API calls the shell's server makes itself for a checkout attempt, with the key
// headers the proxy adds (proxy.mjs) and to the same API base. They are on the proxy's list too.
// Trouble is logged as the proxy logs it: one JSON line with the call's path and its X-Request-Id.
import { randomUUID } from 'node:crypto';
import { apiCall } from '../api-calls.mjs';
import { apiKeyHeaders, apiTarget } from '../proxy.mjs';
import { logUpstream, networkReason, upstreamStatusProblem } from '../upstream-log.mjs';

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
const [SESSION, PAYMENT, BOOKING, SETTINGS, EMAIL, DISTANCE_PRICE, HOURLY_PRICE, VEHICLE_PRICE] = SERVER_CALLS.map(apiCall);

const UNAVAILABLE = 'The booking service is unavailable right now. Please try again later.';

const parseJson = (text) => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

const messageOf = (body, fallback) =>
  typeof body?.message === 'string' && body.message.trim() ? body.message.trim().slice(0, 500) : fallback;

/**
 * One call: { ok, status, body, message }. `status` is 0 when the API did not answer (network error,
 * time-out, a redirect: the keys never follow one). A 200 answer with `success: false` is not ok.
 */
async function callApi(settings, [method, path], { search = '', body, headers = {}, timeoutMs = TIMEOUT_MS } = {}) {
  const target = apiTarget(settings, path, search);
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
    const ok = response.ok && answer !== null && typeof answer === 'object' && answer.success !== false;
    return { ok, status: response.status, body: answer ?? null, message: messageOf(answer, ok ? null : UNAVAILABLE) };
  } catch (error) {
    const timedOut = error?.name === 'TimeoutError';
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

const visitor = (forwardedFor) => (forwardedFor ? { 'x-forwarded-for': forwardedFor } : {});
const bearer = (token) => (token ? { authorization: `Bearer ${token}` } : {});

/**
 * The checkout session call: a hosted checkout for `amount` returning to `returnUrl`. The
 * booking it pays for (without password) and the corporate token go too: an API that keeps quotes
 * (the sandbox does) judges the booking now and honours the price for the session's life.
 */
export const createSession = (settings, { amount, returnUrl, booking, token, forwardedFor }) =>
  callApi(settings, SESSION, {
    body: { amount, frontend_url: returnUrl, ...(booking ? { booking } : {}) },
    headers: { ...bearer(token), ...visitor(forwardedFor) },
  });

/** The settings call: the operator's settings as { name: value }, or the failed call. */
export async function operatorSettings(settings, { forwardedFor } = {}) {
  const answer = await callApi(settings, SETTINGS, { headers: visitor(forwardedFor) });
  const list = Array.isArray(answer.body) ? answer.body : Array.isArray(answer.body?.data) ? answer.body.data : null;
  if (!answer.ok || !list) return { ...answer, ok: false, values: null };
  const values = Object.fromEntries(
    list.filter((row) => typeof row?.setting_name === 'string').map((row) => [row.setting_name, String(row.setting_value ?? '')]),
  );
  return { ...answer, values };
}

/** The e-mail check: whether an e-mail has an account, and the password is right. */
export const checkPassengerEmail = (settings, { email, password }, { forwardedFor } = {}) =>
  callApi(settings, EMAIL, { body: { email, password }, headers: visitor(forwardedFor) });

/** The distance or hourly price call: the journey's price list. */
export const priceJourney = (settings, { hourly, form }, { forwardedFor } = {}) =>
  callApi(settings, hourly ? HOURLY_PRICE : DISTANCE_PRICE, { body: form, headers: visitor(forwardedFor) });

/** The selected vehicle's price call: the chosen vehicle with its extras and quantity. */
export const priceVehicle = (settings, body, { forwardedFor } = {}) =>
  callApi(settings, VEHICLE_PRICE, { body, headers: visitor(forwardedFor) });

/** The payment id call: the payment of a paid session; 402 declined, 409 not paid. */
export const paymentOf = (settings, sessionId, { forwardedFor } = {}) =>
  callApi(settings, PAYMENT, { search: `?${new URLSearchParams({ session_id: sessionId })}`, headers: visitor(forwardedFor) });

/**
 * The booking call, with the attempt's Idempotency-Key (and the corporate token, when there is one).
 * `timeoutMs`: shorter for asking again by the key, when the booking may exist already.
 */
export const book = (settings, booking, { idempotencyKey, token, forwardedFor, timeoutMs }) =>
  callApi(settings, BOOKING, {
    body: booking,
    timeoutMs,
    headers: { 'idempotency-key': idempotencyKey, ...(token ? { authorization: `Bearer ${token}` } : {}), ...visitor(forwardedFor) },
  });
