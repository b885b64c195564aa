import { useMemo, useState } from 'react';
import type { CorporateBooking } from '@booking/shared/api';
import { Alert, Button, PageTitle, Spinner } from '@booking/shared/ui';
import { useArea } from '../../lib/area';
import { moneySettings } from '../../lib/area-options';
import { useSmallScreen } from '../../lib/use-small-screen';
import { BookingCards } from './booking-cards';
import { BookingDetailsDialog } from './booking-details-dialog';
import { BookingsTable } from './bookings-table';
import { BookingsToolbar } from './bookings-toolbar';
import { applyTableQuery, DEFAULT_QUERY, type TableQuery } from './model/table-query';
import { Pagination } from './pagination';
import { useCorporateBookings } from './use-corporate-bookings';

/** /bookings: the passenger's bookings with sort, filter, search, pages and the details modal. */
export function BookingsPage() {
  const { state, retry } = useCorporateBookings();
  const area = useArea();
  const settings = useMemo(() => moneySettings(area.settings), [area.settings]);
  const [query, setQuery] = useState<TableQuery>(DEFAULT_QUERY);
  const [selected, setSelected] = useState<CorporateBooking | null>(null);
  const [isOpen, setOpen] = useState(false);
  const isSmall = useSmallScreen();
  const Rows = isSmall ? BookingCards : BookingsTable;

  const openDetails = (booking: CorporateBooking) => {
    setSelected(booking);
    setOpen(true);
  };

  return (
    <>
      <PageTitle>Bookings</PageTitle>
      {state.status === 'loading' && (
        <p style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <Spinner label="Loading bookings" /> Loading your bookings…
        </p>
      )}
      {state.status === 'error' && (
        <Alert tone="error" title="Your bookings could not be loaded.">
          <p>{state.message}</p>
          <Button variant="secondary" size="sm" onClick={retry}>
            Try again
          </Button>
        </Alert>
      )}
      {state.status === 'ready' && state.bookings.length === 0 && (
        <Alert>No bookings yet. Bookings you make while signed in will appear here.</Alert>
      )}
      {state.status === 'ready' &&
        state.bookings.length > 0 &&
        (() => {
          const view = applyTableQuery(state.bookings, query);
          return (
            <>
              <BookingsToolbar query={query} onChange={(change) => setQuery((q) => ({ ...q, ...change }))} />
              {view.total > 0 ? (
                <Rows bookings={view.rows} settings={settings} onDetails={openDetails} />
              ) : (
                <Alert>No bookings match your search.</Alert>
              )}
              <Pagination view={view} onPage={(page) => setQuery((q) => ({ ...q, page }))} />
            </>
          );
        })()}
      <BookingDetailsDialog open={isOpen} booking={selected} settings={settings} onClose={() => setOpen(false)} />
    </>
  );
}
