import type { LatLon } from './google/position';

/** product §9: high accuracy, 10 s time-out. Rejects when the browser has no geolocation. */
export function currentPosition(): Promise<LatLon> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      reject(new Error('Geolocation is not supported by this browser'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ lat: coords.latitude, lon: coords.longitude }),
      (error) => reject(new Error(error.message || 'Position unavailable')),
      { enableHighAccuracy: true, timeout: 10_000 },
    );
  });
}

/** `lat, lon` text the sandbox resolves offline: 5 decimals is about a metre. */
export const positionText = ({ lat, lon }: LatLon): string => `${lat.toFixed(5)}, ${lon.toFixed(5)}`;
