import { createCheckoutSession, fetchPaymentPublicKey, toApiError } from '@booking/shared/api';
import { toMinorUnits } from '@booking/shared/domain';

export const PAYMENT_FAILED_TITLE = 'Payment Failed';
export const NO_PRICE_MESSAGE = 'The price of this booking is not available. Please go back and choose your vehicle again.';

/** How the browser leaves for the checkout; replaced in tests. */
export interface CheckoutNavigator {
  assign(url: string): void;
  /** Stripe.js's redirect, for a provider that answers with a session id alone. */
  redirectWithStripe(publicKey: string, sessionId: string): Promise<void>;
}

/**
 * The fall-back for an API that gives a sessionId without a url (DECISIONS "Card payment"): Stripe.js,
 * loaded only here, from the pinned major that still has redirectToCheckout.
 */
export async function redirectWithStripe(publicKey: string, sessionId: string): Promise<void> {
  const { loadStripe } = await import(/* webpackChunkName: "stripe-js" */ '@stripe/stripe-js/pure');
  const stripe = await loadStripe(publicKey);
  if (!stripe) throw new Error('The card payment service could not be loaded. Please try again.');
  const { error } = await stripe.redirectToCheckout({ sessionId });
  if (error) throw new Error(error.message ?? 'The card payment could not be started.');
}

export const browserNavigator: CheckoutNavigator = {
  assign: (url) => window.location.assign(url),
  redirectWithStripe,
};

/**
 * Creates the hosted checkout session for `total` (pounds, sent in minor units) and leaves for it.
 * Resolves once the browser is on its way; rejects with a message fit for the 'Payment Failed' dialog.
 */
export async function startCardCheckout(total: number, origin: string, navigator: CheckoutNavigator = browserNavigator): Promise<void> {
  const amount = toMinorUnits(total);
  if (amount <= 0) throw new Error(NO_PRICE_MESSAGE);
  try {
    const session = await createCheckoutSession({ amount, frontend_url: origin });
    if (session.url && /^https?:\/\//i.test(session.url)) {
      navigator.assign(session.url);
      return;
    }
    const publicKey = await fetchPaymentPublicKey();
    await navigator.redirectWithStripe(publicKey, session.sessionId);
  } catch (error) {
    throw new Error(toApiError(error).message);
  }
}
