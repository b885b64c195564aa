import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { ApiError, createBooking, getPaymentId, type BookingResult } from '@booking/shared/api';
import {
  appSettingsAtom, bookingConfirmationAtom, createTestStore, passengerTokenAtom, paymentMethodAtom, selectedVehicleDataAtom,
} from '@booking/shared/store';
import {
  createStoreWith, renderWithProviders, sampleBookingForm, samplePriceDetails, sampleRegistrationData, sampleSelectedVehicle, sampleSettings,
} from '@booking/shared/testing';
import ConfirmationPage from '../confirmation-page';

jest.mock('@booking/shared/api', () => ({ ...jest.requireActual('@booking/shared/api'), createBooking: jest.fn(), getPaymentId: jest.fn() }));
const bookingCall = createBooking as jest.MockedFunction<typeof createBooking>;
const paymentIdCall = getPaymentId as jest.MockedFunction<typeof getPaymentId>;

const answer: BookingResult = {
  success: true,
  data: {
    booking: {
      booking_number: '87654321', ride_type: 'Q', pick_up_address: 'Heathrow Airport Terminal 5', drop_off_address: '10 Downing Street',
      pick_up_date: '2030-06-10', pick_up_time: '15:30', payment_method: 'card', total_booking_amount: 42.5,
    },
    bookingStops: [],
    passengerDetails: { passenger_name: 'Amelia Clarke', passenger_email: 'amelia.clarke@example.com', total_passengers: 2 },
  },
};

const flowStore = () => {
  const store = createStoreWith({
    appSettings: sampleSettings, priceDetails: samplePriceDetails, selectedVehicleData: sampleSelectedVehicle,
    registrationData: sampleRegistrationData, bookingForm: sampleBookingForm, bookingType: 'milleage', clientMode: 'new_client',
    passengerToken: 'corporate-token',
  });
  store.set(paymentMethodAtom, 'card');
  return store;
};

const page = (
  <Routes>
    <Route path="/payment-success" element={<ConfirmationPage />} />
    <Route path="/payment-cancel" element={<ConfirmationPage />} />
    <Route path="/paymentview" element={<p>Payment page</p>} />
  </Routes>
);

beforeEach(() => {
  bookingCall.mockReset();
  paymentIdCall.mockReset();
});

describe('Confirmation screen', () => {
  it('after a card payment: fetches the payment id, books once, shows every row and clears the booking data', async () => {
    paymentIdCall.mockResolvedValue('pi_123');
    bookingCall.mockResolvedValue(answer);
    const store = flowStore();
    const first = renderWithProviders(page, { route: '/payment-success?session_id=cs_1&status=success', store });
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank You' })).toBeInTheDocument();
    expect(screen.getByText('Your Booking is Confirmed!')).toBeInTheDocument();
    expect(screen.getByText('Reference ID').nextSibling).toHaveTextContent('87654321');
    expect(screen.getByText('Total Booking Amount').nextSibling).toHaveTextContent('£42.50');
    expect(screen.getByText('Payment Method').nextSibling).toHaveTextContent('card');
    expect(bookingCall).toHaveBeenCalledWith(
      expect.objectContaining({ payment_method: 'card', stripe_session_id: 'cs_1', paymentId: 'pi_123', selected_passenger: 'new_client' }),
      expect.objectContaining({ token: 'corporate-token', idempotencyKey: expect.any(String) }),
    );
    expect(store.get(selectedVehicleDataAtom)).toBeNull();
    expect(store.get(paymentMethodAtom)).toBeNull();
    expect(store.get(appSettingsAtom)).toEqual(sampleSettings);
    expect(store.get(passengerTokenAtom)).toBe('corporate-token');
    first.unmount();

    // A reload: a new store reads what is stored and shows the same booking without booking again.
    renderWithProviders(page, { route: '/payment-success?session_id=cs_1&status=success', store: createTestStore() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank You' })).toBeInTheDocument();
    expect(screen.getByText('Reference ID').nextSibling).toHaveTextContent('87654321');
    expect(bookingCall).toHaveBeenCalledTimes(1);
    expect(paymentIdCall).toHaveBeenCalledTimes(1);
  });

  it('a declined card shows Payment Failed with the message and leads back to the payment page', async () => {
    paymentIdCall.mockRejectedValue(new ApiError('Your card was declined. Please try another card or pay in the car.', 402));
    const { user } = renderWithProviders(page, { route: '/payment-success?session_id=cs_2&status=success', store: flowStore() });
    const dialog = await screen.findByRole('alertdialog', { name: 'Payment Failed' });
    expect(dialog).toHaveTextContent('Your card was declined.');
    expect(bookingCall).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Back to payment' }));
    expect(screen.getByText('Payment page')).toBeInTheDocument();
  });

  it('a booking failure after paying offers Try again with the same key', async () => {
    paymentIdCall.mockResolvedValue('pi_9');
    bookingCall.mockRejectedValueOnce(new ApiError('We could not reach the server.')).mockResolvedValueOnce(answer);
    const { user } = renderWithProviders(page, { route: '/payment-success?session_id=cs_3&status=success', store: flowStore() });
    expect(await screen.findByRole('alertdialog', { name: 'Booking Failed' })).toHaveTextContent('We could not reach the server.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank You' })).toBeInTheDocument();
    expect(bookingCall.mock.calls[1][1]?.idempotencyKey).toBe(bookingCall.mock.calls[0][1]?.idempotencyKey);
  });

  it('a pay-in-car confirmation is found by its reference', async () => {
    const store = flowStore();
    store.set(bookingConfirmationAtom, { result: answer, stripeSessionId: null, confirmedAt: '2030-01-01T00:00:00Z' });
    renderWithProviders(page, { route: '/payment-success?status=success&booking=87654321', store });
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank You' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to calendar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    expect(store.get(selectedVehicleDataAtom)).toBeNull();
  });

  it('cancel keeps the booking data so the visitor can try again', async () => {
    const store = flowStore();
    renderWithProviders(page, { route: '/payment-cancel?status=canceled', store });
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Canceled' })).toBeInTheDocument();
    expect(screen.getByText('Please try again or contact support if you need assistance.')).toBeInTheDocument();
    expect(store.get(selectedVehicleDataAtom)).not.toBeNull();
    expect(bookingCall).not.toHaveBeenCalled();
  });
});
