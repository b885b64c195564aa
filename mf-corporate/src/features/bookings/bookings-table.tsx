import styled from 'styled-components';
import type { CorporateBooking } from '@booking/shared/api';
import type { Settings } from '@booking/shared/domain';
import { Button, VisuallyHidden } from '@booking/shared/ui';
import { toBookingRow } from './model/booking-labels';

// Beside the sidebar at 1280 px the table fits: headers and values wrap at their spaces. Narrower than
// that it scrolls inside its own box (a focusable region), never the page, and the Actions column stays
// at the box's right edge, so every row's Details is in view without scrolling sideways.
const Scroller = styled.div`
  /* Positioned, so the visually hidden texts inside are clipped with the table, not the page. */
  position: relative;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.brand};
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  th,
  td {
    padding: 8px;
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  th {
    background: ${({ theme }) => theme.colors.background};
  }
  td {
    background: ${({ theme }) => theme.colors.surface};
    overflow-wrap: break-word;
  }
  tbody th {
    white-space: nowrap;
  }
  tbody tr:last-child > * {
    border-bottom: 0;
  }
  th:last-child,
  td:last-child {
    position: sticky;
    right: 0;
    white-space: nowrap;
    box-shadow: inset 1px 0 0 ${({ theme }) => theme.colors.border};
  }
`;

const COLUMNS = [
  'Booking Number',
  'Pickup',
  'Destination',
  'Pickup Date',
  'Pickup Time',
  'Vehicle',
  'Payment Method',
  'Booking Amount',
  'Booking Type',
  'Actions',
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
        <caption>
          <VisuallyHidden>Your bookings</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
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
