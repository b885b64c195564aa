import { Route, Routes } from 'react-router-dom';
import type { BookingResult, CheckoutAttempt } from '@booking/shared/api';
import { paymentMethodAtom, type Store } from '@booking/shared/store';
import {
  createStoreWith,
  renderWithProviders,
  sampleBookingForm,
  samplePriceDetails,
  sampleRegistrationData,
  sampleSelectedVehicle,
  sampleSettings,
} from '@booking/shared/testing';
import { lastCheckoutAttemptAtom } from '../../../lib/last-attempt';
import ConfirmationPage from '../confirmation-page';

export const ATTEMPT_ID = 'AbCdEfGhIjKlMnOpQrSt_-';
export const cardReturn = (session = 'cs_1') => `/card/${ATTEMPT_ID}/payment-success?session_id=${session}&status=success`;

export const answer: BookingResult = {
  success: true,
  data: {
    booking: {
      booking_number: '87654321',
      ride_type: 'Q',
      pick_up_address: 'Heathrow Airport Terminal 5',
      drop_off_address: '10 Downing Street',
      pick_up_date: '2030-06-10',
      pick_up_time: '15:30',
      payment_method: 'card',
      total_booking_amount: 42.5,
    },
    bookingStops: [],
    passengerDetails: { passenger_name: 'Amelia Clarke', passenger_email: 'amelia.clarke@example.com', total_passengers: 2 },
  },
};

export const bookedAttempt = (): CheckoutAttempt => ({
  id: ATTEMPT_ID,
  status: 'booked',
  amount: 4250,
  sessionId: 'cs_1',
  url: null,
  booking: answer,
  paymentReference: 'pi_1',
  message: null,
});

/** The flow as the payment page leaves it, with a corporate session that must survive the clear. */
export const flowStore = (): Store => {
  const store = createStoreWith({
    appSettings: sampleSettings,
    priceDetails: samplePriceDetails,
    selectedVehicleData: sampleSelectedVehicle,
    registrationData: sampleRegistrationData,
    bookingForm: sampleBookingForm,
    bookingType: 'milleage',
    clientMode: 'new_client',
    passengerToken: 'corporate-token',
  });
  store.set(paymentMethodAtom, 'card');
  store.set(lastCheckoutAttemptAtom, ATTEMPT_ID);
  return store;
};

const page = (
  <Routes>
    <Route path="/payment-success" element={<ConfirmationPage />} />
    <Route path="/payment-cancel" element={<ConfirmationPage />} />
    <Route path="/card/:attempt/payment-success" element={<ConfirmationPage />} />
    <Route path="/card/:attempt/payment-cancel" element={<ConfirmationPage />} />
    <Route path="/paymentview" element={<p>Payment page</p>} />
    <Route path="/" element={<p>Home page</p>} />
  </Routes>
);

export const renderConfirmation = (route: string, store: Store = flowStore()) => renderWithProviders(page, { route, store });
