import { createAppConfig } from '../config/create-app-config.mjs';

// mf_quote: the vehicle results (step 2, /quotationview) and the Urgent Booking page (/quoteView).
export default createAppConfig({
  name: 'mf_quote',
  port: Number(process.env.QUOTE_PORT ?? 3002),
  dir: import.meta.dirname,
  title: 'Quotation',
  exposes: {
    './App': './src/app/app.tsx',
    // Mounted by mf_checkout's personal details page through RemotePart: see README.
    './BookingSummaryPanel': './src/app/booking-summary-panel.tsx',
  },
});
