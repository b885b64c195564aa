import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { MessageDialog } from '../../components/feedback/message-dialog';
import type { PricePopup } from './model/price-popup';

/** The price popups of SPEC 8; Same Address and Urgent lead to /quoteView on their timers (or on OK). */
export function PricePopupDialog({ popup, onClose }: { popup: PricePopup; onClose: () => void }) {
  const navigate = useNavigate();
  const redirect = popup.redirect;
  useEffect(() => {
    if (!redirect) return;
    const timer = setTimeout(() => {
      onClose();
      navigate(redirect.to);
    }, redirect.afterMs);
    return () => clearTimeout(timer);
  }, [redirect, navigate, onClose]);

  const close = () => {
    onClose();
    if (redirect) navigate(redirect.to);
  };
  return <MessageDialog title={popup.title} message={popup.message} onClose={close} />;
}
