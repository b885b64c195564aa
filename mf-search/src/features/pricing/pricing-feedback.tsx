import { LoadingOverlay } from '../../components/feedback/loading-overlay';
import { LOADING_PRICE, type PricePopup } from './model/price-popup';
import { PricePopupDialog } from './price-popup-dialog';

/** What the visitor sees while and after pricing: the overlay, then a popup if it failed. */
export function PricingFeedback({ isPricing, popup, onClose }: { isPricing: boolean; popup: PricePopup | null; onClose: () => void }) {
  return (
    <>
      {isPricing ? <LoadingOverlay text={LOADING_PRICE} /> : null}
      {popup ? <PricePopupDialog popup={popup} onClose={onClose} /> : null}
    </>
  );
}
