import { useState } from 'react';
import { Alert, Button, Row, Stack } from '@booking/shared/ui';
import { BookingFailedDialog } from '../../components/booking-failed-dialog';

const PAID_NOT_BOOKED = 'Your card has been paid. Please do not pay again: press Try again, or contact us with the payment reference.';

/**
 * A booking that failed after the card was paid (or with no clear answer): the server's message, the
 * payment reference and Try again, which completes the same attempt again (same booking, same key).
 * There is no way to pay again here. Close and Escape only close the dialog; the page keeps the same.
 */
export function BookingFailedView({
  message,
  paymentReference,
  onRetry,
}: {
  message: string;
  paymentReference: string | null;
  onRetry: () => void;
}) {
  const [isDialogOpen, setDialogOpen] = useState(true);
  const retry = () => {
    setDialogOpen(true);
    onRetry();
  };
  const reference = paymentReference ? <p>Payment reference: {paymentReference}</p> : null;
  return (
    <>
      {isDialogOpen ? null : (
        <Stack>
          <Alert tone="error">{message}</Alert>
          {reference}
          {paymentReference ? <p>{PAID_NOT_BOOKED}</p> : null}
          <Row>
            <Button onClick={retry}>Try again</Button>
          </Row>
        </Stack>
      )}
      <BookingFailedDialog message={isDialogOpen ? message : null} onClose={() => setDialogOpen(false)} onRetry={retry}>
        {reference}
      </BookingFailedDialog>
    </>
  );
}
