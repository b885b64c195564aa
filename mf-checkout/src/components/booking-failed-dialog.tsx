import type { ReactNode } from 'react';
import { Button, Dialog } from '@booking/shared/ui';

const BOOKING_FAILED_TITLE = 'Booking Failed';

export interface BookingFailedDialogProps {
  /** The server's message; null keeps the dialog closed. */
  message: string | null;
  /** Close, Escape and the backdrop: the dialog closes, nothing is sent. */
  onClose: () => void;
  /** Only this retries; without it there is no Try again. */
  onRetry?: () => void;
  /** More lines under the message (the payment reference). */
  children?: ReactNode;
}

/** product §8's 'Booking Failed' dialog, for the pay-in-car booking and the card booking after payment. */
export function BookingFailedDialog({ message, onClose, onRetry, children }: BookingFailedDialogProps) {
  return (
    <Dialog
      open={message !== null}
      role="alertdialog"
      tone="error"
      title={BOOKING_FAILED_TITLE}
      message={message}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          {onRetry ? (
            <Button data-autofocus onClick={onRetry}>
              Try again
            </Button>
          ) : null}
        </>
      }
    >
      {children}
    </Dialog>
  );
}
