import { StrictMode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { Breakdown, CheckoutAttempt, ClientMode } from '@booking/shared/api';
import { registrationPasswordAtom, type Store } from '@booking/shared/store';
import {
  createStoreWith,
  renderWithProviders,
  sampleBookingForm,
  samplePriceDetails,
  sampleRegistrationData,
  sampleSelectedVehicle,
  sampleSettings,
  type StoreValues,
} from '@booking/shared/testing';
import { lastCheckoutAttemptAtom } from '../../../lib/last-attempt';
import CardHandoffPage from '../card-handoff-page';
import PaymentPage from '../payment-page';

// The payment page's test harness: the page at /paymentview, the hand-off screen at /stripecheckout (with
// its address shown), and where else they send the visitor. StrictMode runs every effect twice, as in development.

export const ATTEMPT_ID = 'AbCdEfGhIjKlMnOpQrSt_-';

export const openAttempt = (over: Partial<CheckoutAttempt> = {}): CheckoutAttempt => ({
  id: ATTEMPT_ID,
  status: 'open',
  amount: 4250,
  sessionId: 'cs_1',
  url: 'https://pay.example/cs_1',
  booking: null,
  paymentReference: null,
  message: null,
  ...over,
});

/** calculate-selected-vehicle-price's answer for a total. */
export const priced = (total: number): { final_price: number; breakdown: Breakdown } => ({
  final_price: total,
  breakdown: { ...samplePriceDetails[2].breakdown, final_price: total },
});

export function Where() {
  const location = useLocation();
  return <p>At {location.pathname + location.search}</p>;
}

export interface PaymentSetup {
  mode?: ClientMode;
  password?: string;
  settings?: Record<string, string>;
  values?: Partial<StoreValues>;
  /** The id of the visitor's last card attempt, as an earlier visit left it. */
  lastAttempt?: string;
}

export function flowStore({
  mode = 'guest_login',
  password = '',
  settings = sampleSettings,
  values = {},
  lastAttempt,
}: PaymentSetup = {}): Store {
  const store = createStoreWith({
    appSettings: settings,
    priceDetails: samplePriceDetails,
    selectedVehicleData: sampleSelectedVehicle,
    registrationData: sampleRegistrationData,
    bookingForm: sampleBookingForm,
    bookingType: 'milleage',
    clientMode: mode,
    ...values,
  });
  store.set(registrationPasswordAtom, password);
  if (lastAttempt) store.set(lastCheckoutAttemptAtom, lastAttempt);
  return store;
}

export const renderPayment = (setup: PaymentSetup = {}) =>
  renderWithProviders(
    <StrictMode>
      <Routes>
        <Route path="/paymentview" element={<PaymentPage />} />
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
    </StrictMode>,
    { route: '/paymentview', store: flowStore(setup) },
  );
