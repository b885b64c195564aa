#!/usr/bin/env node
// Writes the proxies' allow-lists from the endpoint table (shared/src/api/endpoints.ts):
// deploy/api-calls.json, read by the shell's server and operators' own portal servers (examples/),
// and deploy/nginx/api-calls.conf, nginx's copy: `npm run api-calls` (tsx, for the table's TypeScript).
// A test fails when a committed file differs from what this prints, so the lists cannot drift apart.
import { writeFileSync } from 'node:fs';
import { ENDPOINTS, SANDBOX_CHECKOUT_PAGES } from '@booking/shared/api';

/** A path parameter: ids are numbers or tokens, never anything that needs encoding. */
const ID = '[A-Za-z0-9_-]{1,64}';
const FILE = '[A-Za-z0-9_-]{1,64}(?:/[A-Za-z0-9_-]{1,64}){0,3}\\.(?:svg|png|jpg|jpeg|webp)';

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The anchored pattern of a call's path, as both the servers and nginx's map use it. */
const pathPattern = (path) =>
  `^${path
    .split(/(\{id\}|\{file\})/)
    .map((part) => (part === '{id}' ? ID : part === '{file}' ? FILE : escapeRegExp(part)))
    .join('')}$`;

/**
 * A request-target a proxy may forward as it stands: origin-form (one leading '/'), and a path already
 * in normal form (no percent-encoding, which no call of the site needs, no backslash, no empty
 * segment, none starting with a dot), so the path the API sees is the path checked here.
 */
const SAFE_TARGET = '(?:/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)+(?:\\?[^#\\s]*)?';

const API_CALLS = Object.entries(ENDPOINTS).map(([name, call]) => ({ name, ...call }));

const line = (method, path, value) => `  "~${pathPattern(path).replace('^', `^${method} `)}" ${value};`;

export function renderApiCalls() {
  return [
    '# Generated from shared/src/api/endpoints.ts by deploy/nginx/render-api-calls.mjs: do not edit by hand.',
    '# $api_call: "keys" for a listed call that gets the API keys, "public" for one without, "" for anything else.',
    'map "$request_method $uri" $api_call {',
    '  default "";',
    ...API_CALLS.map((call) => line(call.method, call.path, call.keys ? 'keys' : 'public')),
    '}',
    '',
    "# $sandbox_checkout_page: 1 for the sandbox's hosted checkout page and its buttons (no keys).",
    'map "$request_method $uri" $sandbox_checkout_page {',
    '  default 0;',
    ...Object.values(SANDBOX_CHECKOUT_PAGES).map((call) => line(call.method, call.path, '1')),
    '}',
    '',
    '# $request_origin_form: 1 when the request line\'s target is origin-form (one leading "/"), not absolute-form or //host.',
    'map $request $request_origin_form {',
    '  default 0;',
    '  "~^[A-Z]+ /(?:[^/]|$)" 1;',
    '}',
    '',
    '# $api_target_safe: 1 when the raw request-target is origin-form with a path already in normal form.',
    'map $request $api_target_safe {',
    '  default 0;',
    `  "~^[A-Z]+ ${SAFE_TARGET}(?: HTTP/[0-9.]+)?$" 1;`,
    '}',
    '',
  ].join('\n');
}

/**
 * The allow-list as JSON, for the shell's server and a server we did not write: each call's name (its
 * key in the table), method, its anchored path pattern, whether it gets the API keys (X-Public-Key, X-Secret-Key) and the parts that call it
 * (a portal forwards only its part's: deploy/api-proxy.mjs `parts`), and the pattern a raw
 * request-target must match before it is looked up.
 */
export function renderApiCallsJson() {
  const entry = (call) => ({
    name: call.name,
    method: call.method,
    path: call.path,
    pattern: pathPattern(call.path),
    keys: call.keys,
    parts: call.parts,
  });
  return `${JSON.stringify(
    {
      about:
        'The dispatch API calls a proxy in front of it may forward (generated from shared/src/api/endpoints.ts; see deploy/README.md). Anything else gets 404. parts: which parts of the site call it; a portal mounting the corporate area forwards only those marked corporate.',
      safeTarget: `^${SAFE_TARGET}$`,
      calls: API_CALLS.map(entry),
    },
    null,
    2,
  )}\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(new URL('./api-calls.conf', import.meta.url), renderApiCalls());
  writeFileSync(new URL('../api-calls.json', import.meta.url), renderApiCallsJson());
  console.log('deploy/nginx/api-calls.conf and deploy/api-calls.json written');
}
