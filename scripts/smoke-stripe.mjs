#!/usr/bin/env node
// `npm run smoke:stripe`: by hand, with an operator's real keys, never in CI. Asks the configured
// dispatch API for a card checkout session exactly as the shell's server does for a checkout attempt
// (shell/server/attempts/api.ts: the same call, key headers, time-out and reading of the answer), then
// says what came back: a url (and whether it answers), or a sessionId alone (the site's Stripe.js
// fall-back, which needs a publishable key from GET /api/v1/secret_key). Nothing is paid or booked: the
// session is left to expire unpaid. Exit 0: the checkout opens; 1: it does not; 2: nothing was asked.
import { randomBytes } from 'node:crypto';
import { createSession } from '../shell/server/attempts/api.ts';
import { readServerEnv } from '../shell/server/env.ts';
import { apiKeyHeaders, apiTarget } from '../shell/server/proxy.ts';

const USAGE = `Usage: npm run smoke:stripe -- [--site <origin>] [--amount <minor units>]

Checks that the dispatch API at API_BASE_URL opens a card checkout session, as the shell's server asks
for one, and that the checkout it gives answers. Run it by hand with the operator's real keys; it creates
one unpaid session (nothing is charged or booked) and never runs in CI.

Environment (required):
  API_BASE_URL     the dispatch API, e.g. https://dispatch.example.com
  API_PUBLIC_KEY   its public key (sent as X-Public-Key)
  API_SECRET_KEY   its secret key (sent as X-Secret-Key; never printed)

Options:
  --site <origin>  the site's origin the session returns to (default: the first of SITE_ORIGINS, else http://localhost:3000)
  --amount <n>     the amount in minor units, 1 to 100000000 (default 100)
  --help           this text

Exit status: 0 the checkout opens; 1 it does not; 2 a setting or option is missing or wrong (nothing asked).`;

const TIMEOUT_MS = 20_000;
const HINTS = {
  0: 'Check API_BASE_URL and that this machine reaches it.',
  401: 'Check API_PUBLIC_KEY and API_SECRET_KEY.',
  403: 'Check API_PUBLIC_KEY and API_SECRET_KEY.',
  400: "Check --site (the API must know it as one of the site's origins) and --amount.",
  422: 'Check --site and --amount.',
  other: "The API's logs say more.",
};
const say = (line) => console.log(`[smoke:stripe] ${line}`);
const fail = (line) => console.error(`[smoke:stripe] ${line}`);

/** The options and settings, or the lines that say what is wrong with them. */
function readRequest(argv, env) {
  const problems = [];
  const options = { site: null, amount: 100 };
  for (let i = 0; i < argv.length; i += 1) {
    const [name, inline] = argv[i].split(/=(.*)/s, 2);
    const value = () => inline ?? argv[++i];
    if (name === '--help' || name === '-h') return { help: true };
    else if (name === '--site') options.site = value() ?? '';
    else if (name === '--amount') options.amount = value() ?? '';
    else problems.push(`Unknown option ${JSON.stringify(argv[i])} (see --help).`);
  }
  // The server's own reading of its environment, with the API and its keys required (whatever NODE_ENV
  // is: this asks the operator's real API, never the sandbox's defaults).
  let server = null;
  try {
    server = readServerEnv(env, { production: true, requiredBecause: 'smoke:stripe asks the real dispatch API, so there is no default' });
  } catch (error) {
    problems.push(...(error.lines ?? [error.message]));
  }
  const site = options.site ?? env.SITE_ORIGINS?.split(',')[0]?.trim() ?? 'http://localhost:3000';
  let origin = null;
  try {
    const url = new URL(site);
    if (['http:', 'https:'].includes(url.protocol) && !url.username && !url.password) origin = url.origin;
  } catch {
    // said below
  }
  if (!origin) problems.push(`--site is not an http(s) origin: ${JSON.stringify(site)}.`);
  const amount = Number(options.amount);
  if (!/^\d+$/.test(String(options.amount)) || amount < 1 || amount > 100_000_000)
    problems.push(`--amount is not a whole number of minor units from 1 to 100000000: ${JSON.stringify(String(options.amount))}.`);
  if (problems.length > 0) return { problems };
  const settings = { apiBaseUrl: server.apiBaseUrl, apiPublicKey: server.apiPublicKey, apiSecretKey: server.apiSecretKey };
  return { settings, origin, amount };
}

