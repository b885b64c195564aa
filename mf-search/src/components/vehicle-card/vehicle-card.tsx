import styled from 'styled-components';
import { storageUrl, type Vehicle } from '@booking/shared/api';
import { classDrawingUrl } from '@booking/shared/domain';
import { JOURNEY_NAMES } from '../../lib/journey-names';

export const VehicleGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 16px;
  grid-template-columns: 1fr;
  @media (min-width: 600px) {
    grid-template-columns: repeat(2, 1fr);
  }
  /* product §9: the fleet is shown 4 per row on desktop. */
  @media (min-width: 1024px) {
    grid-template-columns: repeat(4, 1fr);
  }
`;

const Card = styled.li`
  display: grid;
  gap: 8px;
  align-content: start;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-align: center;
  img {
    display: block;
    margin: 0 auto;
    max-width: 100%;
    max-height: 240px;
    height: auto;
    object-fit: contain;
  }
  h3 {
    margin: 0;
    font-size: 1.125rem;
  }
  dl {
    display: flex;
    justify-content: center;
    gap: 16px;
    margin: 0;
    flex-wrap: wrap;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
  dl > div {
    display: flex;
    gap: 4px;
  }
`;

/**
 * One fleet category: image (max 240 px high, product §9), name, seats and luggage. A vehicle the API
 * gives no image, or whose image does not load, shows the drawing of its class.
 */
export function VehicleCard({ vehicle }: { vehicle: Vehicle }) {
  const drawing = classDrawingUrl(vehicle.category_name, vehicle.seats);
  return (
    <Card>
      <img
        src={vehicle.vehicle_img ? storageUrl(vehicle.vehicle_img) : drawing}
        alt={vehicle.category_name}
        width={320}
        height={200}
        loading="lazy"
        decoding="async"
        onError={({ currentTarget }) => {
          if (!currentTarget.src.endsWith(drawing)) currentTarget.src = drawing;
        }}
      />
      <h3>{vehicle.category_name}</h3>
      <dl>
        <div>
          <dt>Seats</dt>
          <dd>{vehicle.seats}</dd>
        </div>
        <div>
          <dt>{JOURNEY_NAMES.luggages}</dt>
          <dd>{vehicle.luggage}</dd>
        </div>
        <div>
          <dt>{JOURNEY_NAMES.hand_luggages}</dt>
          <dd>{vehicle.hand_luggage}</dd>
        </div>
      </dl>
    </Card>
  );
}
