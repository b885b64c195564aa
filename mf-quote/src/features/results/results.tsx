import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { PriceDetail } from '@booking/shared/api';
import { cardTotal, formatPrice, isBookable, vehicleSelectionKey, type SelectionType } from '@booking/shared/domain';
import { bookingFormAtom, bookingTypeAtom, priceDetailsAtom, useAtom, useAtomValue, vehicleSelectionsAtom } from '@booking/shared/store';
import { Alert, Button, Overlay } from '@booking/shared/ui';
import { useSettings } from '../../hooks/use-settings';
import { LayoutToggle } from './layout-toggle';
import { tripLabel } from './model/card-labels';
import { quantityFor, resultsView } from './model/results-view';
import { useChooseVehicle } from './use-choose-vehicle';
import { useResultsLayout } from './use-results-layout';
import { VehicleCard } from './vehicle-card';

export const LOADING_PRICE = 'Please wait while loading price...';
export const EDITING_SEARCH = 'Please complete editing your search';
export const URGENT_BOOKING_PAGE = '/quoteView';
/** Cards shown at first and added by 'Show more vehicles': a screenful or two, divisible by the grid's 3. */
export const PAGE_SIZE = 24;

const Section = styled.section`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  scroll-margin-top: ${({ theme }) => theme.space.md};
  header { display: flex; justify-content: space-between; align-items: center; flex-wrap: wrap; gap: ${({ theme }) => theme.space.sm}; }
  h2 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.xl}; }
`;

const List = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: minmax(0, 1fr);
  &[data-layout='grid'] { grid-template-columns: repeat(3, minmax(0, 1fr)); }
  ${({ theme }) => theme.media.mobile} { &[data-layout='grid'] { grid-template-columns: minmax(0, 1fr); } }
`;

const More = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm};
  p { margin: 0; color: ${({ theme }) => theme.colors.muted}; }
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

/** SPEC 2 "Vehicle results page": 'Top results', the Lowest Price card, the list / grid of cards. */
export function Results({ editing, onEditQuote }: ResultsProps) {
  const settings = useSettings();
  const navigate = useNavigate();
  const priceDetails = useAtomValue(priceDetailsAtom);
  const bookingType = useAtomValue(bookingTypeAtom);
  const bookingForm = useAtomValue(bookingFormAtom);
  const [selections, setSelections] = useAtom(vehicleSelectionsAtom);
  const [layout, setLayout] = useResultsLayout();
  const { choose, pendingKey, error } = useChooseVehicle();
  const sectionRef = useRef<HTMLElement>(null);
  const view = resultsView(priceDetails, settings);
  // A long list (300 offers) renders a page at a time: a new search starts again at one page.
  const [limit, setLimit] = useState({ of: priceDetails, count: PAGE_SIZE });
  const shown = limit.of === priceDetails ? limit.count : PAGE_SIZE;
  const showMore = () => setLimit({ of: priceDetails, count: shown + PAGE_SIZE });
  const trip = tripLabel(bookingType, bookingForm);

  // On desktop the page glides to the results (SPEC 2); reduced motion jumps.
  useEffect(() => {
    if (typeof window.matchMedia !== 'function' || !window.matchMedia('(min-width: 769px)').matches) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    sectionRef.current?.scrollIntoView?.({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  }, []);

  const onQuantity = useCallback(
    (entry: PriceDetail, quantity: number) => setSelections((current) => ({ ...current, [vehicleSelectionKey(entry)]: quantity })),
    [setSelections],
  );
  const onContact = useCallback(() => navigate(URGENT_BOOKING_PAGE), [navigate]);

  const card = (entry: PriceDetail, kind: SelectionType) => {
    const key = vehicleSelectionKey(entry);
    const quantity = kind === 'lowest' ? 1 : quantityFor(selections, entry);
    const failed = error?.key === `${kind}-${key}` ? error.message : null;
    return (
      <div key={`${kind}-${key}`} role={kind === 'selection' ? 'listitem' : undefined}>
        <VehicleCard
          entry={entry}
          kind={kind}
          trip={trip}
          showRating={view.showRatings}
          priceText={formatPrice(cardTotal(entry, kind, quantity), settings)}
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

  return (
    <Section ref={sectionRef} aria-labelledby="top-results-title">
      <header>
        <h2 id="top-results-title">Top results</h2>
        {!editing && view.entries.length ? <LayoutToggle layout={layout} onChange={setLayout} /> : null}
      </header>
      {editing ? (
        <Veil>
          <Overlay text={EDITING_SEARCH} fullScreen={false} spinner={false} />
        </Veil>
      ) : view.entries.length === 0 ? (
        <Alert tone="info" title="No vehicles match this journey.">
          <p>Change the journey, or ask us for a quote and we will come back to you.</p>
          <Button variant="primary" size="sm" onClick={onEditQuote}>Edit Quote</Button>{' '}
          <Link to={URGENT_BOOKING_PAGE}>Quote Now</Link>
        </Alert>
      ) : (
        <>
          {view.lowest ? card(view.lowest, 'lowest') : null}
          <List role="list" data-layout={layout} aria-label="Vehicles">
            {view.entries.slice(0, shown).map((entry) => card(entry, 'selection'))}
          </List>
          {view.entries.length > PAGE_SIZE ? (
            <More>
              <p role="status">{`Showing ${Math.min(shown, view.entries.length)} of ${view.entries.length} vehicles`}</p>
              {shown < view.entries.length ? (
                <Button variant="secondary" onClick={showMore}>Show more vehicles</Button>
              ) : null}
            </More>
          ) : null}
        </>
      )}
      {pendingKey ? <Overlay text={LOADING_PRICE} /> : null}
    </Section>
  );
}
