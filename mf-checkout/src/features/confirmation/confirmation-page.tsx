import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { appSettingsAtom, useAtomValue } from '@booking/shared/store';
import { Alert, Button, Dialog, Page, PageTitle, Row, Spinner, Stack } from '@booking/shared/ui';
import { BookingFailedView } from './booking-failed-view';
import { confirmationStatus } from './model/labels';
import { CanceledView, ConfirmedView } from './outcome-views';
import { useConfirmation } from './use-confirmation';
import { pathTo } from '@booking/shared/domain';

const TITLES = {
  loading: 'Confirming your booking',
  'payment-failed': 'Payment Failed',
  'booking-failed': 'Booking Failed',
  missing: 'Booking not found',
};

const NOT_FOUND_MESSAGE =
  'We could not find this booking in this browser, and no booking was made from this page. If you paid by card and have no confirmation e-mail, please contact us.';
const notShownMessage = (reference: string) =>
  `We cannot show booking ${reference} in this browser. Your confirmation e-mail has its details.`;

/**
 * /payment-success, /paymentSuccessView, /payment-cancel and the card's return, /card/:attempt/payment-success
 * and /card/:attempt/payment-cancel (product §2 "Confirmation screen"; docs/checkout-attempts.md).
 */
export default function ConfirmationPage() {
  const { pathname } = useLocation();
  const { attempt = null } = useParams();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const settings = useAtomValue(appSettingsAtom);
  const status = String(confirmationStatus(pathname, query.get('status')));
  const bookingNumber = query.get('booking');
  const { state, retry } = useConfirmation({ status, attemptId: attempt, sessionId: query.get('session_id'), bookingNumber });
  const toPayment = () => navigate(pathTo('payment'));

  if (state.kind === 'confirmed') return <ConfirmedView confirmation={state.confirmation} settings={settings} />;
  if (state.kind === 'canceled') return <CanceledView status={status} onRetry={toPayment} onHome={() => navigate(pathTo('root'))} />;

  return (
    <Page as="section" aria-labelledby="confirmation-title" $width="narrow">
      <PageTitle id="confirmation-title">{TITLES[state.kind]}</PageTitle>
      {state.kind === 'loading' ? (
        <p role="status" style={{ display: 'flex', alignItems: 'center', gap: '0.5rem' }}>
          <Spinner size={20} decorative /> Please wait while we confirm your booking…
        </p>
      ) : null}
      {state.kind === 'missing' ? (
        <Stack>
          <Alert tone="info">{state.message ?? (bookingNumber ? notShownMessage(bookingNumber) : NOT_FOUND_MESSAGE)}</Alert>
          <Row>
            <Button onClick={() => navigate(pathTo('root'))}>Home</Button>
          </Row>
        </Stack>
      ) : null}
      {state.kind === 'booking-failed' ? (
        <BookingFailedView message={state.message} paymentReference={state.paymentReference} onRetry={retry} />
      ) : null}
      {state.kind === 'payment-failed' ? (
        <Row>
          <Button variant="secondary" onClick={toPayment}>
            Back to payment
          </Button>
        </Row>
      ) : null}
      <Dialog
        open={state.kind === 'payment-failed'}
        role="alertdialog"
        tone="error"
        title="Payment Failed"
        message={state.kind === 'payment-failed' ? state.message : undefined}
        closeLabel="Back to payment"
        onClose={toPayment}
      />
    </Page>
  );
}
