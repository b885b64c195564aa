import { screen, waitFor, within } from '@testing-library/react';
import {
  ApiError,
  calculateSelectedVehiclePrice,
  CheckoutAttemptError,
  completeCheckoutAttempt,
  createCheckoutAttempt,
  getCheckoutAttempt,
} from '@booking/shared/api';
import { paymentMethodAtom } from '@booking/shared/store';
import { sampleCorporatePassenger, sampleRegistrationData } from '@booking/shared/testing';
import { lastCheckoutAttemptAtom } from '../../../lib/last-attempt';
import { browserNavigator } from '../model/checkout';
import { isFramed, openAtTopLevel } from '../model/frame';
import { ATTEMPT_ID, openAttempt, priced, renderPayment } from './render-payment';

jest.mock('@booking/shared/api', () => ({
  ...jest.requireActual('@booking/shared/api'),
  calculateSelectedVehiclePrice: jest.fn(),
  createCheckoutAttempt: jest.fn(),
  getCheckoutAttempt: jest.fn(),
  completeCheckoutAttempt: jest.fn(),
}));
jest.mock('../model/frame', () => ({ isFramed: jest.fn(), openAtTopLevel: jest.fn() }));
const attemptCall = createCheckoutAttempt as jest.MockedFunction<typeof createCheckoutAttempt>;
const getCall = getCheckoutAttempt as jest.MockedFunction<typeof getCheckoutAttempt>;
const completeCall = completeCheckoutAttempt as jest.MockedFunction<typeof completeCheckoutAttempt>;
const framed = isFramed as jest.MockedFunction<typeof isFramed>;
const openTop = openAtTopLevel as jest.MockedFunction<typeof openAtTopLevel>;

let assign: jest.SpyInstance;
beforeEach(() => {
  (calculateSelectedVehiclePrice as jest.Mock).mockReset().mockResolvedValue(priced(42.5));
  attemptCall.mockReset().mockResolvedValue(openAttempt());
  getCall.mockReset().mockResolvedValue(openAttempt());
  completeCall.mockReset().mockRejectedValue(new CheckoutAttemptError(new ApiError('Not paid.', 409, { status: 'open' })));
  framed.mockReset().mockReturnValue(false);
  openTop.mockReset().mockReturnValue(true);
  assign = jest.spyOn(browserNavigator, 'assign').mockImplementation(() => undefined);
});
afterEach(() => assign.mockRestore());

const paidAttempt = () =>
  new CheckoutAttemptError(
    new ApiError('The booking service refused: vehicle unavailable', 409, { status: 'failed', paymentReference: 'pi_9' }),
  );
const handoff = () => screen.findByRole('heading', { level: 1, name: 'Card Payment' }); // the hand-off screen, step 4

