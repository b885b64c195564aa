import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { ApiError, createCheckoutAttempt, fetchPaymentPublicKey, getCheckoutAttempt } from '@booking/shared/api';
import { createTestStore, type Store } from '@booking/shared/store';
import { renderWithProviders } from '@booking/shared/testing';
import { lastCheckoutAttemptAtom } from '../../../lib/last-attempt';
import CardHandoffPage from '../card-handoff-page';
import { browserNavigator } from '../model/checkout';
import { isFramed, openAtTopLevel } from '../model/frame';
import { ATTEMPT_ID, flowStore, openAttempt, Where } from './render-payment';

jest.mock('@booking/shared/api', () => ({
  ...jest.requireActual('@booking/shared/api'),
  createCheckoutAttempt: jest.fn(),
  getCheckoutAttempt: jest.fn(),
  fetchPaymentPublicKey: jest.fn(),
}));
jest.mock('../model/frame', () => ({ isFramed: jest.fn(), openAtTopLevel: jest.fn() }));
const getCall = getCheckoutAttempt as jest.MockedFunction<typeof getCheckoutAttempt>;
const attemptCall = createCheckoutAttempt as jest.MockedFunction<typeof createCheckoutAttempt>;

/** The browser's own buttons: leaving for the provider's page, and Back. */
function BrowserButtons() {
  const navigate = useNavigate();
  return (
    <>
      <button onClick={() => navigate('/provider')}>Leave</button>
      <button onClick={() => navigate(-1)}>Browser back</button>
    </>
  );
}

// StrictMode runs every effect twice, as in development. The store is empty unless a test gives one.
const open = (route: string | { pathname: string; state: unknown }, store?: Store) => {
  if (!store) localStorage.clear();
  return renderWithProviders(
    <StrictMode>
      <Routes>
        <Route
          path="/stripecheckout"
          element={
            <>
              <CardHandoffPage />
              <Where />
            </>
          }
        />
        <Route path="*" element={<Where />} />
      </Routes>
      <BrowserButtons />
    </StrictMode>,
    { route, store: store ?? createTestStore() },
  );
};
/** Where Pay By Card sends the visitor once its checks pass, with the amount it checked. */
const fromPayByCard = () => open({ pathname: '/stripecheckout', state: { amount: 4250 } }, flowStore());

let assign: jest.SpyInstance, stripe: jest.SpyInstance;
beforeEach(() => {
  getCall.mockReset().mockResolvedValue(openAttempt());
  attemptCall.mockReset().mockResolvedValue(openAttempt());
  (fetchPaymentPublicKey as jest.Mock).mockReset().mockResolvedValue('pk_test_1');
  (isFramed as jest.Mock).mockReset().mockReturnValue(false);
  (openAtTopLevel as jest.Mock).mockReset().mockReturnValue(true);
  assign = jest.spyOn(browserNavigator, 'assign').mockImplementation(() => undefined);
  stripe = jest.spyOn(browserNavigator, 'redirectWithStripe').mockResolvedValue(undefined);
});
afterEach(() => [assign, stripe].forEach((spy) => spy.mockRestore()));

