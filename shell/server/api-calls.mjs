// The one list of what a proxy in front of the dispatch API may forward: product §7's calls, method
// and path, and the vehicle images. The shell's server and the portal's server match requests with
// it; nginx's map (deploy/nginx/api-calls.conf) is generated from it and a test keeps them equal.
// Anything else gets 404 and is never forwarded (product §10 "Money, trust and privacy").

/** A path parameter: ids are numbers or tokens, never anything that needs encoding. */
const ID = '[A-Za-z0-9_-]{1,64}';
const FILE = '[A-Za-z0-9_-]{1,64}(?:/[A-Za-z0-9_-]{1,64}){0,3}\\.(?:svg|png|jpg|jpeg|webp)';

const call = (method, path, { keys = true } = {}) => ({ method, path, keys });

/** product §7, in its order. `{id}` and `{file}` are the only parameters. */
export const API_CALLS = [
  call('POST', '/api/v1/calculate-distance-price'),
  call('POST', '/api/v1/calculate-hourly-price'),
  call('POST', '/api/v1/calculate-selected-vehicle-price'),
  call('POST', '/api/v1/calculate-distance'),
  call('GET', '/api/v1/ai-addresses'),
  call('GET', '/api/v1/settings-flat'),
  call('GET', '/api/v1/fetch_companies'),
  call('GET', '/api/v1/fetch_vehicles'),
  call('POST', '/api/v1/auth/forgot-password'),
  call('POST', '/api/v1/auth/verify-code'),
  call('POST', '/api/v1/auth/reset-password'),
  call('POST', '/api/v1/check-passenger-email'),
  call('POST', '/api/v1/booking'),
  call('GET', '/api/v1/secret_key'),
  call('POST', '/api/v1/create-checkout-session'),
  call('GET', '/api/v1/get-payment-id'),
  call('POST', '/api/v1/send-instant-email'),
  call('POST', '/api/v1/contact-us'),
  call('POST', '/api/v1/check-passenger-login'),
  call('POST', '/api/v1/passenger/logout'),
  call('POST', '/api/v1/passenger/validate-token'),
  call('GET', '/api/v1/get_booking/{id}'),
  call('PATCH', '/api/v1/update-passenger'),
  // "Vehicle images load from {host}/storage/{vehicle_image}": public files, no keys.
  call('GET', '/storage/{file}', { keys: false }),
];

/**
 * The sandbox's hosted checkout page (the card provider's stand-in), for a deployment where the
 * browser cannot reach the sandbox itself (docker-compose keeps it on the internal network). No keys.
 */
export const SANDBOX_CHECKOUT_PAGES = [
  call('GET', '/sandbox-checkout/{id}', { keys: false }),
  call('POST', '/sandbox-checkout/{id}/pay', { keys: false }),
  call('POST', '/sandbox-checkout/{id}/cancel', { keys: false }),
  call('POST', '/sandbox-checkout/{id}/decline', { keys: false }),
];

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The anchored pattern of a call's path, as both the servers and nginx's map use it. */
export const pathPattern = (path) =>
  `^${path
    .split(/(\{id\}|\{file\})/)
    .map((part) => (part === '{id}' ? ID : part === '{file}' ? FILE : escapeRegExp(part)))
    .join('')}$`;

const compiled = (calls) => calls.map((entry) => ({ ...entry, pattern: new RegExp(pathPattern(entry.path)) }));
const API = compiled(API_CALLS);

/** The path prefixes a proxy answers for; every other path is the site's own. */
const PROXIED_PREFIX = /^\/(api|storage)(\/|\\|$)/i;

/**
 * A request-target a proxy may forward as it stands: origin-form (one leading '/'), and a path already
 * in normal form (no percent-encoding, which no call of the site needs, no backslash, no empty
 * segment, none starting with a dot), so the path the API sees is the path checked here. nginx's
 * map uses the same pattern.
 */
export const SAFE_TARGET = '(?:/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)+(?:\\?[^#\\s]*)?';
const safeTarget = new RegExp(`^${SAFE_TARGET}$`);

const isSafeTarget = (target) => typeof target === 'string' && target.length <= 2048 && safeTarget.test(target);

/**
 * Decides a request to a proxied path: 400 for a target that is not safe as it stands, 404 for one
 * that is not on the list, else the call with its path and normalised query.
 */
export function matchCall(method, target) {
  if (!isSafeTarget(target)) return { status: 400 };
  const [path, query = ''] = splitOnce(target, '?');
  const found = API.find((entry) => entry.method === method && entry.pattern.test(path));
  if (!found) return { status: 404 };
  const search = new URLSearchParams(query).toString();
  return { status: 200, call: found, path, search: search ? `?${search}` : '' };
}

const splitOnce = (text, separator) => {
  const at = text.indexOf(separator);
  return at < 0 ? [text] : [text.slice(0, at), text.slice(at + 1)];
};

/** True when a raw request-target is, decodes to or normalises to a path the proxy answers for (/%61pi/, /./api/). */
export function isProxiedPath(target) {
  const path = String(target ?? '').split('?')[0];
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // a malformed escape: judged on the raw text
  }
  const normalised = (text) => {
    try {
      return new URL(text.replace(/\\/g, '/'), 'http://x').pathname;
    } catch {
      return text;
    }
  };
  return [path, decoded, normalised(path), normalised(decoded)].some((candidate) => PROXIED_PREFIX.test(candidate));
}
