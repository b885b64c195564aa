import { Route, Routes } from 'react-router-dom';
import { StoreProvider } from '@booking/shared/store';
import { ThemeProvider } from '@booking/shared/ui';
import { buildLabel } from './build-label';
import { ScaffoldPage } from './scaffold-page';

// Each path this remote owns and the page it shows (DECISIONS "Routes").
const PAGES: Array<[path: string, title: string]> = [
  ['/personalDetailView', 'Personal Details'],
  ['/paymentview', 'Payment'],
  ['/checkout', 'Payment'],
  ['/stripecheckout', 'Card Payment'],
  ['/payment-success', 'Confirmation'],
  ['/paymentSuccessView', 'Confirmation'],
  ['/payment-cancel', 'Confirmation'],
  ['/forgot_password', 'Forgot Password'],
];

// Exposed as mf_checkout/App: the shell renders it outside any <Route>, so the paths are absolute.
export default function App() {
  return (
    <StoreProvider>
      <ThemeProvider>
        <Routes>
          {PAGES.map(([path, title]) => (
            <Route key={path} path={path} element={<ScaffoldPage title={title} />} />
          ))}
          <Route path="*" element={null} />
        </Routes>
        {buildLabel ? <small>Release {buildLabel}</small> : null}
      </ThemeProvider>
    </StoreProvider>
  );
}
