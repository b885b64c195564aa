// The HTTP interface of docs/checkout-attempts.md, under /site/checkout-attempts. Every other
// /site/ path is 404. Nothing here is forwarded to the API as it stands: the server makes its own calls.
import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerSettings } from '../env';
import { forwardedFor } from '../proxy';
import { createSession } from './api';
import { AttemptBusyError, type Completer } from './complete';
import { bareOrigin, bearerToken, parseCreateBody } from './create-body';
import { HttpError, readBody, readJson, sendJson } from './http';
import { judgeBooking } from './judge';
import { CREATE_LEASE_MS, newAttempt } from './record';
import { type SecretBox, splitSecrets } from './secrets';
import type { AttemptStore } from './store';
import { completionStatus, operatorView, publicView } from './views';

/** An attempt id: 128 random bits, base64url. */
const ID = '[A-Za-z0-9_-]{22}';
type RouteName = 'create' | 'list' | 'view' | 'complete';
const ROUTES: { name: RouteName; methods: string[]; pattern: RegExp }[] = [
  { name: 'create', methods: ['POST'], pattern: /^\/site\/checkout-attempts$/ },
  { name: 'list', methods: ['GET'], pattern: /^\/site\/checkout-attempts\?([^#]*)$/ },
  { name: 'view', methods: ['GET'], pattern: new RegExp(`^/site/checkout-attempts/(${ID})$`) },
  { name: 'complete', methods: ['POST'], pattern: new RegExp(`^/site/checkout-attempts/(${ID})/complete$`) },
];

/** The paths these routes answer (404 for any they do not know): /site and below. */
export const isSitePath = (url: string | undefined) => /^\/site(?:[/?]|$)/.test(url ?? '');

const GONE = 'This checkout attempt was not found or has expired.';
const URL_SCHEMES = /^https?:\/\//i;
const digest = (text: string) => createHash('sha256').update(String(text)).digest();
const sameSecret = (given: unknown, expected: string) => typeof given === 'string' && timingSafeEqual(digest(given), digest(expected));

/** Answers with `status` and a JSON body; `extra` headers on top of the site's. */
type Send = (status: number, body: unknown, extra?: Record<string, string>) => void;

export function attemptRoutes({
  store,
  box,
  completer,
  settings,
  log = console,
}: {
  store: AttemptStore;
  box: SecretBox;
  completer: Completer;
  settings: ServerSettings;
  log?: Pick<Console, 'error'>;
}) {
  const { adminKey, reconcileAfterSeconds, siteOrigins = [] } = settings.attempts;

  async function create(req: IncomingMessage, send: Send) {
    const origin = bareOrigin(req.headers.origin);
    if (!origin) throw new HttpError(400, "The Origin header must be the site's origin (scheme://host[:port]).");
    // Another site's page cannot start a checkout that returns to it (SITE_ORIGINS, when set).
    if (siteOrigins.length > 0 && !siteOrigins.includes(origin))
      throw new HttpError(403, "Card payments start only from this site's own pages.");
    const token = bearerToken(req.headers.authorization);
    const asked = parseCreateBody(await readJson(req));
    // The server prices and judges the booking itself: the session's amount is its own total.
    const { booking, amount } = await judgeBooking(settings, { ...asked, forwardedFor: forwardedFor(req, settings) });
    const id = randomBytes(16).toString('base64url');
    const split = splitSecrets(booking, token);
    const now = Date.now();
    await store.create(
      newAttempt({
        id,
        amount,
        origin,
        idempotencyKey: randomUUID(),
        booking: split.booking,
        secrets: box.seal(split.secrets, id),
        now,
        nextCheckAt: now + reconcileAfterSeconds * 1000,
      }),
    );
    // Held while the session is made, so that nobody looks at an attempt without its session yet.
    const lease = randomBytes(16).toString('base64url');
    await store.claim(id, lease, CREATE_LEASE_MS);
    try {
      const session = await createSession(settings, {
        amount,
        returnUrl: `${origin}/card/${id}`,
        booking: split.booking,
        token,
        forwardedFor: forwardedFor(req, settings),
      });
      const given = session.ok ? session.body?.sessionId : null;
      const sessionId = typeof given === 'string' && given.length <= 200 ? given : null;
      if (!sessionId) {
        // Nothing kept, nothing charged: the API's refusal (4xx) as it is, anything else 502.
        await store.remove(id);
        return send(session.status >= 400 && session.status < 500 ? session.status : 502, { message: session.message });
      }
      const returned = session.body?.url;
      const url = typeof returned === 'string' && URL_SCHEMES.test(returned) ? returned : null;
      const attempt = await store.update(id, { sessionId, url });
      // Held under the lease, so it cannot be gone; if it is, the visitor is not sent to pay for it.
      if (!attempt) throw new Error(`attempt ${id} was gone once its session ${sessionId} was made`);
      return send(201, { id, status: attempt.status, amount, sessionId, url });
    } finally {
      await store.release(id, lease);
    }
  }

  async function view(_req: IncomingMessage, send: Send, id: string) {
    const attempt = await store.get(id);
    return attempt && !attempt.expiredAt ? send(200, publicView(attempt)) : send(404, { message: GONE });
  }

  async function complete(req: IncomingMessage, send: Send, id: string) {
    await readBody(req);
    const known = await store.get(id);
    if (!known || known.expiredAt) return send(404, { message: GONE });
    const attempt = await completer.complete(id, { forwardedFor: forwardedFor(req, settings) });
    return attempt ? send(completionStatus(attempt), publicView(attempt)) : send(404, { message: GONE });
  }

  async function list(req: IncomingMessage, send: Send, query: string) {
    // Off without ATTEMPTS_ADMIN_KEY, and to anyone without it: 404, so the route is not advertised.
    if (!adminKey || !sameSecret(req.headers['x-admin-key'], adminKey)) return send(404, { message: 'Not found.' });
    if (new URLSearchParams(query).get('status') !== 'unresolved') throw new HttpError(400, 'The only list is ?status=unresolved.');
    return send(200, { attempts: (await store.unresolved()).map(operatorView) });
  }

  const handlers = { create, view, complete, list };

  /** Answers a request under /site/ (isSitePath); `headers` are the site's own for every answer. */
  return async function handle(req: IncomingMessage, res: ServerResponse, headers: Record<string, string> = {}) {
    const send: Send = (status, body, extra = {}) => sendJson(res, status, body, { ...headers, ...extra });
    const found = ROUTES.map((route) => ({ route, match: route.pattern.exec(req.url ?? '') })).find((entry) => entry.match);
    if (!found) return send(404, { message: 'Not found.' });
    const { route, match } = found;
    if (!route.methods.includes(req.method ?? ''))
      return send(405, { message: 'Method not allowed.' }, { Allow: route.methods.join(', ') });
    try {
      return await handlers[route.name](req, send, match?.[1] ?? '');
    } catch (error) {
      if (error instanceof HttpError) return send(error.status, { message: error.message });
      if (error instanceof AttemptBusyError)
        return send(503, { message: 'This payment is being checked. Please try again in a moment.' }, { 'Retry-After': '5' });
      log.error(`[checkout-attempts] ${req.method} ${req.url?.split('?')[0]}: ${(error instanceof Error && error.stack) || error}`);
      return send(503, { message: 'Checkout is unavailable right now. Please try again later.' });
    }
  };
}
