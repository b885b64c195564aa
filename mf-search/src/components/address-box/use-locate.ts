import { useState } from 'react';
import { currentPosition, positionText } from '../../lib/geolocation';
import { settledMapsStatus } from '../../lib/google/maps-status';
import type { LatLon } from '../../lib/google/position';

const LOCATE_FAILED = 'Your current location is not available.';
// A visitor who presses the icon while the Maps script is on its way gets the address once it is there.
const MAPS_WAIT_MS = 5_000;

/** The address at a position with Maps ready (its own chunk); null otherwise, or when that chunk does not load. */
async function addressAt(position: LatLon): Promise<string | null> {
  if ((await settledMapsStatus(MAPS_WAIT_MS)) !== 'ready') return null;
  try {
    const { reverseGeocode } = await import('../../lib/google/geocoding');
    return await reverseGeocode(position);
  } catch (error) {
    console.warn('Google Maps: reverse geocoding did not load', error);
    return null;
  }
}

/**
 * The locate icon (product §2, 8): the position becomes the box's text (an address with a maps key,
 * `lat, lon` without, which the API resolves). A failure is logged and told once, politely.
 */
export function useLocate(onText: (text: string) => void, onPosition?: (position: LatLon | null) => void) {
  const [state, setState] = useState<'idle' | 'locating' | 'failed'>('idle');
  const locate = async () => {
    setState('locating');
    try {
      const position = await currentPosition();
      onPosition?.(position);
      onText((await addressAt(position)) ?? positionText(position));
      setState('idle');
    } catch (error) {
      console.warn('Geolocation failed', error);
      onPosition?.(null);
      setState('failed');
    }
  };
  return { locate, locating: state === 'locating', message: state === 'failed' ? LOCATE_FAILED : '' };
}
