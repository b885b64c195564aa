/** The visitor's words when Stripe.js does not load (blocked, offline, too slow, or it refused the key). */
export const STRIPE_UNAVAILABLE = 'The card payment service could not be loaded. Please check your connection and try again.';
/** The visitor's words when the Stripe.js that loaded cannot redirect to a checkout session. */
export const STRIPE_CANNOT_REDIRECT =
  'The card payment page cannot be opened from this site at the moment. Please try again later or contact us.';
export const CHECKOUT_NOT_STARTED = 'The card payment could not be started. Please try again.';
/** How long Stripe.js may take to load before the visitor is told (a script that never answers). */
const STRIPE_LOAD_TIMEOUT_MS = 20_000;

type RedirectAnswer = { error?: { message?: string } } | undefined;
/** What the fall-back uses of a Stripe instance; typed loosely, since it is checked at run time. */
export interface StripeLike {
  redirectToCheckout?: (options: { sessionId: string }) => Promise<RedirectAnswer>;
}
export type StripeLoader = (publicKey: string) => Promise<StripeLike | null>;

/** Stripe.js, loaded only on this path, from the pinned major that still has redirectToCheckout (product §10 "Without outside services"). */
const loadStripeJs: StripeLoader = async (publicKey) => {
  const { loadStripe } = await import(/* webpackChunkName: "stripe-js" */ '@stripe/stripe-js/pure');
  return loadStripe(publicKey);
};

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`Stripe.js did not load within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * Stripe.js's redirect to the checkout session, for a provider that answers with a sessionId alone.
 * Resolves as the browser leaves; rejects with the visitor's words for 'Payment Failed': the provider's
 * message when redirectToCheckout answers with an error, the thrown error's own, or the ones above.
 * What only a developer can act on (why it did not load, a Stripe.js without the redirect) goes to the console.
 */
export async function redirectWithStripe(
  publicKey: string,
  sessionId: string,
  load: StripeLoader = loadStripeJs,
  timeoutMs = STRIPE_LOAD_TIMEOUT_MS,
): Promise<void> {
  let stripe: StripeLike | null;
  try {
    stripe = await within(load(publicKey), timeoutMs);
  } catch (error) {
    console.error('[payment] Stripe.js could not be loaded:', error);
    throw new Error(STRIPE_UNAVAILABLE);
  }
  if (!stripe) throw new Error(STRIPE_UNAVAILABLE);
  if (typeof stripe.redirectToCheckout !== 'function') {
    console.error(
      '[payment] The Stripe.js that loaded has no redirectToCheckout: the card provider must answer create-checkout-session with a url.',
    );
    throw new Error(STRIPE_CANNOT_REDIRECT);
  }
  const answer = await stripe.redirectToCheckout({ sessionId });
  if (answer?.error) throw new Error(answer.error.message?.trim() || CHECKOUT_NOT_STARTED);
}
