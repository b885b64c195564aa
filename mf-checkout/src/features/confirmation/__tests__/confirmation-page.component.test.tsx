import { screen, within } from '@testing-library/react';
import { ApiError, CheckoutAttemptError, completeCheckoutAttempt, createBooking } from '@booking/shared/api';
import {
  appSettingsAtom,
  bookingConfirmationAtom,
  createTestStore,
  passengerTokenAtom,
  paymentMethodAtom,
  selectedVehicleDataAtom,
} from '@booking/shared/store';
import { sampleSettings } from '@booking/shared/testing';
import { lastCheckoutAttemptAtom } from '../../../lib/last-attempt';
import { answer, ATTEMPT_ID, bookedAttempt, cardReturn, flowStore, renderConfirmation } from './render-confirmation';

jest.mock('@booking/shared/api', () => ({
  ...jest.requireActual('@booking/shared/api'),
  createBooking: jest.fn(),
  completeCheckoutAttempt: jest.fn(),
}));
const bookingCall = createBooking as jest.MockedFunction<typeof createBooking>;
const completeCall = completeCheckoutAttempt as jest.MockedFunction<typeof completeCheckoutAttempt>;
const refused = (status: number, body: object) =>
  new CheckoutAttemptError(new ApiError((body as { message: string }).message, status, body));

beforeEach(() => {
  bookingCall.mockReset();
  completeCall.mockReset();
});

describe('Confirmation screen after a card payment (docs/checkout-attempts.md)', () => {
  it('completes the attempt on the server, shows its booking, keeps it for a reload and clears the booking data', async () => {
    completeCall.mockResolvedValue(bookedAttempt());
    const store = flowStore();
    const first = renderConfirmation(cardReturn(), store);
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank You' })).toBeInTheDocument();
    expect(screen.getByText('Your Booking is Confirmed!')).toBeInTheDocument();
    expect(screen.getByText('Reference ID').nextSibling).toHaveTextContent('87654321');
    expect(screen.getByText('Total Booking Amount').nextSibling).toHaveTextContent('£42.50');
    expect(completeCall).toHaveBeenCalledWith(ATTEMPT_ID);
    expect(bookingCall).not.toHaveBeenCalled();
    expect(store.get(bookingConfirmationAtom)?.result).toEqual(answer);
    expect(store.get(selectedVehicleDataAtom)).toBeNull();
    expect(store.get(paymentMethodAtom)).toBeNull();
    expect(store.get(lastCheckoutAttemptAtom)).toBeNull();
    expect(store.get(appSettingsAtom)).toEqual(sampleSettings);
    expect(store.get(passengerTokenAtom)).toBe('corporate-token');
    first.unmount();

    // A reload: the kept confirmation of that session, without completing again.
    renderConfirmation(cardReturn(), createTestStore());
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank You' })).toBeInTheDocument();
    expect(completeCall).toHaveBeenCalledTimes(1);
  });

  it("another browser, or a cleared or partitioned storage: the server's record books it all the same", async () => {
    completeCall.mockResolvedValue(bookedAttempt());
    localStorage.clear();
    renderConfirmation(cardReturn(), createTestStore());
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank You' })).toBeInTheDocument();
    expect(screen.getByText('Reference ID').nextSibling).toHaveTextContent('87654321');
  });

  it.each([
    ['declined', 402, { status: 'open', message: 'Your card was declined. Please try another card or pay in the car.' }],
    ['not paid', 409, { status: 'open', message: 'The payment is not complete.' }],
  ])('%s: Payment Failed with the message, and back to payment (no money was taken)', async (_name, status, body) => {
    completeCall.mockRejectedValue(refused(status, body));
    const { user, store } = renderConfirmation(cardReturn());
    const dialog = await screen.findByRole('alertdialog', { name: 'Payment Failed' });
    expect(dialog).toHaveTextContent(body.message);
    expect(store.get(selectedVehicleDataAtom)).not.toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Back to payment' }));
    expect(screen.getByText('Payment page')).toBeInTheDocument();
  });

  it("an unknown attempt: Booking not found with the server's message", async () => {
    completeCall.mockRejectedValue(refused(404, { message: 'This payment attempt is unknown or has expired.' }));
    renderConfirmation(cardReturn());
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking not found' })).toBeInTheDocument();
    expect(screen.getByText('This payment attempt is unknown or has expired.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Home' })).toBeInTheDocument();
  });

  it('a card return to /card/<attempt>/payment-cancel shows Payment Canceled and keeps the booking data', async () => {
    const { store } = renderConfirmation(`/card/${ATTEMPT_ID}/payment-cancel?status=canceled`);
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Canceled' })).toBeInTheDocument();
    expect(screen.getByText('Please try again or contact support if you need assistance.')).toBeInTheDocument();
    expect(store.get(selectedVehicleDataAtom)).not.toBeNull();
    expect(completeCall).not.toHaveBeenCalled();
  });
});
