import { useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { isCheckoutAttemptId } from '@booking/shared/api';
import { Button, Dialog, Page, PageTitle, Row, Spinner, Stack } from '@booking/shared/ui';
import { handoffAmount, PAYMENT_FAILED_TITLE } from './model/checkout';
import { openAtTopLevel } from './model/frame';
import { useCardHandoff } from './use-card-handoff';
import { pathTo } from '@booking/shared/domain';

/**
 * /stripecheckout: the hand-off to the hosted card checkout (product §10 "Routes"), step 4 lit.
 * - From Pay By Card in the same tab, once its checks pass, with the checked amount in the location
 *   state: the checkout attempt is made here, then the address becomes `?attempt=<id>`.
 * - `?attempt=<id>`: a framed site's Pay By Card makes the attempt inside the frame and opens this
 *   address in the whole tab; the attempt is read from the shell's server, needing nothing from browser
 *   storage (which a cross-site frame does not share).
 * Either way the browser then leaves for the attempt's hosted page; a failure shows 'Payment Failed' and
 * the way back to /paymentview. With neither it is the payment page's.
 */
export default function CardHandoffPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [query] = useSearchParams();
  const id = query.get('attempt');
  // Taken once, on arrival: the hand-off removes it from the address's history entry.
  const [amount] = useState(() => handoffAmount(location.state));
  const { failure, framedUrl, paused, resume } = useCardHandoff(id, amount);

  if (!isCheckoutAttemptId(id) && amount === null) return <Navigate to={pathTo('payment')} replace />;
  const back = () => navigate(pathTo('payment'));
  return (
    <Page as="section" aria-labelledby="handoff-title" $width="narrow">
      <PageTitle id="handoff-title">Card Payment</PageTitle>
      {framedUrl ? (
        <Button size="lg" onClick={() => openAtTopLevel(framedUrl)}>
          Continue to secure payment
        </Button>
      ) : paused ? (
        <Stack>
          <p>Your card payment is not finished. Nothing has been booked yet.</p>
          <Row>
            <Button onClick={resume}>Continue to secure payment</Button>
            <Button variant="secondary" onClick={back}>
              Back to payment
            </Button>
          </Row>
        </Stack>
      ) : failure === null ? (
        <p role="status" style={{ display: 'flex', alignItems: 'center', gap: '0.5rem' }}>
          <Spinner size={20} decorative /> Taking you to our secure card payment page…
        </p>
      ) : (
        <Button variant="secondary" onClick={back}>
          Back to payment
        </Button>
      )}
      <Dialog
        open={failure !== null}
        role="alertdialog"
        tone="error"
        title={PAYMENT_FAILED_TITLE}
        message={failure}
        closeLabel="Back to payment"
        onClose={back}
      />
    </Page>
  );
}