describe('/stripecheckout from Pay By Card: the hand-off screen makes the checkout attempt', () => {
  it('makes exactly one attempt with the checked amount, puts its id in the address and leaves for its page', async () => {
    const { store } = fromPayByCard();
    expect(screen.getByRole('heading', { level: 1, name: 'Card Payment' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Taking you to our secure card payment page');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/cs_1'));
    expect(await screen.findByText(`At /stripecheckout?attempt=${ATTEMPT_ID}`)).toBeInTheDocument();
    expect(attemptCall).toHaveBeenCalledTimes(1);
    expect(attemptCall).toHaveBeenCalledWith(
      { booking: expect.objectContaining({ payment_method: 'card' }), amount: 4250 },
      { token: null },
    );
    expect(store.get(lastCheckoutAttemptAtom)).toBe(ATTEMPT_ID);
    expect(getCall).not.toHaveBeenCalled();
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it("Back from the provider's page works from the id: no second attempt", async () => {
    const { user } = fromPayByCard();
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(2));
    expect(getCall).toHaveBeenCalledWith(ATTEMPT_ID);
    expect(attemptCall).toHaveBeenCalledTimes(1);
  });

  it('a failure shows Payment Failed and the way back to payment; Back then makes no attempt either', async () => {
    attemptCall.mockRejectedValue(new ApiError('The card provider is not answering.', 502));
    const { user } = fromPayByCard();
    const dialog = await screen.findByRole('alertdialog', { name: 'Payment Failed' });
    expect(dialog).toHaveTextContent('The card provider is not answering.');
    await user.click(within(dialog).getByRole('button', { name: 'Back to payment' }));
    expect(screen.getByText('At /paymentview')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(screen.getByText('At /paymentview')).toBeInTheDocument();
    expect(attemptCall).toHaveBeenCalledTimes(1);
    expect(assign).not.toHaveBeenCalled();
  });

  it.each([{ amount: '4250' }, { amount: 0 }, null])("a state that is no checked amount (%p) is the payment page's", (state) => {
    open({ pathname: '/stripecheckout', state }, flowStore());
    expect(screen.getByText('At /paymentview')).toBeInTheDocument();
    expect(attemptCall).not.toHaveBeenCalled();
  });
});

describe('/stripecheckout?attempt=<id>: the hand-off at the top level, with no browser storage', () => {
  it('reads the attempt from the server once and leaves for its page; back from the provider, it asks rather than sends the visitor there again', async () => {
    const { user } = open(`/stripecheckout?attempt=${ATTEMPT_ID}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Card Payment' })).toBeInTheDocument();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/cs_1'));
    expect(getCall).toHaveBeenCalledTimes(1);
    expect(getCall).toHaveBeenCalledWith(ATTEMPT_ID);
    fireEvent(window, new PageTransitionEvent('pageshow', { persisted: true }));
    expect(await screen.findByText('Your card payment is not finished. Nothing has been booked yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to payment' })).toBeInTheDocument();
    expect(assign).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Continue to secure payment' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(2));
    expect(attemptCall).not.toHaveBeenCalled();
  });

  it('a sessionId alone: the Stripe.js fall-back', async () => {
    getCall.mockResolvedValue(openAttempt({ url: null }));
    open(`/stripecheckout?attempt=${ATTEMPT_ID}`);
    await waitFor(() => expect(stripe).toHaveBeenCalledWith('pk_test_1', 'cs_1'));
  });

  it.each(['booked', 'failed'] as const)(
    'an attempt already %s goes to its own confirmation, never to a second payment',
    async (status) => {
      getCall.mockResolvedValue(openAttempt({ status }));
      open(`/stripecheckout?attempt=${ATTEMPT_ID}`);
      expect(await screen.findByText(`At /card/${ATTEMPT_ID}/payment-success`)).toBeInTheDocument();
      expect(assign).not.toHaveBeenCalled();
    },
  );

  it("an unknown attempt shows Payment Failed with the server's message and the way back to payment", async () => {
    getCall.mockRejectedValue(new ApiError('This payment attempt is unknown or has expired.', 404));
    const { user } = open(`/stripecheckout?attempt=${ATTEMPT_ID}`);
    const dialog = await screen.findByRole('alertdialog', { name: 'Payment Failed' });
    expect(dialog).toHaveTextContent('This payment attempt is unknown or has expired.');
    await user.click(within(dialog).getByRole('button', { name: 'Back to payment' }));
    expect(screen.getByText('At /paymentview')).toBeInTheDocument();
  });

  it('opened inside a frame after all: a button opens the checkout at the top level', async () => {
    (isFramed as jest.Mock).mockReturnValue(true);
    const { user } = open(`/stripecheckout?attempt=${ATTEMPT_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Continue to secure payment' }));
    expect(openAtTopLevel).toHaveBeenCalledWith('https://pay.example/cs_1');
    expect(assign).not.toHaveBeenCalled();
  });

  it('inside a frame with a sessionId alone: the button opens this hand-off at the top level, where Stripe.js runs, never in the frame', async () => {
    (isFramed as jest.Mock).mockReturnValue(true);
    getCall.mockResolvedValue(openAttempt({ url: null }));
    const { user } = open(`/stripecheckout?attempt=${ATTEMPT_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Continue to secure payment' }));
    expect(openAtTopLevel).toHaveBeenCalledWith(`${window.location.origin}/stripecheckout?attempt=${ATTEMPT_ID}`);
    expect(stripe).not.toHaveBeenCalled();
  });

  it.each(['/stripecheckout', '/stripecheckout?attempt=not%20an%20id'])("%s without an attempt is the payment page's", (route) => {
    open(route);
    expect(screen.getByText('At /paymentview')).toBeInTheDocument();
    expect(getCall).not.toHaveBeenCalled();
    expect(attemptCall).not.toHaveBeenCalled();
  });
});
