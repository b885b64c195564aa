import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { StoreProvider } from '@booking/shared/store';
import { retryableLazy, ThemeProvider } from '@booking/shared/ui';
import { buildLabel } from './build-label';
import { ForgotPasswordRoute } from './forgot-password-route';
import { ROUTES } from '@booking/shared/domain';

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
            <Route path={ROUTES.personalDetails.path} element={<PersonalDetailsRoute />} />
            <Route path={ROUTES.forgotPassword.path} element={<ForgotPasswordRoute />} />
            <Route path={ROUTES.payment.path} element={<PaymentRoute />} />
            <Route path={ROUTES.checkout.path} element={<PaymentRoute />} />
            <Route path={ROUTES.cardHandoff.path} element={<CardHandoffPage />} />
            <Route path={ROUTES.paymentSuccess.path} element={<ConfirmationPage />} />
            <Route path={ROUTES.paymentSuccessView.path} element={<ConfirmationPage />} />
            <Route path={ROUTES.paymentCancel.path} element={<ConfirmationPage />} />
            {/* The card provider's return for one checkout attempt (docs/checkout-attempts.md). */}
            <Route path={ROUTES.cardSuccess.path} element={<ConfirmationPage />} />
            <Route path={ROUTES.cardCancel.path} element={<ConfirmationPage />} />
            <Route path="*" element={null} />
          </Routes>
        </Suspense>
        {buildLabel ? <small>Release {buildLabel}</small> : null}
      </ThemeProvider>
    </StoreProvider>
  );
}
