import { createAppConfig } from '../config/create-app-config.mjs';

// mf_quote: the vehicle results (step 2, /quotationview) and the Urgent Booking page (/quoteView).
export default createAppConfig({
  name: 'mf_quote',
  dir: import.meta.dirname,
  title: 'Quotation',
  exposes: {
    './App': './src/app/app.tsx',
    // Mounted by mf_checkout's personal details and payment pages through RemotePart: see README.
    './BookingSummaryPanel': './src/app/booking-summary-panel.tsx',
    // The phone's compact summary, mounted by mf_checkout's personal details page: see README.
    './CompactSummary': './src/app/compact-summary-panel.tsx',
  },
});
