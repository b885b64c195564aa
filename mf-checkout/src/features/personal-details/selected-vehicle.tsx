import styled from 'styled-components';
import type { SelectedVehicleData } from '@booking/shared/api';
import { breakdownLines, PriceBreakdown } from '@booking/shared/breakdown';
import { formatPrice, type Settings } from '@booking/shared/domain';
import { Card, CardTitle, Spinner } from '@booking/shared/ui';
import type { PriceState } from './use-selected-vehicle-price';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.md};
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

const Price = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 700;
`;

/**
 * product §2: the chosen vehicle (type, max seats, luggage, small luggage) and its price, with what the price
 * is made of one tap away once it is known. Why Next waits is said beside Next.
 */
export function SelectedVehicle({ vehicle, price, settings }: { vehicle: SelectedVehicleData; price: PriceState; settings: Settings }) {
  return (
    <Card as="section" aria-labelledby="selected-vehicle-title">
      <CardTitle id="selected-vehicle-title">Selected Vehicle</CardTitle>
      <Facts>
        <dt>Vehicle</dt>
        <dd>{vehicle.vehicle_type}</dd>
        {vehicle.company_name && (
          <>
            <dt>Operator</dt>
            <dd>{vehicle.company_name}</dd>
          </>
        )}
        <dt>Max Seats</dt>
        <dd>{vehicle.max_seat}</dd>
        <dt>Luggage</dt>
        <dd>{vehicle.luggage}</dd>
        <dt>Hand Luggage</dt>
        <dd>{vehicle.small_luggage}</dd>
        {vehicle.quantity > 1 && (
          <>
            <dt>Vehicles</dt>
            <dd>{`${vehicle.quantity} x Vehicle Selected`}</dd>
          </>
        )}
      </Facts>
      <Price aria-live="polite" aria-busy={price.status === 'loading'}>
        <span>Total price:</span>
        {price.status === 'loading' ? <Spinner label="Loading price" /> : <span>{formatPrice(vehicle.final_price, settings)}</span>}
      </Price>
      {price.status === 'loading' ? null : <PriceBreakdown lines={breakdownLines(vehicle.breakdown, settings, vehicle.final_price)} />}
    </Card>
  );
}
