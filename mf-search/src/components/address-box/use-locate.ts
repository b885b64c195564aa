import { useState } from 'react';
import { currentPosition, positionText } from '../../lib/geolocation';
import { reverseGeocode } from '../../lib/google/geocoding';
import type { LatLon } from '../../lib/google/places';

export const LOCATE_FAILED = 'Your current location is not available.';

/**
 * The locate icon (SPEC 2, 8): the position becomes the box's text (an address with a maps key,
 * `lat, lon` without, which the API resolves). A failure is logged and told once, politely.
 */
export function useLocate(onText: (text: string) => void, onPosition?: (position: LatLon | null) => void) {
  const [state, setState] = useState<'idle' | 'locating' | 'failed'>('idle');
  const locate = async () => {
    setState('locating');
    try {
      const position = await currentPosition();
      onPosition?.(position);
      onText((await reverseGeocode(position)) ?? positionText(position));
      setState('idle');
    } catch (error) {
      console.warn('Geolocation failed', error);
      onPosition?.(null);
      setState('failed');
    }
  };
  return { locate, locating: state === 'locating', message: state === 'failed' ? LOCATE_FAILED : '' };
}
