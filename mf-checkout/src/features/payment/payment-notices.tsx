import { CARD_CHECK_MESSAGES } from '../../domain/card-payment';
import { Alert, Button, Row, Stack } from '@booking/shared/ui';
import type { Refusal } from './model/card-checks';
import type { LastAttempt } from './use-last-attempt';

const BACK_TO_DETAILS = 'Back to personal details';

/** A client's password is memory only: after a reload it is typed again before paying. */
export function PasswordAgainNotice({ onDetails }: { onDetails: () => void }) {
  return (
    <Stack>
      <Alert tone="info">{CARD_CHECK_MESSAGES.passwordAgain}</Alert>
      <Row>
        <Button onClick={onDetails}>{BACK_TO_DETAILS}</Button>
      </Row>
    </Stack>
  );
}

/** Why Pay By Card stopped before charging, with the way on where there is one. */
export function RefusalNotice({ refusal, onSignIn, onDetails }: { refusal: Refusal; onSignIn: () => void; onDetails: () => void }) {
  return (
    <Stack>
      <Alert tone="error">{refusal.message}</Alert>
      {refusal.action === 'sign-in' ? (
        <Row>
          <Button onClick={onSignIn}>Sign in as an existing client</Button>
        </Row>
      ) : null}
      {refusal.action === 'details' ? (
        <Row>
          <Button variant="secondary" onClick={onDetails}>
            {BACK_TO_DETAILS}
          </Button>
        </Row>
      ) : null}
    </Stack>
  );
}

/**
 * The last card attempt, when it is more than open. Paid but not booked: its reference and Try again,
 * never a second payment. Booked (by another tab or the server after the visitor left): its confirmation.
 */
export function LastAttemptNotice({ last, onOpen }: { last: LastAttempt; onOpen: () => void }) {
  if (last.status === 'booked') {
    return (
      <Stack>
        <Alert tone="success">
          Your card payment has been made and your booking{last.bookingNumber ? ` ${last.bookingNumber}` : ''} is confirmed.
        </Alert>
        <Row>
          <Button variant="secondary" onClick={onOpen}>
            View confirmation
          </Button>
        </Row>
      </Stack>
    );
  }
  return (
    <Stack>
      <Alert tone="error" title="Your card has been paid, but the booking is not confirmed yet.">
        {last.message ? <p>{last.message}</p> : null}
        {last.paymentReference ? <p>Payment reference: {last.paymentReference}</p> : null}
        <p>Please do not pay again: press Try again, or contact us with the payment reference.</p>
      </Alert>
      <Row>
        <Button onClick={onOpen}>Try again</Button>
      </Row>
    </Stack>
  );
}
