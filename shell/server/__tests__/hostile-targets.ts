import fc from 'fast-check';

// What an attacker puts on a request line to make a proxy talk to another host or to a path it
// should not: absolute-form, //host, encodings of dots and slashes, backslashes, odd methods and
// versions, over-long and malformed targets, around the real calls' paths.

/** A listed call's path with its parameters filled in. */
export const examplePath = (path: string) => path.replace('{id}', '42').replace('{file}', 'vehicles/saloon.svg');

/** Generators of request-line parts; `other` is host:port of the listener that must hear nothing. */
export function hostileRequestLines(other: string, paths: string[]) {
  const call = fc.constantFrom(...paths);
  const trick = fc.constantFrom(
    '%2e%2e/',
    '%2E%2E%2F',
    '..%2f',
    '%2f',
    '%5c',
    '\\',
    '../',
    './',
    '.%2e/',
    '%252e%252e/',
    '%00',
    '%c0%ae/',
    '//',
    ';/',
    '?',
    '#',
    '@',
  );
  const hostileChar = fc.constantFrom('/', '.', '%', '2', 'e', 'f', '\\', '@', ':', '?', '#', 'a', '\t', '\u00e9', '\u0000', ' ', '~');
  const target = fc.oneof(
    call.map((path) => `http://${other}${path}`),
    call.map((path) => `HTTPS://${other}${path}`),
    call.map((path) => `//${other}${path}`),
    call.map((path) => `/\\${other}${path}`),
    fc.tuple(call, trick, fc.nat()).map(([path, inserted, at]) => {
      const cut = 1 + (at % path.length);
      return `${path.slice(0, cut)}${inserted}${path.slice(cut)}`;
    }),
    fc.string({ unit: hostileChar, maxLength: 40 }).map((tail) => `/api/${tail}`),
    fc.string({ unit: hostileChar, maxLength: 40 }).map((tail) => `/storage/${tail}`),
    fc.integer({ min: 1_000, max: 20_000 }).map((length) => `/api/v1/settings-flat?q=${'a'.repeat(length)}`),
    fc.integer({ min: 1_000, max: 20_000 }).map((length) => `/api/${'a'.repeat(length)}`),
    fc.constantFrom(other, '*', '', `${other}/api/v1/settings-flat`),
  );
  const method = fc.constantFrom(
    'GET',
    'POST',
    'PUT',
    'PATCH',
    'DELETE',
    'HEAD',
    'OPTIONS',
    'CONNECT',
    'TRACE',
    'PROPFIND',
    'PURGE',
    'FOO',
    'get',
  );
  const version = fc.constantFrom('HTTP/1.1', 'HTTP/1.0', 'HTTP/2.0', 'HTTP/9.9', '');
  return { method, target, version };
}
