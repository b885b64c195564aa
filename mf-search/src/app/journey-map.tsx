import { bookingFormAtom, StoreProvider, useAtomValue } from '@booking/shared/store';
import { ThemeProvider } from '@booking/shared/ui';
import { GoogleMapsGate } from '../lib/google/google-maps-gate';
import { MapPreview } from '../features/map-preview/map-preview';
import { distancePreview } from '../features/map-preview/model/journey-preview';

function StoredJourneyMap() {
  const form = useAtomValue(bookingFormAtom);
  if (!form) return null;
  return <MapPreview journey={distancePreview(form)} />;
}

/**
 * mf_search/JourneyMap: the stored distance journey's driving route on the Google map (200 px, zoom 14)
 * when a GOOGLE_API_KEY is set; without one, the plain journey summary.
 */
export default function JourneyMap() {
  return (
    <StoreProvider>
      <ThemeProvider withGlobalStyle={false}>
        <GoogleMapsGate />
        <StoredJourneyMap />
      </ThemeProvider>
    </StoreProvider>
  );
}
