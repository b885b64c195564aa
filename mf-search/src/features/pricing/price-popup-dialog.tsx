import { Button, Dialog } from '@booking/shared/ui';
import type { PricePopup } from './model/price-popup';

export interface PricePopupDialogProps {
  popup: PricePopup | null;
  /** Closes the popup: the visitor stays on the form, the journey as typed. */
  onClose: () => void;
  /** The popup's button that leads on (Quote Now, or the results of a capacity offer). */
  onNext: (popup: PricePopup) => void;
}

/**
 * The price popups of product §8. They stay until the visitor acts (product §10 "What the visitor sees"):
 * Same Address, Urgent and a capacity offer lead on with their button, or close with 'Change the journey'
 * (also Escape); the plain Error popup closes with OK.
 */
export function PricePopupDialog({ popup, onClose, onNext }: PricePopupDialogProps) {
  const next = popup?.next;
  return (
    <Dialog
      open={popup !== null}
      title={popup?.title ?? ''}
      message={
        popup?.detail ? (
          <>
            <p>{popup.message}</p>
            <p>{popup.detail}</p>
          </>
        ) : (
          popup?.message
        )
      }
      tone={next ? 'info' : 'error'}
      role={next ? 'dialog' : 'alertdialog'}
      closeLabel="OK"
      onClose={onClose}
      actions={
        next && popup ? (
          <>
            <Button variant="secondary" onClick={onClose}>
              Change the journey
            </Button>
            <Button variant="primary" data-autofocus onClick={() => onNext(popup)}>
              {next.label}
            </Button>
          </>
        ) : undefined
      }
    />
  );
}
