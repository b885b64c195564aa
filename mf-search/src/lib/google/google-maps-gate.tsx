import { Suspense, useEffect } from 'react';
import { retryableLazy } from '@booking/shared/ui';
import { getMapsStatus, setMapsStatus } from './maps-status';

// A separate chunk: without a key not one byte of the maps library is downloaded.
const GoogleMapsLoader = retryableLazy(() => import('./google-maps-loader'));

/** lib/ knows nothing of settings: the app passes the key it read (GOOGLE_API_KEY). */
export function GoogleMapsGate({ apiKey }: { apiKey: string | undefined }) {
  const key = apiKey?.trim();
  useEffect(() => {
    // 'loading' from the moment a key is known, while the loader's own chunk is on its way too.
    if (key && getMapsStatus() === 'off') setMapsStatus('loading');
  }, [key]);
  if (!key) return null;
  return (
    <Suspense fallback={null}>
      <GoogleMapsLoader apiKey={key} />
    </Suspense>
  );
}
