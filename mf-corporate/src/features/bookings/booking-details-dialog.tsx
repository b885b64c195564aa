import styled from 'styled-components';
import type { CorporateBooking } from '@booking/shared/api';
import type { Settings } from '@booking/shared/domain';
import { Button, DetailList, Dialog } from '@booking/shared/ui';
import { bookingDetails, type DetailItem } from './model/booking-details';

const Block = styled.section`
  margin-bottom: ${({ theme }) => theme.space.md};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

/** The kit's label / value list, in the dialog's narrower columns and with plain values. */
const ItemList = styled(DetailList)`
  grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  dd {
    font-weight: normal;
  }
`;

function Items({ title, items }: { title: string; items: DetailItem[] }) {
  return (
    <Block aria-label={title}>
      <h3>{title}</h3>
      <ItemList>
        {items.map((item) => (
          <div key={item.label} style={{ display: 'contents' }}>
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
      </ItemList>
    </Block>
  );
}

interface Props {
  open: boolean;
  booking: CorporateBooking | null;
  settings: Settings;
  onClose: () => void;
}

// The focus starts on the title, not on Close below the blocks: a long booking opens at its top and is
// read from its title down (the dialog pattern's advice for long content); Tab reaches Close.
const title = (
  <span tabIndex={-1} data-autofocus>
    Booking Details
  </span>
);

/** 'Booking Details' (product §2): Close, Escape and the backdrop close it; focus goes back to the row. */
export function BookingDetailsDialog({ open, booking, settings, onClose }: Props) {
  const details = bookingDetails(booking, settings);
  return (
    <Dialog open={open} title={title} onClose={onClose} actions={<Button onClick={onClose}>Close</Button>}>
      {details ? (
        <>
          {details.sections.map((section) => (
            <Items key={section.title} title={section.title} items={section.items} />
          ))}
          {details.stops.length > 0 && <Items title="Stops" items={details.stops} />}
        </>
      ) : (
        <p>No booking details available</p>
      )}
    </Dialog>
  );
}
