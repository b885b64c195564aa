import { useEffect } from 'react';
import { useJsApiLoader, type Libraries } from '@react-google-maps/api';
import { setMapsStatus } from './maps-status';

// Module-level so the loader is not re-created on every render (the library warns otherwise).
const LIBRARIES: Libraries = ['places', 'geocoding', 'routes'];

/** Loads the Maps script with the operator's key; rendered (lazily) only when GOOGLE_API_KEY exists. */
export default function GoogleMapsLoader({ apiKey }: { apiKey: string }) {
  const { isLoaded, loadError } = useJsApiLoader({ id: 'google-maps-script', googleMapsApiKey: apiKey, libraries: LIBRARIES, region: 'GB' });
  useEffect(() => {
    if (loadError) {
      // product §8: a missing maps service is logged; the keyless behaviour stays.
      console.warn('Google Maps did not load; using the plain address boxes', loadError);
      setMapsStatus('failed');
    } else setMapsStatus(isLoaded ? 'ready' : 'loading');
  }, [isLoaded, loadError]);
  return null;
}
