import { ApiError, createCheckoutSession, fetchPaymentPublicKey } from '@booking/shared/api';
import { NO_PRICE_MESSAGE, startCardCheckout, type CheckoutNavigator } from '../model/checkout';

jest.mock('@booking/shared/api', () => ({
  ...jest.requireActual('@booking/shared/api'),
  createCheckoutSession: jest.fn(),
  fetchPaymentPublicKey: jest.fn(),
}));
const sessionCall = createCheckoutSession as jest.MockedFunction<typeof createCheckoutSession>;
const keyCall = fetchPaymentPublicKey as jest.MockedFunction<typeof fetchPaymentPublicKey>;

const navigator = () => ({ assign: jest.fn(), redirectWithStripe: jest.fn<Promise<void>, [string, string]>().mockResolvedValue(undefined) }) satisfies CheckoutNavigator;

beforeEach(() => {
  sessionCall.mockReset();
  keyCall.mockReset().mockResolvedValue('pk_test_123');
});

describe('startCardCheckout (DECISIONS "Card payment")', () => {
  test.each([
    ['a url: go there, no Stripe.js', { sessionId: 'cs_1', url: 'https://checkout.example/cs_1' }, 'assign'],
    ['a sessionId alone: Stripe.js redirect with the public key', { sessionId: 'cs_2' }, 'stripe'],
    ['a url that is not http(s): treated as absent', { sessionId: 'cs_3', url: 'javascript:alert(1)' }, 'stripe'],
  ])('%s', async (_name, session: { sessionId: string; url?: string }, expected) => {
    sessionCall.mockResolvedValue(session);
    const nav = navigator();
    await startCardCheckout(42.5, 'https://book.example', nav);
    expect(sessionCall).toHaveBeenCalledWith({ amount: 4250, frontend_url: 'https://book.example' });
    if (expected === 'assign') {
      expect(nav.assign).toHaveBeenCalledWith(session.url);
      expect(nav.redirectWithStripe).not.toHaveBeenCalled();
      expect(keyCall).not.toHaveBeenCalled();
    } else {
      expect(nav.assign).not.toHaveBeenCalled();
      expect(nav.redirectWithStripe).toHaveBeenCalledWith('pk_test_123', session.sessionId);
    }
  });

  test.each([
    ['no price', 0, null, NO_PRICE_MESSAGE],
    ['the session call fails', 42, new ApiError('The card provider is not answering.', 502), 'The card provider is not answering.'],
    ['Stripe.js fails', 42, 'stripe', 'Your card could not be charged.'],
  ])('%s: rejects with a message for the Payment Failed dialog', async (_name, total, failure, message) => {
    const nav = navigator();
    if (failure === 'stripe') {
      sessionCall.mockResolvedValue({ sessionId: 'cs_4' });
      nav.redirectWithStripe.mockRejectedValue(new Error('Your card could not be charged.'));
    } else if (failure) {
      sessionCall.mockRejectedValue(failure);
    }
    await expect(startCardCheckout(total, 'https://book.example', nav)).rejects.toThrow(message);
    expect(nav.assign).not.toHaveBeenCalled();
  });
});
