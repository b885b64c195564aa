import { screen, within } from '@testing-library/react';
import { ApiError, CheckoutAttemptError, completeCheckoutAttempt, createBooking } from '@booking/shared/api';
import { bookingConfirmationAtom, selectedVehicleDataAtom } from '@booking/shared/store';
import { answer, ATTEMPT_ID, bookedAttempt, cardReturn, flowStore, renderConfirmation } from './render-confirmation';

jest.mock('@booking/shared/api', () => ({
  ...jest.requireActual('@booking/shared/api'),
  createBooking: jest.fn(),
  completeCheckoutAttempt: jest.fn(),
}));
const bookingCall = createBooking as jest.MockedFunction<typeof createBooking>;
const completeCall = completeCheckoutAttempt as jest.MockedFunction<typeof completeCheckoutAttempt>;
const paidNotBooked = () =>
  new CheckoutAttemptError(
    new ApiError('The booking service refused the booking: vehicle unavailable', 409, {
      status: 'failed',
      message: 'The booking service refused the booking: vehicle unavailable',
      paymentReference: 'pi_9',
    }),
  );

beforeEach(() => {
  bookingCall.mockReset();
  completeCall.mockReset();
});

describe('Booking Failed after the card was paid: only Try again, never a second payment', () => {
  it("shows the server's message, the payment reference and Try again, with no way to pay again", async () => {
    completeCall.mockRejectedValue(paidNotBooked());
    renderConfirmation(cardReturn());
    const dialog = await screen.findByRole('alertdialog', { name: 'Booking Failed' });
    expect(dialog).toHaveTextContent('The booking service refused the booking: vehicle unavailable');
    expect(dialog).toHaveTextContent('Payment reference: pi_9');
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back to payment' })).toBeNull();
    expect(screen.queryByRole('button', { name: /pay/i })).toBeNull();
  });

  it.each([
    ['Close', (user: { click: (e: Element) => Promise<void> }) => user.click(screen.getByRole('button', { name: 'Close' }))],
    ['Escape', (user: { keyboard: (k: string) => Promise<void> }) => user.keyboard('{Escape}')],
  ] as const)('%s closes the dialog without retrying; the page keeps the reference and Try again', async (_name, close) => {
    completeCall.mockRejectedValue(paidNotBooked());
    const { user } = renderConfirmation(cardReturn());
    await screen.findByRole('alertdialog', { name: 'Booking Failed' });
    await close(user as never);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(completeCall).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Payment reference: pi_9')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back to payment' })).toBeNull();
  });

  it('Try again completes the same attempt again (same booking, same key on the server)', async () => {
    completeCall.mockRejectedValueOnce(paidNotBooked()).mockResolvedValueOnce(bookedAttempt());
    const { user } = renderConfirmation(cardReturn());
    const dialog = await screen.findByRole('alertdialog', { name: 'Booking Failed' });
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank You' })).toBeInTheDocument();
    expect(completeCall.mock.calls).toEqual([[ATTEMPT_ID], [ATTEMPT_ID]]);
  });

  it('a reload of the failed page completes again', async () => {
    completeCall.mockRejectedValueOnce(paidNotBooked()).mockResolvedValueOnce(bookedAttempt());
    const first = renderConfirmation(cardReturn());
    await screen.findByRole('alertdialog', { name: 'Booking Failed' });
    first.unmount();
    renderConfirmation(cardReturn());
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank You' })).toBeInTheDocument();
    expect(completeCall).toHaveBeenCalledTimes(2);
  });

  it('no clear answer (connection lost): Booking Failed with Try again, not Payment Failed', async () => {
    completeCall.mockRejectedValue(
      new CheckoutAttemptError(new ApiError('We could not reach the server. Please check your connection and try again.')),
    );
    renderConfirmation(cardReturn());
    const dialog = await screen.findByRole('alertdialog', { name: 'Booking Failed' });
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back to payment' })).toBeNull();
  });
});

describe('the old return address, /payment-success?session_id=, books nothing from browser storage', () => {
  it('with no kept confirmation of that session: Booking not found, a clear message and Home', async () => {
    const { user, store } = renderConfirmation('/payment-success?session_id=cs_old&status=success');
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking not found' })).toBeInTheDocument();
    expect(screen.getByText(/no booking was made from this page/)).toBeInTheDocument();
    expect(screen.queryByText(/your confirmation e-mail has the details/i)).toBeNull();
    expect(bookingCall).not.toHaveBeenCalled();
    expect(completeCall).not.toHaveBeenCalled();
    expect(store.get(selectedVehicleDataAtom)).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Home' }));
    expect(screen.getByText('Home page')).toBeInTheDocument();
  });

  it('with the kept confirmation of that session: shows it', async () => {
    const store = flowStore();
    store.set(bookingConfirmationAtom, { result: answer, stripeSessionId: 'cs_old', confirmedAt: '2030-01-01T00:00:00Z' });
    renderConfirmation('/payment-success?session_id=cs_old&status=success', store);
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank You' })).toBeInTheDocument();
    expect(bookingCall).not.toHaveBeenCalled();
  });

  it('a pay-in-car confirmation is found by its reference', async () => {
    const store = flowStore();
    store.set(bookingConfirmationAtom, { result: answer, stripeSessionId: null, confirmedAt: '2030-01-01T00:00:00Z' });
    renderConfirmation('/payment-success?status=success&booking=87654321', store);
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank You' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to calendar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    expect(store.get(selectedVehicleDataAtom)).toBeNull();
  });
});
