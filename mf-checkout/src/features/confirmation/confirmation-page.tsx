import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { appSettingsAtom, useAtomValue } from '@booking/shared/store';
import { Alert, Button, Dialog, Page, PageTitle, Row, Spinner, Stack } from '@booking/shared/ui';
import { AddToCalendar } from './add-to-calendar';
import { BookingDetails } from './booking-details';
import { BookingFailedView } from './booking-failed-view';
import { bookingDetailSections, confirmationStatus, outcomeText } from './model/labels';
import { ConfirmationPrintStyle } from './print-style';
import { useConfirmation } from './use-confirmation';

const Lead = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 600;
`;

const TITLES = { loading: 'Confirming your booking', 'payment-failed': 'Payment Failed', 'booking-failed': 'Booking Failed', missing: 'Booking not found' };

export const NOT_FOUND_MESSAGE =
  'We could not find this booking in this browser, and no booking was made from this page. If you paid by card and have no confirmation e-mail, please contact us.';
const notShownMessage = (reference: string) => `We cannot show booking ${reference} in this browser. Your confirmation e-mail has its details.`;

/**
 * /payment-success, /paymentSuccessView, /payment-cancel and the card's return, /card/:attempt/payment-success
 * and /card/:attempt/payment-cancel (SPEC 2 "Confirmation screen"; docs/checkout-attempts.md).
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
  const toPayment = () => navigate('/paymentview');

  if (state.kind === 'confirmed' || state.kind === 'canceled') {
    const outcome = outcomeText(state.kind === 'confirmed' ? 'success' : status);
    const data = state.kind === 'confirmed' ? state.confirmation.result.data : null;
    return (
      <Page as="section" aria-labelledby="confirmation-title" data-print-root>
        <ConfirmationPrintStyle />
        <Stack>
          <PageTitle id="confirmation-title" style={{ marginBottom: 0 }}>{outcome.title}</PageTitle>
          <Lead>{outcome.message}</Lead>
          {data ? (
            <>
              <BookingDetails sections={bookingDetailSections(data.booking, data.bookingStops, data.passengerDetails, settings)} />
              <Row data-no-print>
                <AddToCalendar booking={data.booking} companyName={settings.Company_Name} />
                <Button variant="secondary" onClick={() => window.print()}>Print</Button>
                <Button variant="ghost" onClick={() => navigate('/')}>Book another journey</Button>
              </Row>
            </>
          ) : (
            <Row data-no-print>
              <Button onClick={toPayment}>Back to payment</Button>
              <Button variant="ghost" onClick={() => navigate('/')}>Home</Button>
            </Row>
          )}
        </Stack>
      </Page>
    );
  }

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
          <Row><Button onClick={() => navigate('/')}>Home</Button></Row>
        </Stack>
      ) : null}
      {state.kind === 'booking-failed' ? (
        <BookingFailedView message={state.message} paymentReference={state.paymentReference} onRetry={retry} />
      ) : null}
      {state.kind === 'payment-failed' ? (
        <Row><Button variant="secondary" onClick={toPayment}>Back to payment</Button></Row>
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
