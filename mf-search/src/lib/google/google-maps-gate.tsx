import { Suspense } from 'react';
import { retryableLazy } from '@booking/shared/ui';

// A separate chunk: without a key not one byte of the maps library is downloaded.
const GoogleMapsLoader = retryableLazy(() => import('./google-maps-loader'));

/** lib/ knows nothing of settings: the app passes the key it read (GOOGLE_API_KEY). */
export function GoogleMapsGate({ apiKey }: { apiKey: string | undefined }) {
  const key = apiKey?.trim();
  if (!key) return null;
  return (
    <Suspense fallback={null}>
      <GoogleMapsLoader apiKey={key} />
    </Suspense>
  );
}
