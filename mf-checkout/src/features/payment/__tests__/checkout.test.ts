import { ApiError, fetchPaymentPublicKey } from '@booking/shared/api';
import { leaveForCheckout, type CheckoutNavigator } from '../model/checkout';
import { openAtTopLevel } from '../model/frame';
import { redirectWithStripe, STRIPE_CANNOT_REDIRECT, STRIPE_UNAVAILABLE, type StripeLoader } from '../model/stripe-redirect';

jest.mock('@booking/shared/api', () => ({ ...jest.requireActual('@booking/shared/api'), fetchPaymentPublicKey: jest.fn() }));
const keyCall = fetchPaymentPublicKey as jest.MockedFunction<typeof fetchPaymentPublicKey>;

const navigator = () =>
  ({
    assign: jest.fn(),
    redirectWithStripe: jest.fn<Promise<void>, [string, string]>().mockResolvedValue(undefined),
  }) satisfies CheckoutNavigator;

beforeEach(() => keyCall.mockReset().mockResolvedValue('pk_test_123'));

type Attempt = { url?: string | null; sessionId?: string | null };

describe('leaveForCheckout: an attempt\'s hosted page (product §10 "Without outside services")', () => {
  test.each<[string, Attempt, 'assign' | 'stripe']>([
    ['a url: go there, no Stripe.js', { sessionId: 'cs_1', url: 'https://checkout.example/cs_1' }, 'assign'],
    ['a sessionId alone: Stripe.js redirect with the public key', { sessionId: 'cs_2', url: null }, 'stripe'],
    ['a url that is not http(s): treated as absent', { sessionId: 'cs_3', url: 'javascript:alert(1)' }, 'stripe'],
    ["no url field at all (the product's own answer)", { sessionId: 'cs_6' }, 'stripe'],
    ['an empty url', { sessionId: 'cs_7', url: '' }, 'stripe'],
    ['a url and no sessionId: the url is enough', { sessionId: null, url: 'https://checkout.example/x' }, 'assign'],
  ])('%s', async (_name, attempt, expected) => {
    const nav = navigator();
    await leaveForCheckout(attempt, nav);
    if (expected === 'assign') {
      expect(nav.assign).toHaveBeenCalledWith(attempt.url);
      expect(nav.redirectWithStripe).not.toHaveBeenCalled();
      expect(keyCall).not.toHaveBeenCalled();
    } else {
      expect(nav.assign).not.toHaveBeenCalled();
      expect(nav.redirectWithStripe).toHaveBeenCalledWith('pk_test_123', attempt.sessionId);
    }
  });

  test.each([
    ['neither url nor session', { sessionId: null, url: null }, null, 'The card payment could not be started.'],
    ['an empty sessionId and no url', { sessionId: '', url: null }, null, 'The card payment could not be started.'],
    [
      'the key call fails',
      { sessionId: 'cs_4', url: null },
      new ApiError('The card provider is not answering.', 502),
      'The card provider is not answering.',
    ],
    ['Stripe.js fails', { sessionId: 'cs_5', url: null }, 'stripe', 'Your card could not be charged.'],
  ])('%s: rejects with a message for the Payment Failed dialog', async (_name, attempt, failure, message) => {
    const nav = navigator();
    if (failure === 'stripe') nav.redirectWithStripe.mockRejectedValue(new Error('Your card could not be charged.'));
    else if (failure) keyCall.mockRejectedValue(failure);
    await expect(leaveForCheckout(attempt, nav)).rejects.toThrow(message);
    expect(nav.assign).not.toHaveBeenCalled();
  });
});

describe('leaveForCheckout through Stripe.js: what the Payment Failed dialog says', () => {
  const through = (load: StripeLoader): CheckoutNavigator => ({
    assign: jest.fn(),
    redirectWithStripe: (key, session) => redirectWithStripe(key, session, load, 30),
  });
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  test.each<[string, StripeLoader, string]>([
    ['the script fails to load', () => Promise.reject(new Error('Failed to load Stripe.js')), STRIPE_UNAVAILABLE],
    ['Stripe.js has no redirectToCheckout', () => Promise.resolve({}), STRIPE_CANNOT_REDIRECT],
    [
      'the provider answers an error',
      () => Promise.resolve({ redirectToCheckout: () => Promise.resolve({ error: { message: 'This checkout has expired.' } }) }),
      'This checkout has expired.',
    ],
  ])('%s', async (_name, load, message) => {
    await expect(leaveForCheckout({ sessionId: 'cs_9', url: null }, through(load))).rejects.toThrow(new Error(message));
  });

  it('the key the API gave is the one Stripe.js is loaded with', async () => {
    const load = jest.fn<ReturnType<StripeLoader>, [string]>().mockResolvedValue({ redirectToCheckout: () => Promise.resolve(undefined) });
    await leaveForCheckout({ sessionId: 'cs_10' }, through(load));
    expect(keyCall).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('pk_test_123');
  });
});

describe('openAtTopLevel: a frame may move its parent only during a click', () => {
  const framedWindow = (isActive: boolean | undefined, refuse = false) => {
    const top = { location: {} as { href?: string } };
    if (refuse)
      Object.defineProperty(top.location, 'href', {
        set: () => {
          throw new DOMException('Not allowed', 'SecurityError');
        },
      });
    const win = { top, navigator: isActive === undefined ? {} : { userActivation: { isActive } }, location: { assign: jest.fn() } };
    return Object.assign(win, { self: win }) as unknown as Window & { top: typeof top };
  };

  test.each([
    ['a fresh click', true, false, true],
    ['a browser without userActivation', undefined, false, true],
    ["the click's activation has expired", false, false, false],
    ['the browser refuses', true, true, false],
  ])('%s -> %p', (_name, isActive, refuse, opened) => {
    const win = framedWindow(isActive, refuse);
    expect(openAtTopLevel('https://book.example/stripecheckout?attempt=x', win)).toBe(opened);
    if (opened) expect(win.top.location.href).toBe('https://book.example/stripecheckout?attempt=x');
  });

  it('not framed: the page itself goes', () => {
    const assign = jest.fn();
    const win = { location: { assign } } as unknown as Window;
    Object.assign(win, { self: win, top: win });
    expect(openAtTopLevel('https://pay.example/', win)).toBe(true);
    expect(assign).toHaveBeenCalledWith('https://pay.example/');
  });
});
