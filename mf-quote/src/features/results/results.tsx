import { useCallback, useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { PriceDetail } from '@booking/shared/api';
import { formatPrice, pathTo, type SelectionType, vehicleSelectionKey } from '@booking/shared/domain';
import {
  bookingFormAtom,
  bookingTypeAtom,
  operatorTextsAtom,
  priceDetailsAtom,
  useAtom,
  useAtomValue,
  vehicleSelectionsAtom,
} from '@booking/shared/store';
import { Alert, Button, Overlay, SampleNotice } from '@booking/shared/ui';
import { cardTotal, isBookable } from '../../domain/selection';
import { useSettings } from '../../hooks/use-settings';
import { includesLabel, tripLabel } from './model/card-labels';
import { quantityFor, resultsView } from './model/results-view';
import { sortEntries } from './model/sort-entries';
import { ClassFilter } from './class-filter';
import { SortSelect } from './sort-select';
import { useQuoteNowFocus } from './use-quote-now-focus';
import { useResultsClass, useResultsSort } from './use-results-layout';
import { useChooseVehicle } from './use-choose-vehicle';
import { FIRST_SCREEN, ResultsFrame } from './results-frame';
import { VehicleCard } from './vehicle-card';

const LOADING_PRICE = 'Please wait while loading price...';
const EDITING_SEARCH = 'Please complete editing your search';
const URGENT_BOOKING_PAGE = pathTo('urgentBooking');
/** Cards shown at first and added by 'Show more vehicles': a screenful or two, divisible by the grid's 3. */
const PAGE_SIZE = 24;

const Section = styled.section`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  header {
    display: flex;
    justify-content: space-between;
    align-items: center;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.sm};
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const More = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm};
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Veil = styled.div`
  position: relative;
  min-height: 12rem;
`;

export interface ResultsProps {
  /** The journey is being edited in the booking summary: the cards hide until it is done. */
  editing: boolean;
  onEditQuote: () => void;
}

/** product §2 "Vehicle results page": 'Top results', the Lowest Price card, the list / grid of cards. */
export function Results({ editing, onEditQuote }: ResultsProps) {
  const settings = useSettings();
  const navigate = useNavigate();
  const priceDetails = useAtomValue(priceDetailsAtom);
  const bookingType = useAtomValue(bookingTypeAtom);
  const bookingForm = useAtomValue(bookingFormAtom);
  const [selections, setSelections] = useAtom(vehicleSelectionsAtom);
  const { choose, pendingKey, error } = useChooseVehicle();
  const [vehicleClass, setVehicleClass] = useResultsClass();
  const distanceForm = bookingType === 'milleage' ? bookingForm : null;
  const view = useMemo(
    () => resultsView(priceDetails, settings, vehicleClass, distanceForm),
    [priceDetails, settings, vehicleClass, distanceForm],
  );
  const [sort, setSort] = useResultsSort();
  const entries = useMemo(() => sortEntries(view.entries, sort), [view.entries, sort]);
  const operatorTexts = useAtomValue(operatorTextsAtom);
  const includes = includesLabel(operatorTexts, bookingType === 'hourly');
  // A long list (300 offers) renders a page at a time: a new search or class starts again at one page.
  const [limit, setLimit] = useState({ of: view.entries, count: PAGE_SIZE });
  const shown = limit.of === view.entries ? limit.count : PAGE_SIZE;
  const showMore = () => setLimit({ of: view.entries, count: shown + PAGE_SIZE });
  // The first screen's cards first; the rest of the page in a background render that input interrupts.
  const rendered = useDeferredValue(shown, Math.min(shown, FIRST_SCREEN));
  const trip = tripLabel(bookingType, bookingForm);

  useQuoteNowFocus();

  const onQuantity = useCallback(
    (entry: PriceDetail, quantity: number) => setSelections((current) => ({ ...current, [vehicleSelectionKey(entry)]: quantity })),
    [setSelections],
  );
  const onContact = useCallback(() => navigate(URGENT_BOOKING_PAGE, { state: { quoteNow: true } }), [navigate]);

  const card = (entry: PriceDetail, kind: SelectionType) => {
    const key = vehicleSelectionKey(entry);
    const quantity = kind === 'lowest' ? 1 : quantityFor(selections, entry);
    const failed = error?.key === `${kind}-${key}` ? error.message : null;
    const total = cardTotal(entry, kind, quantity);
    return (
      <div key={`${kind}-${key}`} role={kind === 'selection' ? 'listitem' : undefined}>
        <VehicleCard
          entry={entry}
          kind={kind}
          trip={trip}
          showRating={view.showRatings}
          priceText={formatPrice(total, settings)}
          total={total}
          includes={includes}
          quantity={quantity}
          bookable={isBookable(entry)}
          busy={pendingKey !== null}
          onQuantity={onQuantity}
          onBook={choose}
          onContact={onContact}
        />
        {failed ? <Alert tone="error">{failed}</Alert> : null}
      </div>
    );
  };

  const showList = !editing && view.count > 0;
  let lead: ReactNode = null;
  if (editing) {
    lead = (
      <Veil>
        <Overlay text={EDITING_SEARCH} fullScreen={false} spinner={false} />
      </Veil>
    );
  } else if (!showList) {
    lead = (
      <Alert tone="info" title="No vehicles match this journey.">
        <p>Change the journey, or ask us for a quote and we will come back to you.</p>
        <Button variant="primary" size="sm" onClick={onEditQuote}>
          Edit Quote
        </Button>{' '}
        <Link to={URGENT_BOOKING_PAGE}>Quote Now</Link>
      </Alert>
    );
  } else if (view.lowest) {
    lead = card(view.lowest, 'lowest');
  }

  return (
    <Section aria-labelledby="top-results-title">
      <ResultsFrame
        heading={<h2 id="top-results-title">Top results</h2>}
        showToggle={showList}
        tools={showList ? <SortSelect sort={sort} onChange={setSort} /> : null}
        filter={
          showList && view.classes.length > 0 ? (
            <ClassFilter options={view.classes} value={view.vehicleClass} onChange={setVehicleClass} />
          ) : null
        }
        lead={lead}
        cards={showList && entries.length > 0 ? entries.slice(0, rendered).map((entry) => card(entry, 'selection')) : null}
        after={
          showList && view.entries.length > PAGE_SIZE ? (
            <More>
              <p role="status">{`Showing ${Math.min(shown, view.entries.length) + (view.lowest ? 1 : 0)} of ${view.count} vehicles`}</p>
              {shown < view.entries.length ? (
                <Button variant="secondary" onClick={showMore}>
                  Show more vehicles
                </Button>
              ) : null}
            </More>
          ) : null
        }
      />
      <SampleNotice shown={showList && Boolean(includes && operatorTexts?.sample)} />
      {pendingKey ? <Overlay text={LOADING_PRICE} /> : null}
    </Section>
  );
}
