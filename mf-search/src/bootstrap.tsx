import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import App from './app/app';
import QuoteNow from './app/quote-now';
import { isRouteOf } from '@booking/shared/domain';

// Standalone development page: inside the shell, the shell's BrowserRouter is used instead.
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <App />
        {isRouteOf(window.location.pathname, ['urgentBooking']) ? <QuoteNow /> : null}
      </BrowserRouter>
    </StrictMode>,
  );
}
