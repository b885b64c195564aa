import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@booking/shared/testing';
import { BookingsTable } from '../bookings-table';
import { aBooking } from './booking-factory';

// jsdom lays nothing out: these read the rules that keep the table beside the sidebar at 1280 px
// (e2e layout/every-control-in-view measures it in a browser).

const renderTable = (onDetails = jest.fn()) =>
  renderWithProviders(
    <BookingsTable
      bookings={[
        aBooking(),
        aBooking({ booking_number: '20000002', pick_up_address: 'Heathrow Airport Terminal 5, Longford, Hounslow TW6 2GA' }),
      ]}
      settings={{}}
      onDetails={onDetails}
    />,
  );

describe('the bookings table beside the sidebar', () => {
  it("keeps every row's Details at the right edge of its box, however narrow the box", () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Your bookings' });
    const actions = [
      within(table).getByRole('columnheader', { name: 'Actions' }),
      ...within(table)
        .getAllByRole('button', { name: /^Details of booking/ })
        .map((button) => button.closest('td')!),
    ];
    for (const cell of actions) {
      expect(getComputedStyle(cell)).toMatchObject({ position: 'sticky', right: '0px' });
    }
  });

  it('asks for no fixed width: headers and addresses wrap to fit', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Your bookings' });
    expect(getComputedStyle(table).minWidth).not.toMatch(/\d+px/);
    expect(getComputedStyle(within(table).getByRole('columnheader', { name: 'Payment Method' })).whiteSpace).not.toBe('nowrap');
  });

  it('is reached and used from the keyboard: the box takes focus, then each Details', async () => {
    const onDetails = jest.fn();
    const { user } = renderTable(onDetails);
    await user.tab();
    expect(screen.getByRole('region', { name: 'Bookings table' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Details of booking 10000001' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onDetails).toHaveBeenCalledWith(expect.objectContaining({ booking_number: '10000001' }));
  });
});
