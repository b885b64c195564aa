import { useEffect, useState, type ReactNode } from 'react';
import { GoogleMap, MarkerF, PolylineF } from '@react-google-maps/api';
import { geocodePoint } from '../../lib/google/geocoding';
import { loadMapClasses } from '../../lib/google/map-classes';
import { computeRoute, type RouteShape } from '../../lib/google/routes';
import type { JourneyPreview } from './model/journey-preview';

const MAP_STYLE = { width: '100%', height: '200px' }; // product §9
const MAP_OPTIONS = { streetViewControl: false, mapTypeControl: false };
const ZOOM = 14;
const TYPING_PAUSE_MS = 600;

/** The route (or the hourly pick-up) to draw; null when Maps gave none, undefined while asking. */
async function shapeOf(pickup: string, dropoff: string, stops: string[]): Promise<RouteShape | null> {
  if (!(await loadMapClasses())) return null;
  if (dropoff) return computeRoute(pickup, dropoff, stops);
  const point = await geocodePoint(pickup);
  return point ? { path: [], points: [point] } : null;
}

/**
 * The Google map: the driving route with its stops marked, or the hourly pickup marker. When Maps
 * gives no route or no map (logged), `fallback` (the journey summary) stands in for it.
 */
export default function RouteMap({ journey, fallback }: { journey: JourneyPreview; fallback: ReactNode }) {
  const [shape, setShape] = useState<RouteShape | null | undefined>(undefined);
  const { pickup, dropoff } = journey;
  const stopsKey = journey.stops.join('|');

  useEffect(() => {
    let live = true;
    const timer = setTimeout(async () => {
      const next = await shapeOf(pickup, dropoff, stopsKey ? stopsKey.split('|') : []);
      if (live) setShape(next);
    }, TYPING_PAUSE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [pickup, dropoff, stopsKey]);

  if (!shape) return fallback;
  return (
    <div role="region" aria-label="Journey map">
      <GoogleMap mapContainerStyle={MAP_STYLE} zoom={ZOOM} center={shape.points[0]} options={MAP_OPTIONS}>
        {shape.path.length ? <PolylineF path={shape.path} options={{ strokeColor: '#1d4ed8', strokeWeight: 4 }} /> : null}
        {shape.points.map((point, index) => (
          <MarkerF key={`${point.lat},${point.lng},${index}`} position={point} label={String.fromCharCode(65 + index)} />
        ))}
      </GoogleMap>
    </div>
  );
}
