import styled from 'styled-components';
import type { SelectedVehicleData } from '@booking/shared/api';
import { formatPrice, selectedVehicleTotal, type Settings } from '@booking/shared/domain';
import type { PriceState } from './use-selected-vehicle-price';

const Line = styled.p`
  display: none;
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brandSubtle};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  ${({ theme }) => theme.media.mobile} {
    display: block;
  }
`;

/**
 * On phones the vehicle and its total sit below the whole form: this one line near the top says the
 * total first (the total to pay, as on payment). Not sticky: it covers nothing. Until the price is
 * asked again it says it is being updated, never a figure that may be about to change.
 */
export function MobileTotal({ vehicle, price, settings }: { vehicle: SelectedVehicleData | null; price: PriceState; settings: Settings }) {
  if (!vehicle) return null;
  const total = price.status === 'loading' ? 'updating…' : formatPrice(selectedVehicleTotal(vehicle), settings);
  return <Line>{`Total: ${total}`}</Line>;
}
