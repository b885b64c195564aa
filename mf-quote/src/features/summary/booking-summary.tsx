import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { RemotePart } from '@booking/shared/federation';
import { pathTo, SETTING_KEYS } from '@booking/shared/domain';
import { Button, Card } from '@booking/shared/ui';
import { useSettings } from '../../hooks/use-settings';
import { JourneyBlock } from './journey-block';
import { isHourly, isReturnTrip } from './model/journey-rows';
import { EditableOptions, ReadOnlyOptions } from './options-block';
import { useQuoteEditing } from './use-quote-editing';
import { useRepriceOnOptions } from './use-reprice-on-options';
import { useStoredJourney } from './use-stored-journey';

/** 'results': Edit Quote; 'personal-details': Edit Options with the price breakdown; 'payment': read-only. */
export type SummaryVariant = 'results' | 'personal-details' | 'payment';

// A query container: its lists stack their labels over their values when the panel is narrow.
const Panel = styled(Card).attrs({ as: 'section' })`
  container: summary-panel / inline-size;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    letter-spacing: 0.04em;
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  header {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    flex-wrap: wrap;
  }
`;

export interface BookingSummaryProps {
  variant?: SummaryVariant;
  /** Given by the results page, which hides its cards while the journey is being edited. */
  editing?: boolean;
  onEditingChange?: (editing: boolean) => void;
}

const journeyFormFallback = (
  <p role="alert">
    The journey form cannot be loaded right now. You can <Link to={pathTo('root')}>change your journey on the home page</Link>.
  </p>
);

/**
 * product §2 "Booking summary panel" (BOOK A TRIP): the stored journey; Edit Quote on the results page,
 * the options on the personal details page, and all of it read-only on the payment page.
 */
export function BookingSummary({ variant = 'results', editing: controlled, onEditingChange }: BookingSummaryProps) {
  const settings = useSettings();
  const journey = useStoredJourney();
  const [editing, setEditing] = useQuoteEditing(controlled, onEditingChange);
  const titleId = useId();
  const onResults = variant === 'results';
  useRepriceOnOptions(variant === 'personal-details');

  const form = journey.bookingForm;
  const distanceForm = !isHourly(journey) ? form : null;
  // Without a maps key the rows are the plain summary (product §10 "Without outside services"); the
  // payment variant has nothing to interact with, so no map there either.
  const withMap = Boolean(settings[SETTING_KEYS.GOOGLE_API_KEY]?.trim()) && Boolean(distanceForm) && variant !== 'payment';
  const options = distanceForm ? { form: distanceForm, settings, returnTrip: isReturnTrip(journey) } : null;
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
        <RemotePart
          id="mf_search/JourneyForm"
          props={{ submitLabel: 'Search' }}
          fallback={journeyFormFallback}
          loadingLabel="Loading the journey form"
        />
      ) : (
        <JourneyBlock journey={journey} withMap={withMap} />
      )}
      {options && variant === 'personal-details' ? <EditableOptions {...options} /> : null}
      {options && variant === 'payment' ? <ReadOnlyOptions {...options} /> : null}
    </Panel>
  );
}