async function get(url, headers = {}) {
  const response = await fetch(url, { headers, redirect: 'follow', signal: AbortSignal.timeout(TIMEOUT_MS) });
  return { status: response.status, type: response.headers.get('content-type') ?? 'no type', text: await response.text() };
}

/** GET /api/v1/secret_key as the browser gets it through the proxy: the provider's publishable key. */
async function publicKey(settings) {
  try {
    const answer = await get(apiTarget(settings, '/api/v1/secret_key'), { accept: 'application/json', ...apiKeyHeaders(settings) });
    if (answer.status !== 200) return { problem: `GET /api/v1/secret_key answered ${answer.status}.` };
    let body = answer.text;
    try {
      body = JSON.parse(answer.text);
    } catch {
      // a bare key
    }
    const key = typeof body === 'string' ? body : (body?.key ?? body?.publishable_key);
    if (typeof key !== 'string' || !key)
      return { problem: 'GET /api/v1/secret_key gave no key (a string, { key } or { publishable_key }).' };
    if (/^(sk|rk)_/.test(key))
      return {
        problem:
          "GET /api/v1/secret_key answers a SECRET key, which every visitor's browser receives: replace it with the publishable key (pk_...) now, and roll the secret one.",
        leak: true,
      };
    const prefix = /^pk_(live|test)_/.exec(key)?.[0];
    return { key: prefix ? `${prefix}...` : 'not pk_live_ or pk_test_', publishable: Boolean(prefix) };
  } catch (error) {
    return { problem: `GET /api/v1/secret_key did not answer: ${error.message}.` };
  }
}

async function main() {
  const request = readRequest(process.argv.slice(2), process.env);
  if (request.help) {
    console.log(USAGE);
    return 0;
  }
  if (request.problems) {
    request.problems.forEach(fail);
    return 2;
  }
  const { settings, origin, amount } = request;
  const returnUrl = `${origin}/card/${randomBytes(16).toString('base64url')}`;
  say(`POST ${new URL(settings.apiBaseUrl).origin}/api/v1/create-checkout-session (amount ${amount}, frontend_url ${returnUrl})`);
  const session = await createSession(settings, { amount, returnUrl });
  const sessionId = typeof session.body?.sessionId === 'string' ? session.body.sessionId : null;
  if (!session.ok || !sessionId) {
    const said = session.ok ? 'the answer has no sessionId' : (session.message ?? 'nothing said');
    fail(
      `no checkout session (${session.status ? `answered ${session.status}` : 'no answer'}): ${said} ${HINTS[session.status] ?? HINTS.other}`,
    );
    return 1;
  }
  say(`sessionId: ${sessionId}${/^cs_live_/.test(sessionId) ? ' (live mode: do not pay it, it expires unpaid)' : ''}`);
  const key = await publicKey(settings);
  const url = typeof session.body.url === 'string' && /^https?:\/\//i.test(session.body.url) ? session.body.url : null;
  if (key.leak) {
    fail(key.problem);
    return 1;
  }
  if (url) {
    say(`url: ${new URL(url).origin}${new URL(url).pathname.slice(0, 40)}... (the site sends the visitor there)`);
    try {
      const page = await get(url);
      if (page.status >= 400) throw new Error(`it answered ${page.status}`);
      say(`the url answers ${page.status} (${page.type}): the checkout opens.`);
      return 0;
    } catch (error) {
      fail(`the url does not answer: ${error.message}.`);
      return 1;
    }
  }
  say("no url: the site uses Stripe.js's redirectToCheckout with the sessionId and the key from GET /api/v1/secret_key.");
  if (key.problem || !key.publishable) {
    fail(key.problem ?? `GET /api/v1/secret_key gave a key that is not a publishable one (${key.key}): Stripe.js refuses it.`);
    return 1;
  }
  say(`publishable key: ${key.key} (Stripe.js takes it); open the site and pay a small amount by card to see the redirect itself.`);
  return 0;
}

process.exitCode = await main();
