import { SANDBOX_CHECKOUT_PAGES } from '@booking/shared/api';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Ctx } from '../context';
import type { Db } from '../db/open';
import { cancelSession, declineSession, findSession, paySession, type CheckoutSession } from '../domain/checkout';
import { quoteOf } from '../domain/checkout-quote';
import { CHECKOUT_PAGE_HEADERS, withHeaders } from '../http/security-headers';
import { isSiteAddress } from '../http/site-origins';
import { pathOf, prefixOf } from '../http/route';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const page = (title: string, body: string) => `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>
body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#f3f4f6;color:#111827}
main{max-width:26rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 2px 12px #0002}
h1{font-size:1.4rem;margin:0 0 1rem}.amount{font-size:2rem;font-weight:700;margin:.5rem 0 1.5rem}
.note{color:#4b5563;font-size:.9rem}form{display:inline}
button{font:inherit;padding:.7rem 1.4rem;border-radius:8px;border:2px solid #1d4ed8;cursor:pointer;margin:0 .5rem .5rem 0}
.pay{background:#1d4ed8;color:#fff}.cancel,.decline{background:#fff;color:#1d4ed8}
button:focus-visible,a:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
</style></head><body><main>${body}</main></body></html>`;

const money = (session: CheckoutSession) => `${session.currency}${(session.amount / 100).toFixed(2)}`;

const expiredPage = (session: CheckoutSession) =>
  page(
    'Sandbox checkout',
    `<h1>Sandbox checkout</h1><p>This payment link has expired: nothing has been charged.</p><p><a href="${escape(
      `${session.frontend_url}/payment-cancel?status=canceled`,
    )}">Return to the booking site</a></p>`,
  );

function checkoutPage(session: CheckoutSession): string {
  if (session.status !== 'open') {
    const done = session.status === 'paid' ? 'This payment is complete.' : 'This payment was cancelled.';
    const back =
      session.status === 'paid'
        ? `${session.frontend_url}/payment-success?session_id=${encodeURIComponent(session.id)}&status=success`
        : `${session.frontend_url}/payment-cancel?status=canceled`;
    return page(
      'Sandbox checkout',
      `<h1>Sandbox checkout</h1><p>${done}</p><p><a href="${escape(back)}">Return to the booking site</a></p>`,
    );
  }
  const action = pathOf(SANDBOX_CHECKOUT_PAGES.page, session.id);
  return page(
    'Pay for your booking - sandbox checkout',
    `<h1>Pay for your booking</h1>
<p>Amount to pay</p><p class="amount">${escape(money(session))}</p>
<form method="post" action="${action}/pay"><button class="pay" type="submit">Pay ${escape(money(session))}</button></form>
<form method="post" action="${action}/cancel"><button class="cancel" type="submit">Cancel</button></form>
<form method="post" action="${action}/decline"><button class="decline" type="submit">Decline</button></form>
<p class="note">This is a test checkout: no card is needed and no money moves. Decline returns as a declined card does.</p>`,
  );
}

const notFound = (reply: FastifyReply) =>
  reply.status(404).type('text/html').send(page('Checkout not found', '<h1>Checkout not found</h1><p>This payment link is not valid.</p>'));

type Action = (db: Db, id: string) => CheckoutSession | undefined;

/**
 * The hosted checkout page on the sandbox's own origin; Pay and Cancel return to the site like the real
 * provider. Every answer under /sandbox-checkout refuses to be framed, the 404s included.
 */
export function checkoutPageRoutes(app: FastifyInstance, { db, config, now }: Ctx) {
  // A session lives 30 minutes (checkout-quote.ts): after that it cannot be paid, like the real provider's.
  const isExpired = (session: CheckoutSession) => session.status === 'open' && (quoteOf(db, session.id)?.expires_at ?? Infinity) <= now();
  // A session whose return address is no longer one of the site's origins is treated as unknown.
  const find = (action: Action, id: string) => {
    const session = findSession(db, id);
    return session && isSiteAddress(session.frontend_url, config.siteOrigins) ? action(db, id) : undefined;
  };
  const success = (session: CheckoutSession) =>
    `${session.frontend_url}/payment-success?session_id=${encodeURIComponent(session.id)}&status=success`;

  const routes = async (scope: FastifyInstance) => {
    scope.addHook('onRequest', withHeaders(CHECKOUT_PAGE_HEADERS));
    scope.setNotFoundHandler((_request, reply) => notFound(reply));

    scope.get<{ Params: { id: string } }>('/:id', async (request, reply) => {
      const session = find(findSession, request.params.id);
      if (!session) return notFound(reply);
      const html = isExpired(session) ? expiredPage(session) : checkoutPage(session);
      return reply.type('text/html').header('Cache-Control', 'no-store').send(html);
    });

    scope.post<{ Params: { id: string } }>('/:id/pay', async (request, reply) => {
      const open = find(findSession, request.params.id);
      if (open && isExpired(open)) return reply.type('text/html').send(expiredPage(open));
      const session = find(paySession, request.params.id);
      if (!session) return notFound(reply);
      if (session.status !== 'paid') return reply.type('text/html').send(checkoutPage(session));
      return reply.redirect(success(session), 303);
    });

    // A declined card: back to the site's return address like a finished checkout, where the payment id
    // lookup answers 402 with the decline, so the site must show 'Payment Failed' rather than trust the URL.
    scope.post<{ Params: { id: string } }>('/:id/decline', async (request, reply) => {
      const session = find(declineSession, request.params.id);
      if (!session) return notFound(reply);
      if (session.status !== 'open') return reply.type('text/html').send(checkoutPage(session));
      return reply.redirect(success(session), 303);
    });

    scope.post<{ Params: { id: string } }>('/:id/cancel', async (request, reply) => {
      const session = find(cancelSession, request.params.id);
      if (!session) return notFound(reply);
      if (session.status === 'paid') return reply.type('text/html').send(checkoutPage(session));
      return reply.redirect(`${session.frontend_url}/payment-cancel?status=canceled`, 303);
    });
  };
  app.register(routes, { prefix: prefixOf(SANDBOX_CHECKOUT_PAGES.page) });
}
