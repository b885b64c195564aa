// The shell's use of the proxy module (deploy/api-proxy.mjs): the calls on api-calls.mjs's list to the
// configured API base, with the keys added here so that no key ever reaches the browser
// (product §10 "Defects of the original product that are not carried over"). Each call carries a
// request id upstream as X-Request-Id; trouble upstream is logged with it (upstream-log.mjs).
import { apiTarget as targetOf, createApiProxy, forwardedFor as chainOf, isOriginForm, trustedProxies } from '../../deploy/api-proxy.mjs';
import { ALLOW_LIST } from './api-calls.mjs';
import { logUpstream, networkReason, upstreamStatusProblem } from './upstream-log.mjs';

export { MAX_BODY_BYTES, refuseConnect } from '../../deploy/api-proxy.mjs';

/** The dispatch API's key headers, added by this server to every keyed call (the proxy's and its own). */
export const apiKeyHeaders = (settings) => ({ 'x-public-key': settings.apiPublicKey, 'x-secret-key': settings.apiSecretKey });

const trustOf = new WeakMap();
const trusted = (settings) => {
  if (!trustOf.has(settings)) trustOf.set(settings, trustedProxies(settings.trustedProxies ?? 'loopback'));
  return trustOf.get(settings);
};

/** X-Forwarded-For as the API should see it: the peer, after what it brought only if it is a trusted proxy. */
export const forwardedFor = (req, settings) => chainOf(req, trusted(settings));

/** The API base plus a checked path and query: never a host or path a request names. */
export const apiTarget = (settings, path, search = '') => targetOf(settings.apiBaseUrl, path, search);

/** One line on stderr for an answer worth an operator's look, or a call with no answer. */
const logFor = (settings) => (event) => {
  const logged = { method: event.method, path: event.path, requestId: event.requestId };
  if (event.error) {
    const why = event.timedOut ? 'timeout' : networkReason(event.error);
    const message = event.timedOut
      ? `the API did not answer within ${settings.apiTimeoutMs / 1000} s`
      : `the API at ${settings.apiBaseUrl} does not answer (${why})`;
    return logUpstream('error', { ...logged, error: why, message });
  }
  const problem = upstreamStatusProblem(event.status, { keys: event.call.keys, bearer: event.bearer });
  return problem ? logUpstream(problem.level, { status: event.status, ...logged, message: problem.message }) : undefined;
};

const proxies = new WeakMap();

/** Forwards a request for which isProxiedPath is true; `extraHeaders` go on every answer. */
export function proxyToApi(req, res, settings, extraHeaders = {}) {
  if (!proxies.has(settings))
    proxies.set(
      settings,
      createApiProxy({
        allowList: ALLOW_LIST,
        apiBaseUrl: settings.apiBaseUrl,
        publicKey: settings.apiPublicKey,
        secretKey: settings.apiSecretKey,
        trustedProxies: settings.trustedProxies ?? 'loopback',
        timeoutMs: settings.apiTimeoutMs ?? 30_000,
        log: logFor(settings),
      }),
    );
  return proxies.get(settings)(req, res, extraHeaders);
}

/** True (and answered 400) when the request-target is not origin-form: absolute-form, '//host', '*'. */
export function refusedRequestLine(req, res, headers = {}) {
  if (isOriginForm(req.url)) return false;
  if (res.headersSent) {
    res.destroy();
    return true;
  }
  res.writeHead(400, { ...headers, 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify({ success: false, message: 'Bad request.' }));
  return true;
}
