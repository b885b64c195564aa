import { contentSecurityPolicy, STRIPE } from '../security-headers';
import { nginxPolicy } from './nginx-config';

// The Stripe.js fall-back (product §10 "Without outside services") loads Stripe.js and its hidden frames: both the
// Node server's CSP and nginx's (docker-compose) must allow what Stripe publishes for Stripe.js, and
// the same. e2e/tests/checkout/card-payment-through-stripe-js.spec.ts proves it in a browser.

const directives = (csp: string) =>
  new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );
const stripeSources = (csp: string, name: string) => (directives(csp).get(name) ?? []).filter((value) => value.includes('stripe'));

const node = contentSecurityPolicy({ remotes: { mf_checkout: 'http://localhost:3003/mf-manifest.json' }, frameParentOrigins: [] });
const nginx = nginxPolicy();

test.each([
  ['script-src', ['https://js.stripe.com', 'https://*.js.stripe.com']],
  ['frame-src', ['https://js.stripe.com', 'https://*.js.stripe.com']],
  ['connect-src', ['https://api.stripe.com']],
])('%s allows %p, in the Node server and in nginx alike', (name, needed) => {
  expect(stripeSources(node, name)).toEqual(expect.arrayContaining(needed));
  expect(stripeSources(nginx, name).sort()).toEqual(stripeSources(node, name).sort());
});

test('Stripe is allowed nothing else: no inline script, no other directive', () => {
  for (const csp of [node, nginx]) {
    expect(directives(csp).get('script-src')).not.toContain("'unsafe-inline'");
    const named = [...directives(csp)].filter(([, values]) => values.some((value) => value.includes('stripe'))).map(([name]) => name);
    expect(named.sort()).toEqual(['connect-src', 'frame-src', 'script-src']);
  }
  expect(STRIPE.script.every((origin) => origin.startsWith('https://'))).toBe(true);
});
