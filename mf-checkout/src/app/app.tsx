import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { StoreProvider } from '@booking/shared/store';
import { ThemeProvider } from '@booking/shared/ui';
import { buildLabel } from './build-label';
import { ScaffoldPage } from './scaffold-page';
import { ForgotPasswordRoute } from './forgot-password-route';

const PersonalDetailsRoute = lazy(() => import('./personal-details-route'));

// Each path this remote owns and the page it shows (DECISIONS "Routes").
const PAGES: Array<[path: string, title: string]> = [
  ['/paymentview', 'Payment'],
  ['/checkout', 'Payment'],
  ['/stripecheckout', 'Card Payment'],
  ['/payment-success', 'Confirmation'],
  ['/paymentSuccessView', 'Confirmation'],
  ['/payment-cancel', 'Confirmation'],
];

// Exposed as mf_checkout/App: the shell renders it outside any <Route>, so the paths are absolute.
export default function App() {
  return (
    <StoreProvider>
      <ThemeProvider>
        <Suspense fallback={null}>
          <Routes>
            <Route path="/personalDetailView" element={<PersonalDetailsRoute />} />
            <Route path="/forgot_password" element={<ForgotPasswordRoute />} />
            {PAGES.map(([path, title]) => (
              <Route key={path} path={path} element={<ScaffoldPage title={title} />} />
            ))}
            <Route path="*" element={null} />
          </Routes>
        </Suspense>
        {buildLabel ? <small>Release {buildLabel}</small> : null}
      </ThemeProvider>
    </StoreProvider>
  );
}
