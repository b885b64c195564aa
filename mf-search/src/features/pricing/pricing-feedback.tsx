import styled from 'styled-components';
import { Overlay } from '@booking/shared/ui';
import { LOADING_PRICE, LOADING_PRICE_POINTS } from './model/price-popup';
import { PricePopupDialog, type PricePopupDialogProps } from './price-popup-dialog';

const Points = styled.ul`
  margin: 0;
  padding: 0;
  max-width: 32rem;
  list-style: none;
  display: grid;
  gap: 0.5rem;
  color: ${({ theme }) => theme.colors.text};
`;

/** What the visitor sees while and after pricing: the overlay, then a popup if it failed. */
export function PricingFeedback({ isPricing, ...popup }: PricePopupDialogProps & { isPricing: boolean }) {
  return (
    <>
      {isPricing ? (
        <Overlay text={LOADING_PRICE}>
          <Points>
            {LOADING_PRICE_POINTS.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </Points>
        </Overlay>
      ) : null}
      <PricePopupDialog {...popup} />
    </>
  );
}
