import { useNavigate } from 'react-router-dom';
import { Dialog } from '@booking/shared/ui';
import type { PricePopup } from './model/price-popup';

/**
 * The price popups of product §8. Same Address and Urgent close on their timers (or on OK) and then lead
 * to /quoteView; the plain Error popup stays until closed.
 */
export function PricePopupDialog({ popup, onClose }: { popup: PricePopup | null; onClose: () => void }) {
  const navigate = useNavigate();
  const close = () => {
    onClose();
    if (popup?.redirect) navigate(popup.redirect.to);
  };
  return (
    <Dialog
      open={popup !== null}
      title={popup?.title ?? ''}
      message={popup?.message}
      tone={popup?.redirect ? 'info' : 'error'}
      role={popup?.redirect ? 'dialog' : 'alertdialog'}
      autoCloseMs={popup?.redirect?.afterMs}
      closeLabel="OK"
      onClose={close}
    />
  );
}
