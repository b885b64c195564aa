import { useEffect } from 'react';
import { getMapsStatus, mapsFailed, setMapsStatus } from './maps-status';

/**
 * Starts Google Maps once per page when the operator has a key (lib/ knows nothing of settings: the
 * app passes the GOOGLE_API_KEY it read). The loader is a chunk of its own, so without a key not one
 * byte of it is downloaded; a chunk that does not come is a Maps failure like any other (the keyless
 * behaviour stays), never an error that takes the form with it.
 */
export function GoogleMapsGate({ apiKey }: { apiKey: string | undefined }) {
  const key = apiKey?.trim();
  useEffect(() => {
    if (!key || getMapsStatus() !== 'off') return;
    // 'loading' from the moment a key is known, while the loader's own chunk is on its way too.
    setMapsStatus('loading');
    import('./google-maps-loader').then(({ startMaps }) => startMaps(key), mapsFailed);
  }, [key]);
  return null;
}
