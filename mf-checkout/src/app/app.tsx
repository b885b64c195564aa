import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { StoreProvider } from '@booking/shared/store';
import { Spinner, ThemeProvider } from '@booking/shared/ui';
import { buildLabel } from './build-label';
import { ScaffoldPage } from './scaffold-page';

const PaymentPage = lazy(() => import('../features/payment/payment-page'));
const CardHandoffPage = lazy(() => import('../features/payment/card-handoff-page'));
const ConfirmationPage = lazy(() => import('../features/confirmation/confirmation-page'));

// Paths still waiting for their screens (personal details, forgot password: issue 9's other half).
const SCAFFOLD_PAGES: Array<[path: string, title: string]> = [
  ['/personalDetailView', 'Personal Details'],
  ['/forgot_password', 'Forgot Password'],
];

const loading = <Spinner label="Loading" />;

// Exposed as mf_checkout/App: the shell renders it outside any <Route>, so the paths are absolute.
export default function App() {
  return (
    <StoreProvider>
      <ThemeProvider>
        <Suspense fallback={loading}>
          <Routes>
            {SCAFFOLD_PAGES.map(([path, title]) => (
              <Route key={path} path={path} element={<ScaffoldPage title={title} />} />
            ))}
            <Route path="/paymentview" element={<PaymentPage />} />
            <Route path="/checkout" element={<PaymentPage />} />
            <Route path="/stripecheckout" element={<CardHandoffPage />} />
            <Route path="/payment-success" element={<ConfirmationPage />} />
            <Route path="/paymentSuccessView" element={<ConfirmationPage />} />
            <Route path="/payment-cancel" element={<ConfirmationPage />} />
            <Route path="*" element={null} />
          </Routes>
        </Suspense>
        {buildLabel ? <small>Release {buildLabel}</small> : null}
      </ThemeProvider>
    </StoreProvider>
  );
}
