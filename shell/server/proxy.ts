// The shell's use of the proxy module (deploy/api-proxy.mjs): the calls on api-calls.ts's list to the
// configured API base, with the keys added here so that no key ever reaches the browser
// (product §10 "Defects of the original product that are not carried over"). Each call carries a
// request id upstream as X-Request-Id; trouble upstream is logged with it (upstream-log.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  type ProxyEvent,
  apiTarget as targetOf,
  createApiProxy,
  forwardedFor as chainOf,
  isOriginForm,
  trustedProxies,
} from '../../deploy/api-proxy.mjs';
import { ALLOW_LIST } from './api-calls';
import type { ServerSettings } from './env';
import { logUpstream, networkReason, upstreamStatusProblem } from './upstream-log';

export { MAX_BODY_BYTES, refuseConnect } from '../../deploy/api-proxy.mjs';

/** The dispatch API's key headers, added by this server to every keyed call (the proxy's and its own). */
/** What the proxy and the server's own calls read of the settings. */
export type ApiSettings = Pick<ServerSettings, 'apiBaseUrl' | 'apiPublicKey' | 'apiSecretKey'> &
  Partial<Pick<ServerSettings, 'trustedProxies' | 'apiTimeoutMs'>>;

export const apiKeyHeaders = (settings: Pick<ApiSettings, 'apiPublicKey' | 'apiSecretKey'>) => ({
  'x-public-key': settings.apiPublicKey,
  'x-secret-key': settings.apiSecretKey,
});

type IsTrusted = ReturnType<typeof trustedProxies>;
const trustOf = new WeakMap<object, IsTrusted>();
const trusted = (settings: Partial<Pick<ApiSettings, 'trustedProxies'>>) => {
  let isTrusted = trustOf.get(settings);
  if (!isTrusted) {
    isTrusted = trustedProxies(settings.trustedProxies ?? 'loopback');
    trustOf.set(settings, isTrusted);
  }
  return isTrusted;
};

/** X-Forwarded-For as the API should see it: the peer, after what it brought only if it is a trusted proxy. */
export const forwardedFor = (req: IncomingMessage, settings: Partial<Pick<ApiSettings, 'trustedProxies'>>) =>
  chainOf(req, trusted(settings));

/** The API base plus a checked path and query: never a host or path a request names. */
export const apiTarget = (settings: Pick<ApiSettings, 'apiBaseUrl'>, path: string, search = '') =>
  targetOf(settings.apiBaseUrl, path, search);

/** One line on stderr for an answer worth an operator's look, or a call with no answer. */
const logFor = (settings: ApiSettings) => (event: ProxyEvent) => {
  const logged = { method: event.method, path: event.path, requestId: event.requestId };
  if (event.error) {
    const why = event.timedOut ? 'timeout' : networkReason(event.error);
    const message = event.timedOut
      ? `the API did not answer within ${(settings.apiTimeoutMs ?? 30_000) / 1000} s`
      : `the API at ${settings.apiBaseUrl} does not answer (${why})`;
    return logUpstream('error', { ...logged, error: why, message });
  }
  const problem = upstreamStatusProblem(event.status ?? 0, { keys: event.call.keys, bearer: event.bearer });
  return problem ? logUpstream(problem.level, { status: event.status, ...logged, message: problem.message }) : undefined;
};

type Proxy = ReturnType<typeof createApiProxy>;
const proxies = new WeakMap<object, Proxy>();

/** Forwards a request for which isProxiedPath is true; `extraHeaders` go on every answer. */
export function proxyToApi(req: IncomingMessage, res: ServerResponse, settings: ApiSettings, extraHeaders: Record<string, string> = {}) {
  let proxy = proxies.get(settings);
  if (!proxy) {
    proxy = createApiProxy({
      allowList: ALLOW_LIST,
      apiBaseUrl: settings.apiBaseUrl,
      publicKey: settings.apiPublicKey,
      secretKey: settings.apiSecretKey,
      trustedProxies: settings.trustedProxies ?? 'loopback',
      timeoutMs: settings.apiTimeoutMs ?? 30_000,
      log: logFor(settings),
    });
    proxies.set(settings, proxy);
  }
  return proxy(req, res, extraHeaders);
}

/** True (and answered 400) when the request-target is not origin-form: absolute-form, '//host', '*'. */
export function refusedRequestLine(req: IncomingMessage, res: ServerResponse, headers: Record<string, string> = {}): boolean {
  if (isOriginForm(req.url)) return false;
  if (res.headersSent) {
    res.destroy();
    return true;
  }
  res.writeHead(400, { ...headers, 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify({ success: false, message: 'Bad request.' }));
  return true;
}
