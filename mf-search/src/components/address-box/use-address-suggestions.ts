import { useEffect, useState } from 'react';
import { fetchPlaceSuggestions, type LatLon } from '../../lib/google/places';
import { useMapsStatus } from '../../lib/google/maps-status';
import { usePopularAddresses } from '../../hooks/use-popular-addresses';
import { filterPopularAddresses } from './filter-suggestions';

const TYPING_PAUSE_MS = 250;

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
      fetchPlaceSuggestions(typed.trim(), near).then((list) => live && setPlaces(list));
    }, TYPING_PAUSE_MS);
    return () => { live = false; clearTimeout(timer); };
  }, [useGoogle, active, typed, minChars, near]);

  if (!active) return [];
  if (useGoogle && places) return places;
  return popular.status === 'ready' ? filterPopularAddresses(popular.data, typed, minChars) : [];
}
