import { RemotePart } from '@booking/shared/federation';
import { addressRows, dateTimeRows, distanceRows, type StoredJourney } from './model/journey-rows';
import { SummaryList } from './summary-list';

/** The journey's rows: addresses and stops, Date & Time, distance and time each way, and the map when asked. */
export function JourneyBlock({ journey, withMap }: { journey: StoredJourney; withMap: boolean }) {
  return (
    <>
      <SummaryList rows={addressRows(journey)} label="Journey" />
      <section aria-label="Date & Time">
        <h3>Date &amp; Time</h3>
        <SummaryList rows={dateTimeRows(journey)} />
      </section>
      <SummaryList rows={distanceRows(journey)} label="Distance and journey time" />
      {withMap ? <RemotePart id="mf_search/JourneyMap" fallback={null} loadingLabel="Loading the map" minHeight="200px" /> : null}
    </>
  );
}
