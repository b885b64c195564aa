import { useEffect, useState } from 'react';
import type { LatLon } from '../../lib/google/position';
import { useMapsStatus } from '../../lib/google/maps-status';
import { usePopularAddresses } from '../../hooks/use-popular-addresses';
import { filterPopularAddresses } from './filter-suggestions';

const TYPING_PAUSE_MS = 250;

// The Places calls are their own chunk, fetched once Maps is ready: without a key, not one byte.
const placeSuggestions = (typed: string, near: LatLon | null) =>
  import('../../lib/google/places').then(({ fetchPlaceSuggestions }) => fetchPlaceSuggestions(typed, near));

/**
 * Suggestions for what is typed: Google Places with a key, else the popular addresses; also when
 * Places does not answer (null), so a Maps failure leaves the keyless suggestions.
 */
export function useAddressSuggestions(typed: string, minChars: number, near: LatLon | null, active: boolean): string[] {
  const maps = useMapsStatus();
  const popular = usePopularAddresses();
  const [places, setPlaces] = useState<string[] | null>([]);
  const useGoogle = maps === 'ready';

  useEffect(() => {
    if (!useGoogle || !active || typed.trim().length < minChars) {
      setPlaces([]);
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      placeSuggestions(typed.trim(), near).then(
        (list) => live && setPlaces(list),
        (error: unknown) => {
          console.warn('Google Maps: the address suggestions did not load', error);
          if (live) setPlaces(null);
        },
      );
    }, TYPING_PAUSE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [useGoogle, active, typed, minChars, near]);

  if (!active) return [];
  if (useGoogle && places) return places;
  return popular.status === 'ready' ? filterPopularAddresses(popular.data, typed, minChars) : [];
}
