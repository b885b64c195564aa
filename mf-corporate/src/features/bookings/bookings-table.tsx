import styled from 'styled-components';
import type { CorporateBooking } from '@booking/shared/api';
import type { Settings } from '@booking/shared/domain';
import { Button, VisuallyHidden } from '@booking/shared/ui';
import { toBookingRow } from './model/booking-labels';

// Narrower than the table, it scrolls inside its own box (a focusable region), never the page.
const Scroller = styled.div`
  /* Positioned, so the visually hidden texts inside are clipped with the table, not the page. */
  position: relative;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.brand}; }
`;

const Table = styled.table`
  width: 100%;
  min-width: 920px;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  th, td { padding: 8px 10px; text-align: left; vertical-align: top; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; }
  th { background: ${({ theme }) => theme.colors.background}; white-space: nowrap; }
  tbody tr:last-child td { border-bottom: 0; }
`;

export const COLUMNS = [
  'Booking Number', 'Pickup', 'Destination', 'Pickup Date', 'Pickup Time', 'Vehicle',
  'Payment Method', 'Booking Amount', 'Booking Type', 'Actions',
] as const;

interface Props {
  bookings: CorporateBooking[];
  settings: Settings;
  onDetails: (booking: CorporateBooking) => void;
}

export function BookingsTable({ bookings, settings, onDetails }: Props) {
  return (
    <Scroller role="region" aria-label="Bookings table" tabIndex={0}>
      <Table>
        <caption><VisuallyHidden>Your bookings</VisuallyHidden></caption>
        <thead>
          <tr>{COLUMNS.map((column) => <th key={column} scope="col">{column}</th>)}</tr>
        </thead>
        <tbody>
          {bookings.map((booking) => {
            const row = toBookingRow(booking, settings);
            return (
              <tr key={row.key}>
                <th scope="row">{row.bookingNumber}</th>
                <td>{row.pickup}</td>
                <td>{row.destination}</td>
                <td>{row.pickupDate}</td>
                <td>{row.pickupTime}</td>
                <td>{row.vehicle}</td>
                <td>{row.paymentMethod}</td>
                <td>{row.amount}</td>
                <td>{row.bookingType}</td>
                <td>
                  <Button size="sm" variant="secondary" onClick={() => onDetails(booking)}>
                    Details<VisuallyHidden>{` of booking ${row.bookingNumber}`}</VisuallyHidden>
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </Scroller>
  );
}
