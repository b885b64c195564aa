import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { StoreProvider } from '@booking/shared/store';
import { retryableLazy, ThemeProvider } from '@booking/shared/ui';
import { buildLabel } from './build-label';
import { ForgotPasswordRoute } from './forgot-password-route';

const PersonalDetailsRoute = retryableLazy(() => import('./personal-details-route'));
const PaymentRoute = retryableLazy(() => import('./payment-route'));
const CardHandoffPage = retryableLazy(() => import('../features/payment/card-handoff-page'));
const ConfirmationPage = retryableLazy(() => import('../features/confirmation/confirmation-page'));

// Exposed as mf_checkout/App: the shell renders it outside any <Route>, so the paths are absolute.
export default function App() {
  return (
    <StoreProvider>
      <ThemeProvider>
        <Suspense fallback={null}>
          <Routes>
            <Route path="/personalDetailView" element={<PersonalDetailsRoute />} />
            <Route path="/forgot_password" element={<ForgotPasswordRoute />} />
            <Route path="/paymentview" element={<PaymentRoute />} />
            <Route path="/checkout" element={<PaymentRoute />} />
            <Route path="/stripecheckout" element={<CardHandoffPage />} />
            <Route path="/payment-success" element={<ConfirmationPage />} />
            <Route path="/paymentSuccessView" element={<ConfirmationPage />} />
            <Route path="/payment-cancel" element={<ConfirmationPage />} />
            {/* The card provider's return for one checkout attempt (docs/checkout-attempts.md). */}
            <Route path="/card/:attempt/payment-success" element={<ConfirmationPage />} />
            <Route path="/card/:attempt/payment-cancel" element={<ConfirmationPage />} />
            <Route path="*" element={null} />
          </Routes>
        </Suspense>
        {buildLabel ? <small>Release {buildLabel}</small> : null}
      </ThemeProvider>
    </StoreProvider>
  );
}
