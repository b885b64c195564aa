import { RemotePart } from '@booking/shared/federation';
import PaymentPage from '../features/payment/payment-page';

const panelProps = { variant: 'payment' } as const;

/**
 * /paymentview and /checkout: the payment page with the whole journey under its total, mf_quote's booking
 * summary panel mounted at run time (never copied); if mf_quote is down the panel's place says so and
 * paying still works.
 */
export default function PaymentRoute() {
  return (
    <PaymentPage
      journeyPanel={
        <RemotePart id="mf_quote/BookingSummaryPanel" props={panelProps} loadingLabel="Loading your journey" minHeight="12rem" />
      }
    />
  );
}
