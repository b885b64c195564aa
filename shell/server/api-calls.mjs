// The one list of what a proxy in front of the dispatch API may forward: product §7's calls, method
// and path, the parts that call it, and the vehicle images. The shell's server matches requests with
// it through the proxy module (deploy/api-proxy.mjs); nginx's map (deploy/nginx/api-calls.conf) and
// the published deploy/api-calls.json are generated from it and a test keeps them equal.
// Anything else gets 404 and is never forwarded (product §10 "Money, trust and privacy").
import { compileAllowList, isProxiedPath, matchCall as matchListed } from '../../deploy/api-proxy.mjs';

/** A path parameter: ids are numbers or tokens, never anything that needs encoding. */
const ID = '[A-Za-z0-9_-]{1,64}';
const FILE = '[A-Za-z0-9_-]{1,64}(?:/[A-Za-z0-9_-]{1,64}){0,3}\\.(?:svg|png|jpg|jpeg|webp)';

/**
 * `parts`: which of the site's parts call it from the browser (shell, search, quote, checkout,
 * corporate), so that a portal forwards only its part's calls. None: the API offers it and nothing of
 * ours asks for it through a proxy (the shell's server makes its own checkout calls directly).
 */
const call = (method, path, parts, { keys = true } = {}) => ({ method, path, parts, keys });

/** product §7, in its order. `{id}` and `{file}` are the only parameters. */
export const API_CALLS = [
  call('POST', '/api/v1/calculate-distance-price', ['search']),
  call('POST', '/api/v1/calculate-hourly-price', ['search']),
  call('POST', '/api/v1/calculate-selected-vehicle-price', ['quote', 'checkout']),
  call('POST', '/api/v1/calculate-distance', []),
  call('GET', '/api/v1/ai-addresses', ['search']),
  call('GET', '/api/v1/settings-flat', ['shell']),
  call('GET', '/api/v1/fetch_companies', ['shell']),
  call('GET', '/api/v1/fetch_vehicles', ['search']),
  call('POST', '/api/v1/auth/forgot-password', ['checkout']),
  call('POST', '/api/v1/auth/verify-code', ['checkout']),
  call('POST', '/api/v1/auth/reset-password', ['checkout']),
  call('POST', '/api/v1/check-passenger-email', ['checkout']),
  call('POST', '/api/v1/booking', ['checkout']),
  call('GET', '/api/v1/secret_key', ['checkout']),
  call('POST', '/api/v1/create-checkout-session', []),
  call('GET', '/api/v1/get-payment-id', []),
  call('POST', '/api/v1/send-instant-email', ['search']),
  call('POST', '/api/v1/contact-us', ['search']),
  call('POST', '/api/v1/check-passenger-login', ['corporate']),
  call('POST', '/api/v1/passenger/logout', ['corporate']),
  call('POST', '/api/v1/passenger/validate-token', ['corporate']),
  call('GET', '/api/v1/get_booking/{id}', ['corporate']),
  call('PATCH', '/api/v1/update-passenger', ['corporate']),
  // "Vehicle images load from {host}/storage/{vehicle_image}": public files, no keys.
  call('GET', '/storage/{file}', ['search'], { keys: false }),
];

/**
 * The sandbox's hosted checkout page (the card provider's stand-in), for a deployment where the
 * browser cannot reach the sandbox itself (docker-compose keeps it on the internal network). No keys.
 */
export const SANDBOX_CHECKOUT_PAGES = [
  call('GET', '/sandbox-checkout/{id}', [], { keys: false }),
  call('POST', '/sandbox-checkout/{id}/pay', [], { keys: false }),
  call('POST', '/sandbox-checkout/{id}/cancel', [], { keys: false }),
  call('POST', '/sandbox-checkout/{id}/decline', [], { keys: false }),
];

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The anchored pattern of a call's path, as both the servers and nginx's map use it. */
export const pathPattern = (path) =>
  `^${path
    .split(/(\{id\}|\{file\})/)
    .map((part) => (part === '{id}' ? ID : part === '{file}' ? FILE : escapeRegExp(part)))
    .join('')}$`;

/**
 * A request-target a proxy may forward as it stands: origin-form (one leading '/'), and a path already
 * in normal form (no percent-encoding, which no call of the site needs, no backslash, no empty
 * segment, none starting with a dot), so the path the API sees is the path checked here. nginx's
 * map uses the same pattern.
 */
export const SAFE_TARGET = '(?:/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)+(?:\\?[^#\\s]*)?';

/** The list as the proxy module takes it (deploy/api-calls.json is the same, published). */
export const ALLOW_LIST = compileAllowList({
  safeTarget: `^${SAFE_TARGET}$`,
  calls: API_CALLS.map((entry) => ({ ...entry, pattern: pathPattern(entry.path) })),
});

/**
 * Decides a request to a proxied path: 400 for a target that is not safe as it stands, 404 for one
 * that is not on the list, else the call with its path and normalised query.
 */
export const matchCall = (method, target) => matchListed(ALLOW_LIST, method, target);

export { isProxiedPath };
