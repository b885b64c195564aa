import { fetchPaymentPublicKey, toApiError } from '@booking/shared/api';
import { pathTo } from '@booking/shared/domain';
import { CHECKOUT_NOT_STARTED, redirectWithStripe } from './stripe-redirect';

export const PAYMENT_FAILED_TITLE = 'Payment Failed';

/** What Pay By Card hands to /stripecheckout once its checks pass: the amount it checked, in minor units. */
/** The hand-off page's address for one checkout attempt: `/stripecheckout?attempt=<id>`. */
export const handoffPath = (id: string) => `${pathTo('cardHandoff')}?attempt=${encodeURIComponent(id)}`;

export interface HandoffState {
  amount: number;
}

/** The checked amount of a /stripecheckout location state, or null (no state, or not an amount the server takes). */
export function handoffAmount(state: unknown): number | null {
  const amount = (state as Partial<HandoffState> | null | undefined)?.amount;
  return typeof amount === 'number' && Number.isInteger(amount) && amount >= 1 && amount <= 100_000_000 ? amount : null;
}

/** How the browser leaves for the checkout; replaced in tests. */
export interface CheckoutNavigator {
  assign(url: string): void;
  /** Stripe.js's redirect, for a provider that answers with a session id alone (stripe-redirect.ts). */
  redirectWithStripe(publicKey: string, sessionId: string): Promise<void>;
}

export const browserNavigator: CheckoutNavigator = {
  assign: (url) => window.location.assign(url),
  redirectWithStripe: (publicKey, sessionId) => redirectWithStripe(publicKey, sessionId),
};

/** The provider's hosted page of an attempt, when it is a web address (anything else is treated as absent). */
export const checkoutUrlOf = (attempt: { url?: string | null }): string | null =>
  attempt.url && /^https?:\/\//i.test(attempt.url) ? attempt.url : null;

/**
 * Leaves for a checkout attempt's hosted page: its url, else Stripe.js with the public key and the
 * sessionId. Resolves once the browser is on its way; rejects with a message for 'Payment Failed'.
 */
export async function leaveForCheckout(
  attempt: { url?: string | null; sessionId?: string | null },
  navigator: CheckoutNavigator = browserNavigator,
): Promise<void> {
  const url = checkoutUrlOf(attempt);
  if (url) {
    navigator.assign(url);
    return;
  }
  if (!attempt.sessionId) throw new Error(CHECKOUT_NOT_STARTED);
  try {
    const publicKey = await fetchPaymentPublicKey();
    await navigator.redirectWithStripe(publicKey, attempt.sessionId);
  } catch (error) {
    throw new Error(toApiError(error).message);
  }
}
