import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { RegistrationData, SelectedVehicleData } from '@booking/shared/api';
import { breakdownLines, PriceBreakdown } from '@booking/shared/breakdown';
import { bookedQuantity, formatPrice, selectedVehicleTotal, type Settings } from '@booking/shared/domain';
import { Button, Card, CardTitle, DetailList, Stack } from '@booking/shared/ui';
import type { FlightRow } from './model/flight-rows';

const Toggle = styled(Button)`
  ${({ theme }) => theme.media.desktop} {
    display: none;
  }
`;

const Details = styled.div<{ $open: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.mobile} {
    display: ${({ $open }) => ($open ? 'grid' : 'none')};
  }
`;

const Total = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 700;
`;

interface Props {
  vehicle: SelectedVehicleData;
  registration: RegistrationData;
  settings: Settings;
  /** Each leg's flight or train number, when given. */
  flights?: FlightRow[];
  /** The whole journey (mf_quote's summary panel, mounted by the app), under the total. */
  journey?: ReactNode;
}

/**
 * What is being paid for and by whom; on mobile it folds behind Show Detail / Hide Detail (product §2), the
 * journey with it. The total's breakdown is one tap away beside it, on every screen.
 */
export function PaymentSummary({ vehicle, registration, settings, flights = [], journey }: Props) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const count = bookedQuantity(vehicle.selection_type, vehicle.quantity);
  const total = selectedVehicleTotal(vehicle);
  const folded = journey ? `${id}-details ${id}-journey` : `${id}-details`;
  return (
    <Stack>
      <Card as="section" aria-labelledby={`${id}-title`}>
        <CardTitle id={`${id}-title`}>Your booking</CardTitle>
        <Total>
          Total: <span>{formatPrice(total, settings)}</span>
        </Total>
        <PriceBreakdown lines={breakdownLines(vehicle.breakdown, settings, total)} />
        <Toggle variant="ghost" size="sm" aria-expanded={open} aria-controls={folded} onClick={() => setOpen((v) => !v)}>
          {open ? 'Hide Detail' : 'Show Detail'}
        </Toggle>
        <Details id={`${id}-details`} $open={open}>
          <section aria-labelledby={`${id}-vehicle`}>
            <h3 id={`${id}-vehicle`}>Vehicle</h3>
            <DetailList>
              <dt>Vehicle</dt>
              <dd>
                {vehicle.vehicle_type}
                {count > 1 ? ` × ${count}` : ''}
              </dd>
              {vehicle.company_name ? (
                <>
                  <dt>Operator</dt>
                  <dd>{vehicle.company_name}</dd>
                </>
              ) : null}
              <dt>Max seats</dt>
              <dd>{vehicle.max_seat}</dd>
              <dt>Luggage</dt>
              <dd>{vehicle.luggage}</dd>
              <dt>Hand Luggage</dt>
              <dd>{vehicle.small_luggage}</dd>
            </DetailList>
          </section>
          {flights.length ? (
            <section aria-labelledby={`${id}-flight`}>
              <h3 id={`${id}-flight`}>Flight or train</h3>
              <DetailList>
                {flights.map((row) => (
                  <div key={row.label} style={{ display: 'contents' }}>
                    <dt>{row.label}</dt>
                    <dd>{row.value}</dd>
                  </div>
                ))}
              </DetailList>
            </section>
          ) : null}
          <section aria-labelledby={`${id}-person`}>
            <h3 id={`${id}-person`}>Personal details</h3>
            <DetailList>
              <dt>First name</dt>
              <dd>{registration.firstName || '—'}</dd>
              <dt>Surname</dt>
              <dd>{registration.surname || '—'}</dd>
              <dt>E-mail</dt>
              <dd>{registration.email || '—'}</dd>
              <dt>Mobile</dt>
              <dd>{registration.number || '—'}</dd>
            </DetailList>
          </section>
        </Details>
      </Card>
      {journey ? (
        <Details id={`${id}-journey`} $open={open}>
          {journey}
        </Details>
      ) : null}
    </Stack>
  );
}
