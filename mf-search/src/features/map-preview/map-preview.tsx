import { Suspense } from 'react';
import { retryableLazy } from '@booking/shared/ui';
import { useMapsStatus } from '../../lib/google/maps-status';
import { JourneySummary } from './journey-summary';
import type { JourneyPreview } from './model/journey-preview';

// Its own chunk, fetched only once the Maps script is ready (a key exists).
const RouteMap = retryableLazy(() => import('./route-map'));

/** product §2: a 200 px map at zoom 14 with a key; the plain journey summary without one. */
export function MapPreview({ journey }: { journey: JourneyPreview }) {
  const maps = useMapsStatus();
  if (maps !== 'ready' || !journey.pickup) return <JourneySummary journey={journey} />;
  return (
    <Suspense fallback={<JourneySummary journey={journey} />}>
      <RouteMap journey={journey} />
    </Suspense>
  );
}
