import { useEffect } from 'react';
import { loadMapsApi } from './load-maps-api';
import { getMapsStatus, setMapsStatus } from './maps-status';
import { readMapsScriptUrl } from './script-address';

declare global {
  interface Window {
    /** Called by the Maps script when Google refuses the key (documented in "Error messages"). */
    gm_authFailure?: () => void;
  }
}

// product §8: a missing maps service is logged (a warning); the keyless behaviour stays.
function fail(reason: unknown) {
  console.warn('Google Maps did not load; using the plain address boxes', reason);
  setMapsStatus('failed');
}

/** Loads the Maps script with the operator's key; rendered (lazily) only when GOOGLE_API_KEY exists. */
export default function GoogleMapsLoader({ apiKey }: { apiKey: string }) {
  useEffect(() => {
    window.gm_authFailure = () => fail(new Error('Google refused the key (gm_authFailure): check its APIs and allowed referrers'));
    readMapsScriptUrl()
      .then((scriptUrl) => loadMapsApi({ scriptUrl, key: apiKey }))
      .then(() => getMapsStatus() !== 'failed' && setMapsStatus('ready'), fail);
  }, [apiKey]);
  return null;
}
