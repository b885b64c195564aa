import { useId, useState } from 'react';
import styled from 'styled-components';
import type { RegistrationData, SelectedVehicleData } from '@booking/shared/api';
import { bookedQuantity, formatPrice, selectedVehicleTotal, type Settings } from '@booking/shared/domain';
import { Button, Card, CardTitle, DetailList } from '@booking/shared/ui';

const Toggle = styled(Button)`
  ${({ theme }) => theme.media.desktop} { display: none; }
`;

const Details = styled.div<{ $open: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.mobile} { display: ${({ $open }) => ($open ? 'grid' : 'none')}; }
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
}

/** What is being paid for and by whom; on mobile it folds behind Show Detail / Hide Detail (SPEC 2). */
export function PaymentSummary({ vehicle, registration, settings }: Props) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const count = bookedQuantity(vehicle.selection_type, vehicle.quantity);
  return (
    <Card as="section" aria-labelledby={`${id}-title`}>
      <CardTitle id={`${id}-title`}>Your booking</CardTitle>
      <Total>
        Total: <span>{formatPrice(selectedVehicleTotal(vehicle), settings)}</span>
      </Total>
      <Toggle variant="ghost" size="sm" aria-expanded={open} aria-controls={`${id}-details`} onClick={() => setOpen((v) => !v)}>
        {open ? 'Hide Detail' : 'Show Detail'}
      </Toggle>
      <Details id={`${id}-details`} $open={open}>
        <section aria-labelledby={`${id}-vehicle`}>
          <h3 id={`${id}-vehicle`}>Vehicle</h3>
          <DetailList>
            <dt>Vehicle</dt><dd>{vehicle.vehicle_type}{count > 1 ? ` × ${count}` : ''}</dd>
            {vehicle.company_name ? (<><dt>Operator</dt><dd>{vehicle.company_name}</dd></>) : null}
            <dt>Max seats</dt><dd>{vehicle.max_seat}</dd>
            <dt>Luggage</dt><dd>{vehicle.luggage}</dd>
            <dt>Small luggage</dt><dd>{vehicle.small_luggage}</dd>
          </DetailList>
        </section>
        <section aria-labelledby={`${id}-person`}>
          <h3 id={`${id}-person`}>Personal details</h3>
          <DetailList>
            <dt>First name</dt><dd>{registration.firstName || '—'}</dd>
            <dt>Surname</dt><dd>{registration.surname || '—'}</dd>
            <dt>E-mail</dt><dd>{registration.email || '—'}</dd>
            <dt>Mobile</dt><dd>{registration.number || '—'}</dd>
          </DetailList>
        </section>
      </Details>
    </Card>
  );
}
