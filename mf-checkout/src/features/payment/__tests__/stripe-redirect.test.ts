import {
  CHECKOUT_NOT_STARTED,
  redirectWithStripe,
  STRIPE_CANNOT_REDIRECT,
  STRIPE_UNAVAILABLE,
  type StripeLike,
  type StripeLoader,
} from '../model/stripe-redirect';

// The Stripe.js fall-back (product §10 "Without outside services"): what reaches the 'Payment Failed' dialog, and what
// only the console hears. The loader stands in for `loadStripe` of @stripe/stripe-js.
class IntegrationError extends Error {}

const redirecting = (answer: Awaited<ReturnType<NonNullable<StripeLike['redirectToCheckout']>>> = undefined) => ({
  redirectToCheckout: jest.fn().mockResolvedValue(answer),
});

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe('redirectWithStripe', () => {
  it('loads Stripe.js with the public key and redirects with the session id', async () => {
    const stripe = redirecting();
    const load = jest.fn<ReturnType<StripeLoader>, [string]>().mockResolvedValue(stripe);
    await redirectWithStripe('pk_test_abc', 'cs_test_1', load);
    expect(load).toHaveBeenCalledWith('pk_test_abc');
    expect(stripe.redirectToCheckout).toHaveBeenCalledWith({ sessionId: 'cs_test_1' });
    expect(consoleError).not.toHaveBeenCalled();
  });

  test.each<[string, StripeLoader, string, RegExp | null]>([
    ['the script fails to load', () => Promise.reject(new Error('Failed to load Stripe.js')), STRIPE_UNAVAILABLE, /could not be loaded/],
    [
      'Stripe.js refuses the key',
      () => Promise.reject(new IntegrationError('Invalid API Key provided: sk_live_***')),
      STRIPE_UNAVAILABLE,
      /could not be loaded/,
    ],
    ['no Stripe.js where there is no window (null)', () => Promise.resolve(null), STRIPE_UNAVAILABLE, null],
    ['the script never answers', () => new Promise(() => undefined), STRIPE_UNAVAILABLE, /could not be loaded/],
    [
      'a Stripe.js without redirectToCheckout (a newer major)',
      () => Promise.resolve({}),
      STRIPE_CANNOT_REDIRECT,
      /has no redirectToCheckout.*url/,
    ],
    [
      "redirectToCheckout answers the provider's error",
      () => Promise.resolve(redirecting({ error: { message: 'No such checkout.session: cs_test_1' } })),
      'No such checkout.session: cs_test_1',
      null,
    ],
    ['an error without a message', () => Promise.resolve(redirecting({ error: {} })), CHECKOUT_NOT_STARTED, null],
    ['an error with a blank message', () => Promise.resolve(redirecting({ error: { message: '  ' } })), CHECKOUT_NOT_STARTED, null],
    [
      'redirectToCheckout throws',
      () => Promise.resolve({ redirectToCheckout: () => Promise.reject(new IntegrationError('Invalid value for sessionId')) }),
      'Invalid value for sessionId',
      null,
    ],
  ])("%s: rejects with the visitor's words", async (_name, load, message, logged) => {
    await expect(redirectWithStripe('pk_test_abc', 'cs_test_1', load, 30)).rejects.toThrow(new Error(message));
    if (logged) expect(String(consoleError.mock.calls[0]?.[0])).toMatch(logged);
    else expect(consoleError).not.toHaveBeenCalled();
  });
});
