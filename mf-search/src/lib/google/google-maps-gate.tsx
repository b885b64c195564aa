import { lazy, Suspense } from 'react';
import { SETTING_KEYS } from '@booking/shared/domain';
import { useSettings } from '../../hooks/use-settings';

// A separate chunk: without a key not one byte of the maps library is downloaded.
const GoogleMapsLoader = lazy(() => import('./google-maps-loader'));

export function GoogleMapsGate() {
  const apiKey = useSettings()[SETTING_KEYS.GOOGLE_API_KEY]?.trim();
  if (!apiKey) return null;
  return (
    <Suspense fallback={null}>
      <GoogleMapsLoader apiKey={apiKey} />
    </Suspense>
  );
}
