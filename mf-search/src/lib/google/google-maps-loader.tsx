import { loadMapsApi } from './load-maps-api';
import { getMapsStatus, mapsFailed, setMapsStatus } from './maps-status';
import { readMapsScriptUrl } from './script-address';

declare global {
  interface Window {
    /** Called by the Maps script when Google refuses the key (documented in "Error messages"). */
    gm_authFailure?: () => void;
  }
}

/** Loads the Maps script with the operator's key from /config.json's address; a failure is a warning. */
export function startMaps(apiKey: string): void {
  window.gm_authFailure = () => mapsFailed(new Error('Google refused the key (gm_authFailure): check its APIs and allowed referrers'));
  readMapsScriptUrl()
    .then((scriptUrl) => loadMapsApi({ scriptUrl, key: apiKey }))
    .then(() => getMapsStatus() !== 'failed' && setMapsStatus('ready'), mapsFailed);
}
