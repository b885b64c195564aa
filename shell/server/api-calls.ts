// What a proxy in front of the dispatch API may forward: deploy/api-calls.json, written from the
// endpoint table (shared/src/api/endpoints.ts) by `npm run api-calls`, read once at start-up. The
// shell's server matches requests with it through the proxy module (deploy/api-proxy.mjs) and finds
// its own calls in it by name. Anything else gets 404 and is never forwarded (product §10 "Money,
// trust and privacy").
import { readFileSync } from 'node:fs';
import { type AllowListSource, compileAllowList, isProxiedPath, matchCall as matchListed } from '../../deploy/api-proxy.mjs';

/** A call as deploy/api-calls.json lists it. */
export type ApiCall = { name: string; method: string; path: string; pattern: string; keys: boolean; parts: string[] };

const LIST: Omit<AllowListSource, 'calls'> & { calls: ApiCall[] } = JSON.parse(
  readFileSync(new URL('../../deploy/api-calls.json', import.meta.url), 'utf8'),
);

/** The calls as listed: name, method, path (`{id}`, `{file}`), pattern, keys and parts. */
export const API_CALLS = LIST.calls;

/** The list as the proxy module takes it. */
export const ALLOW_LIST = compileAllowList(LIST);

/** A call of the table by its name (its key in shared/src/api/endpoints.ts): [method, path]. */
export function apiCall(name: string): [string, string] {
  const call = API_CALLS.find((entry) => entry.name === name);
  if (!call) throw new Error(`${name} is not on the API's list (deploy/api-calls.json)`);
  return [call.method, call.path];
}

/**
 * Decides a request to a proxied path: 400 for a target that is not safe as it stands, 404 for one
 * that is not on the list, else the call with its path and normalised query.
 */
export const matchCall = (method: string | undefined, target: string | undefined) => matchListed(ALLOW_LIST, method, target);

export { isProxiedPath };
