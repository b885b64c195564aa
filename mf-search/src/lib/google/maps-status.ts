// The google.maps types (@types/google.maps, which @react-google-maps/api brings) for every file here.
/// <reference types="google.maps" />
import { useSyncExternalStore } from 'react';

// Whether the Google Maps script is usable. Without a GOOGLE_API_KEY it stays 'off' and nothing loads;
// 'failed' (the script did not load, or Google refused the key) keeps the keyless behaviour for the page.
export type MapsStatus = 'off' | 'loading' | 'ready' | 'failed';

let status: MapsStatus = 'off';
const listeners = new Set<() => void>();

export function setMapsStatus(next: MapsStatus): void {
  if (next === status) return;
  status = next;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const getMapsStatus = (): MapsStatus => status;

/** product §8: a Maps service that does not come is logged (a warning); the keyless behaviour stays. */
export function mapsFailed(reason: unknown): void {
  console.warn('Google Maps did not load; using the plain address boxes', reason);
  setMapsStatus('failed');
}

export const useMapsStatus = (): MapsStatus => useSyncExternalStore(subscribe, getMapsStatus, () => 'off');

/** Google's namespace once the script is ready; callers fall back to the keyless path otherwise. */
export const googleMaps = (): typeof google.maps | undefined =>
  status === 'ready' && typeof window !== 'undefined' ? window.google?.maps : undefined;

/** The status once it is no longer 'loading' (the script on its way), or still 'loading' after `ms`. */
export function settledMapsStatus(ms: number): Promise<MapsStatus> {
  if (status !== 'loading') return Promise.resolve(status);
  return new Promise((resolve) => {
    const settle = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve(status);
    };
    const timer = setTimeout(settle, ms);
    const unsubscribe = subscribe(() => status !== 'loading' && settle());
  });
}
