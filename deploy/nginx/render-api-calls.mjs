#!/usr/bin/env node
// Writes deploy/nginx/api-calls.conf, nginx's copy of the proxy's list of calls, from
// shell/server/api-calls.mjs: `node deploy/nginx/render-api-calls.mjs`. A test fails when the
// committed file differs from what this prints, so the two lists cannot drift apart.
import { writeFileSync } from 'node:fs';
import { API_CALLS, SAFE_TARGET, SANDBOX_CHECKOUT_PAGES, pathPattern } from '../../shell/server/api-calls.mjs';

const line = (method, path, value) => `  "~${pathPattern(path).replace('^', `^${method} `)}" ${value};`;

export function renderApiCalls() {
  return [
    '# Generated from shell/server/api-calls.mjs by deploy/nginx/render-api-calls.mjs: do not edit by hand.',
    '# $api_call: "keys" for a listed call that gets the API keys, "public" for one without, "" for anything else.',
    'map "$request_method $uri" $api_call {',
    '  default "";',
    ...API_CALLS.map((call) => line(call.method, call.path, call.keys ? 'keys' : 'public')),
    '}',
    '',
    "# $sandbox_checkout_page: 1 for the sandbox's hosted checkout page and its buttons (no keys).",
    'map "$request_method $uri" $sandbox_checkout_page {',
    '  default 0;',
    ...SANDBOX_CHECKOUT_PAGES.map((call) => line(call.method, call.path, '1')),
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

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(new URL('./api-calls.conf', import.meta.url), renderApiCalls());
  console.log('deploy/nginx/api-calls.conf written');
}
