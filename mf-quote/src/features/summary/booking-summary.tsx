import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { priceDetailsAtom, useAtomValue } from '@booking/shared/store';
import { RemotePart } from '@booking/shared/federation';
import { SETTING_KEYS } from '@booking/shared/domain';
import { Button, Card } from '@booking/shared/ui';
import { useSettings } from '../../hooks/use-settings';
import { addressRows, dateTimeRows, distanceRows, isHourly, isReturnTrip } from './model/journey-rows';
import { optionRows, returnOptionRows } from './model/option-rows';
import { SummaryList } from './summary-list';
import { ToggleSection } from './toggle-section';
import { useRepriceOnOptions } from './use-reprice-on-options';
import { useStoredJourney } from './use-stored-journey';

export type SummaryVariant = 'results' | 'personal-details';

const Panel = styled(Card).attrs({ as: 'section' })`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  h2 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.lg}; letter-spacing: 0.04em; }
  h3 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.md}; }
  header { display: flex; justify-content: space-between; align-items: center; gap: ${({ theme }) => theme.space.sm}; flex-wrap: wrap; }
`;

export interface BookingSummaryProps {
  variant?: SummaryVariant;
  /** Given by the results page, which hides its cards while the journey is being edited. */
  editing?: boolean;
  onEditingChange?: (editing: boolean) => void;
}

const journeyFormFallback = (
  <p role="alert">
    The journey form cannot be loaded right now. You can <Link to="/">change your journey on the home page</Link>.
  </p>
);

/** SPEC 2 "Booking summary panel" (BOOK A TRIP): the stored journey, Edit Quote, and on the personal details page the options. */
export function BookingSummary({ variant = 'results', editing: controlled, onEditingChange }: BookingSummaryProps) {
  const settings = useSettings();
  const journey = useStoredJourney();
  const priceDetails = useAtomValue(priceDetailsAtom);
  const [own, setOwn] = useState(false);
  const editing = controlled ?? own;
  const titleId = useId();
  const editedFrom = useRef(priceDetails);
  const onResults = variant === 'results';
  // Without a maps key the rows above are the plain summary (DECISIONS "Without outside services").
  const hasMapsKey = Boolean(settings[SETTING_KEYS.GOOGLE_API_KEY]?.trim());
  useRepriceOnOptions(variant === 'personal-details');

  const setEditing = (next: boolean) => {
    setOwn(next);
    onEditingChange?.(next);
  };
  // Where the editing started from: new price details mean 'Search' priced the journey again.
  useEffect(() => {
    if (editing) editedFrom.current = priceDetails;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the editing starts
  }, [editing]);
  // 'Search' priced the journey again: the new results are in the store, so the editing is over.
  useEffect(() => {
    if (editing && priceDetails !== editedFrom.current) {
      setOwn(false);
      onEditingChange?.(false);
    }
  }, [editing, priceDetails, onEditingChange]);

  const form = journey.bookingForm;
  const showOptions = !onResults && !isHourly(journey) && form;
  return (
    <Panel aria-labelledby={titleId}>
      <header>
        <h2 id={titleId}>BOOK A TRIP</h2>
        {onResults ? (
          <Button variant={editing ? 'secondary' : 'primary'} size="sm" aria-expanded={editing} onClick={() => setEditing(!editing)}>
            {editing ? 'Cancel' : 'Edit Quote'}
          </Button>
        ) : null}
      </header>
      {onResults && editing ? (
        <RemotePart id="mf_search/JourneyForm" props={{ submitLabel: 'Search' }} fallback={journeyFormFallback} loadingLabel="Loading the journey form" />
      ) : (
        <>
          <SummaryList rows={addressRows(journey)} label="Journey" />
          <section aria-label="Date & Time">
            <h3>Date &amp; Time</h3>
            <SummaryList rows={dateTimeRows(journey)} />
          </section>
          <SummaryList rows={distanceRows(journey)} label="Distance and journey time" />
          {hasMapsKey && !isHourly(journey) && form ? (
            <RemotePart id="mf_search/JourneyMap" fallback={null} loadingLabel="Loading the map" minHeight="200px" />
          ) : null}
        </>
      )}
      {showOptions ? (
        <ToggleSection title="Options" showLabel="Edit Options" hideLabel="Hide Options" summary={<SummaryList rows={optionRows(form, settings)} label="Options" />}>
          <RemotePart id="mf_search/OptionsPanel" fallback={<p role="alert">The options cannot be changed right now.</p>} loadingLabel="Loading the options" />
        </ToggleSection>
      ) : null}
      {showOptions && isReturnTrip(journey) ? (
        <ToggleSection title="Return Details" showLabel="See Return Details" hideLabel="Hide Return Details">
          <SummaryList rows={returnOptionRows(form, settings)} label="Return details" />
        </ToggleSection>
      ) : null}
    </Panel>
  );
}
