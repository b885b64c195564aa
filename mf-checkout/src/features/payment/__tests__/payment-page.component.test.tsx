import { screen, waitFor } from '@testing-library/react';
import { ApiError, calculateSelectedVehiclePrice, createBooking, createCheckoutAttempt, type BookingResult } from '@booking/shared/api';
import { bookingAttemptAtom, paymentMethodAtom } from '@booking/shared/store';
import { sampleCorporatePassenger, sampleSettings } from '@booking/shared/testing';
import { browserNavigator } from '../model/checkout';
import { openAttempt, priced, renderPayment as renderFlow } from './render-payment';

jest.mock('@booking/shared/api', () => ({
  ...jest.requireActual('@booking/shared/api'),
  createBooking: jest.fn(),
  calculateSelectedVehiclePrice: jest.fn(),
  createCheckoutAttempt: jest.fn(),
}));
const bookingCall = createBooking as jest.MockedFunction<typeof createBooking>;

const answer: BookingResult = {
  success: true,
  data: { booking: { booking_number: '12345678', ride_type: 'Q', payment_method: 'car' }, bookingStops: [], passengerDetails: null },
};

// The page at /paymentview, beside the hand-off screen at /stripecheckout.
const renderPayment = (settings: Record<string, string> = sampleSettings) => renderFlow({ settings });

let assign: jest.SpyInstance;
beforeEach(() => {
  bookingCall.mockReset();
  assign = jest.spyOn(browserNavigator, 'assign').mockImplementation(() => undefined);
});
afterEach(() => assign.mockRestore());

describe('Payment page', () => {
  it('shows the vehicle, the total, the personal details and the card brands', () => {
    renderPayment();
    expect(screen.getByRole('heading', { level: 1, name: 'Payment' })).toBeInTheDocument();
    expect(screen.getByText('Total:')).toHaveTextContent('Total: £42.50');
    expect(screen.getByText('Saloon')).toBeInTheDocument();
    expect(screen.getByText('Amelia')).toBeInTheDocument();
    expect(screen.getByText('amelia.clarke@example.com')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Cards we accept' })).toHaveTextContent('Visa');
    expect(screen.getByRole('button', { name: 'Show Detail' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('Pay in Car shows wait, books once for a double click, and opens the confirmation', async () => {
    let release: (value: BookingResult) => void = () => undefined;
    bookingCall.mockImplementation(
      () =>
        new Promise((resolve) => {
          release = resolve;
        }),
    );
    const { user, store } = renderPayment();
    const button = screen.getByRole('button', { name: 'Pay in Car' });
    await user.dblClick(button);
    expect(screen.getByRole('button', { name: 'wait' })).toHaveAttribute('aria-busy', 'true');
    expect(store.get(paymentMethodAtom)).toBe('car');
    release(answer);
    expect(await screen.findByText('At /payment-success?status=success&booking=12345678')).toBeInTheDocument();
    expect(bookingCall).toHaveBeenCalledTimes(1);
    const [payload, options] = bookingCall.mock.calls[0];
    expect(payload).toMatchObject({
      payment_method: 'car',
      selectedVehicle: 1,
      selected_passenger: 'guest_login',
      bookingType: 'milleage',
    });
    expect(options?.idempotencyKey).toBe(store.get(bookingAttemptAtom)?.key);
  });

  it('a failure shows Booking Failed with the server message; Try again sends the same key', async () => {
    bookingCall.mockRejectedValueOnce(new ApiError('Pickup time is within the grace period', 422)).mockResolvedValueOnce(answer);
    const { user } = renderPayment();
    await user.click(screen.getByRole('button', { name: 'Pay in Car' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Booking Failed' });
    expect(dialog).toHaveTextContent('Pickup time is within the grace period');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/At \/payment-success/)).toBeInTheDocument();
    expect(bookingCall.mock.calls[1][1]?.idempotencyKey).toBe(bookingCall.mock.calls[0][1]?.idempotencyKey);
  });

  it.each([
    ['Close', async (user: { click: (e: Element) => Promise<void> }) => user.click(screen.getByRole('button', { name: 'Close' }))],
    ['Escape', async (user: { keyboard: (k: string) => Promise<void> }) => user.keyboard('{Escape}')],
  ] as const)('Booking Failed: %s closes the dialog and sends nothing', async (_name, close) => {
    bookingCall.mockRejectedValueOnce(new ApiError('We could not reach the server.'));
    const { user } = renderPayment();
    await user.click(screen.getByRole('button', { name: 'Pay in Car' }));
    await screen.findByRole('alertdialog', { name: 'Booking Failed' });
    await close(user as never);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(bookingCall).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Pay in Car' })).toBeEnabled();
  });

  it("Pay in Car sends a client's password from memory, and the corporate token only for the passenger's own details", async () => {
    bookingCall.mockResolvedValue(answer);
    const { user } = renderFlow({
      mode: 'new_client',
      password: 'Newclient#2026',
      values: { passengerToken: 'corporate-token', passengerCorporateDetails: sampleCorporatePassenger },
    });
    await user.click(screen.getByRole('button', { name: 'Pay in Car' }));
    const [payload, options] = bookingCall.mock.calls[0];
    expect(payload.registrationData).toMatchObject({ email: 'amelia.clarke@example.com', password: 'Newclient#2026' });
    expect(options?.token).toBeNull();
  });

  it('Pay By Card: checked here, then the hand-off screen makes the checkout attempt and leaves for it', async () => {
    (calculateSelectedVehiclePrice as jest.Mock).mockResolvedValue(priced(42.5));
    (createCheckoutAttempt as jest.Mock).mockResolvedValue(openAttempt());
    const { user, store } = renderPayment();
    await user.click(screen.getByRole('button', { name: 'Pay By Card' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Card Payment' })).toBeInTheDocument();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/cs_1'));
    expect(createCheckoutAttempt).toHaveBeenCalledTimes(1);
    expect(store.get(paymentMethodAtom)).toBe('card');
    expect(bookingCall).not.toHaveBeenCalled();
  });

  it.each([
    ['yes', 'no', ['Pay in Car']],
    ['no', 'yes', ['Pay By Card']],
  ])('SHOWPAYINCAR %s, SHOWCARD %s offers %p', (car, card, buttons) => {
    renderPayment({ ...sampleSettings, SHOWPAYINCAR: car, SHOWCARD: card });
    for (const name of ['Pay in Car', 'Pay By Card']) {
      expect(screen.queryByRole('button', { name })).toEqual(buttons.includes(name) ? expect.anything() : null);
    }
  });
});
