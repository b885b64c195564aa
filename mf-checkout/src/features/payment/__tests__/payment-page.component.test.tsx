import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { ApiError, createBooking, type BookingResult } from '@booking/shared/api';
import { bookingAttemptAtom, paymentMethodAtom } from '@booking/shared/store';
import {
  renderWithProviders, sampleBookingForm, samplePriceDetails, sampleRegistrationData, sampleSelectedVehicle, sampleSettings,
} from '@booking/shared/testing';
import PaymentPage from '../payment-page';

jest.mock('@booking/shared/api', () => ({ ...jest.requireActual('@booking/shared/api'), createBooking: jest.fn() }));
const bookingCall = createBooking as jest.MockedFunction<typeof createBooking>;

const answer: BookingResult = {
  success: true,
  data: { booking: { booking_number: '12345678', ride_type: 'Q', payment_method: 'car' }, bookingStops: [], passengerDetails: null },
};

function Where() {
  const location = useLocation();
  return <p>At {location.pathname + location.search}</p>;
}

const renderPayment = (settings: Record<string, string> = sampleSettings) =>
  renderWithProviders(
    <Routes>
      <Route path="/paymentview" element={<PaymentPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    {
      route: '/paymentview',
      storeValues: {
        appSettings: settings, priceDetails: samplePriceDetails, selectedVehicleData: sampleSelectedVehicle,
        registrationData: sampleRegistrationData, bookingForm: sampleBookingForm, bookingType: 'milleage', clientMode: 'guest_login',
      },
    },
  );

beforeEach(() => bookingCall.mockReset());

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
    bookingCall.mockImplementation(() => new Promise((resolve) => { release = resolve; }));
    const { user, store } = renderPayment();
    const button = screen.getByRole('button', { name: 'Pay in Car' });
    await user.dblClick(button);
    expect(screen.getByRole('button', { name: 'wait' })).toHaveAttribute('aria-busy', 'true');
    expect(store.get(paymentMethodAtom)).toBe('car');
    release(answer);
    expect(await screen.findByText('At /payment-success?status=success&booking=12345678')).toBeInTheDocument();
    expect(bookingCall).toHaveBeenCalledTimes(1);
    const [payload, options] = bookingCall.mock.calls[0];
    expect(payload).toMatchObject({ payment_method: 'car', selectedVehicle: 1, selected_passenger: 'guest_login', bookingType: 'milleage' });
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

  it('Pay By Card stores the method and goes to the hand-off screen', async () => {
    const { user, store } = renderPayment();
    await user.click(screen.getByRole('button', { name: 'Pay By Card' }));
    expect(store.get(paymentMethodAtom)).toBe('card');
    expect(screen.getByText('At /stripecheckout')).toBeInTheDocument();
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
