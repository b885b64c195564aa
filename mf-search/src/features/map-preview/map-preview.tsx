import { Suspense } from 'react';
import { ErrorBoundary, retryableLazy } from '@booking/shared/ui';
import { useMapsStatus } from '../../lib/google/maps-status';
import { JourneySummary } from './journey-summary';
import type { JourneyPreview } from './model/journey-preview';

// Its own chunk, fetched only once the Maps script is ready (a key exists).
const RouteMap = retryableLazy(() => import('./route-map'));

/**
 * product §2: a 200 px map at zoom 14 with a key; the plain journey summary without one, and whenever
 * Maps gives no map or no route, or the map itself breaks.
 */
export function MapPreview({ journey }: { journey: JourneyPreview }) {
  const maps = useMapsStatus();
  const summary = <JourneySummary journey={journey} />;
  if (maps !== 'ready' || !journey.pickup) return summary;
  return (
    <ErrorBoundary fallback={() => summary} resetKeys={[journey.pickup, journey.dropoff, ...journey.stops]}>
      <Suspense fallback={summary}>
        <RouteMap journey={journey} fallback={summary} />
      </Suspense>
    </ErrorBoundary>
  );
}