describe("Pay By Card makes a checkout attempt on the shell's server (docs/checkout-attempts.md)", () => {
  it('goes to the hand-off screen, which records the card booking and the amount shown once and leaves for its page', async () => {
    const { user, store } = renderPayment();
    await user.click(screen.getByRole('button', { name: 'Pay By Card' }));
    expect(await handoff()).toBeInTheDocument();
    await waitFor(() => expect(assign.mock.calls).toEqual([['https://pay.example/cs_1']]));
    expect(await screen.findByText(`At /stripecheckout?attempt=${ATTEMPT_ID}`)).toBeInTheDocument();
    expect(attemptCall).toHaveBeenCalledTimes(1);
    const [body, options] = attemptCall.mock.calls[0];
    expect(body.amount).toBe(4250);
    expect(body.booking).toMatchObject({
      payment_method: 'card',
      selected_passenger: 'guest_login',
      bookingType: 'milleage',
      selectedVehicle: 1,
    });
    for (const key of ['stripe_session_id', 'paymentId']) expect(body.booking).not.toHaveProperty(key);
    expect(options).toEqual({ token: null });
    expect(store.get(lastCheckoutAttemptAtom)).toBe(ATTEMPT_ID);
    expect(store.get(paymentMethodAtom)).toBe('card');
  });

  it.each([
    ["the signed-in passenger's own details: the corporate token goes", sampleCorporatePassenger.passenger_email, 'corporate-token'],
    ["someone else's details from that browser: no corporate token", 'amelia.clarke@example.com', null],
  ])('%s', async (_name, email, token) => {
    const registrationData = { ...sampleRegistrationData, email, passengerEmail: email };
    const { user } = renderPayment({
      values: { passengerToken: 'corporate-token', passengerCorporateDetails: sampleCorporatePassenger, registrationData },
    });
    await user.click(screen.getByRole('button', { name: 'Pay By Card' }));
    await waitFor(() => expect(attemptCall).toHaveBeenCalledTimes(1));
    expect(attemptCall.mock.calls[0][1]).toEqual({ token });
  });

  it("a refused attempt: the hand-off shows Payment Failed with the server's message; Back to payment", async () => {
    attemptCall.mockRejectedValue(new ApiError('The card provider is not answering.', 502));
    const { user } = renderPayment();
    await user.click(screen.getByRole('button', { name: 'Pay By Card' }));
    expect(await handoff()).toBeInTheDocument();
    const dialog = await screen.findByRole('alertdialog', { name: 'Payment Failed' });
    expect(dialog).toHaveTextContent('The card provider is not answering.');
    await user.click(within(dialog).getByRole('button', { name: 'Back to payment' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Payment' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay By Card' })).toBeEnabled();
    expect(attemptCall).toHaveBeenCalledTimes(1);
  });

  it('framed, a refused attempt: Payment Failed on the payment page; Close closes it', async () => {
    framed.mockReturnValue(true);
    attemptCall.mockRejectedValue(new ApiError('The card provider is not answering.', 502));
    const { user } = renderPayment();
    await user.click(screen.getByRole('button', { name: 'Pay By Card' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Payment Failed' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Pay By Card' })).toBeEnabled();
  });

  it('framed: the attempt is made in the frame, then /stripecheckout?attempt=<id> opens at the top level', async () => {
    framed.mockReturnValue(true);
    const { user } = renderPayment();
    await user.click(screen.getByRole('button', { name: 'Pay By Card' }));
    expect(openTop).toHaveBeenCalledWith(`${window.location.origin}/stripecheckout?attempt=${ATTEMPT_ID}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Payment' })).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it("framed, the click's activation expired: Continue to secure payment does it on a fresh click", async () => {
    framed.mockReturnValue(true);
    openTop.mockReturnValueOnce(false);
    const { user } = renderPayment();
    await user.click(screen.getByRole('button', { name: 'Pay By Card' }));
    await user.click(await screen.findByRole('button', { name: 'Continue to secure payment' }));
    expect(openTop).toHaveBeenLastCalledWith(`${window.location.origin}/stripecheckout?attempt=${ATTEMPT_ID}`);
    expect(openTop).toHaveBeenCalledTimes(2);
    expect(attemptCall).toHaveBeenCalledTimes(1);
  });
});

describe('no second payment while the last one is paid and unresolved', () => {
  it('on entry: its reference and Try again instead of the Pay buttons', async () => {
    getCall.mockResolvedValue(openAttempt({ status: 'failed', paymentReference: 'pi_9', message: 'Vehicle unavailable' }));
    const { user } = renderPayment({ lastAttempt: ATTEMPT_ID });
    expect(await screen.findByText('Payment reference: pi_9')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay By Card' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pay in Car' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText(`At /card/${ATTEMPT_ID}/payment-success`)).toBeInTheDocument();
  });

  it('on Pay By Card: the last attempt is completed first; paid and refused, it blocks a new checkout', async () => {
    completeCall.mockRejectedValue(paidAttempt());
    const { user } = renderPayment({ lastAttempt: ATTEMPT_ID });
    await user.click(screen.getByRole('button', { name: 'Pay By Card' }));
    expect(await screen.findByText('Payment reference: pi_9')).toBeInTheDocument();
    expect(attemptCall).not.toHaveBeenCalled();
    expect(completeCall).toHaveBeenCalledWith(ATTEMPT_ID);
  });

  it('an unpaid last attempt lets a new checkout start', async () => {
    const { user } = renderPayment({ lastAttempt: ATTEMPT_ID });
    await user.click(screen.getByRole('button', { name: 'Pay By Card' }));
    expect(completeCall).toHaveBeenCalledWith(ATTEMPT_ID);
    expect(await handoff()).toBeInTheDocument();
    await waitFor(() => expect(attemptCall).toHaveBeenCalledTimes(1));
  });

  it('a last attempt the server booked meanwhile is shown with its confirmation, and no new checkout starts', async () => {
    completeCall.mockResolvedValue(
      openAttempt({
        status: 'booked',
        booking: { success: true, data: { booking: { booking_number: '87654321', ride_type: 'Q' }, bookingStops: [] } },
      }),
    );
    const { user, store } = renderPayment({ lastAttempt: ATTEMPT_ID });
    await user.click(screen.getByRole('button', { name: 'Pay By Card' }));
    expect(await screen.findByText(/your booking 87654321 is confirmed/)).toBeInTheDocument();
    expect(attemptCall).not.toHaveBeenCalled();
    expect(store.get(lastCheckoutAttemptAtom)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'View confirmation' }));
    expect(screen.getByText(`At /card/${ATTEMPT_ID}/payment-success`)).toBeInTheDocument();
  });
});
