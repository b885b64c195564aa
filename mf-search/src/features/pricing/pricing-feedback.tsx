import { Overlay } from '@booking/shared/ui';
import { LOADING_PRICE, type PricePopup } from './model/price-popup';
import { PricePopupDialog } from './price-popup-dialog';

/** What the visitor sees while and after pricing: the overlay, then a popup if it failed. */
export function PricingFeedback({ isPricing, popup, onClose }: { isPricing: boolean; popup: PricePopup | null; onClose: () => void }) {
  return (
    <>
      {isPricing ? <Overlay text={LOADING_PRICE} /> : null}
      <PricePopupDialog popup={popup} onClose={onClose} />
    </>
  );
}
