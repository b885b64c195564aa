import styled from 'styled-components';
import type { CorporateBooking } from '@booking/shared/api';
import type { Settings } from '@booking/shared/domain';
import { Button, VisuallyHidden } from '@booking/shared/ui';
import { toBookingRow } from './model/booking-labels';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Item = styled.li`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space.md};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  dl {
    display: grid;
    grid-template-columns: 7.5rem minmax(0, 1fr);
    gap: 2px 8px;
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

interface Props {
  bookings: CorporateBooking[];
  settings: Settings;
  onDetails: (booking: CorporateBooking) => void;
}

/** The table's rows as cards, for screens of 768 px or less: the same labels, no sideways scroll. */
export function BookingCards({ bookings, settings, onDetails }: Props) {
  return (
    <List aria-label="Your bookings">
      {bookings.map((booking) => {
        const row = toBookingRow(booking, settings);
        const fields: Array<[string, string]> = [
          ['Pickup', row.pickup],
          ['Destination', row.destination],
          ['Pickup Date', row.pickupDate],
          ['Pickup Time', row.pickupTime],
          ['Vehicle', row.vehicle],
          ['Payment Method', row.paymentMethod],
          ['Booking Amount', row.amount],
          ['Booking Type', row.bookingType],
        ];
        return (
          <Item key={row.key}>
            <h2>{`Booking Number ${row.bookingNumber}`}</h2>
            <dl>
              {fields.map(([label, value]) => (
                <div key={label} style={{ display: 'contents' }}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
            <Button size="sm" variant="secondary" onClick={() => onDetails(booking)}>
              Details<VisuallyHidden>{` of booking ${row.bookingNumber}`}</VisuallyHidden>
            </Button>
          </Item>
        );
      })}
    </List>
  );
}
