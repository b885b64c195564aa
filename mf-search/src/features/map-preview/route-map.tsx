import { useEffect, useState } from 'react';
import { GoogleMap, MarkerF, PolylineF } from '@react-google-maps/api';
import { LONDON } from '../../lib/google/places';
import { computeRoute, geocodePoint, type RouteShape } from '../../lib/google/routes';
import type { JourneyPreview } from './model/journey-preview';

const MAP_STYLE = { width: '100%', height: '200px' }; // product §9
const ZOOM = 14;
const TYPING_PAUSE_MS = 600;

/** The Google map: the driving route with its stops marked, or the hourly pickup marker. */
export default function RouteMap({ journey }: { journey: JourneyPreview }) {
  const [shape, setShape] = useState<RouteShape | null>(null);
  const { pickup, dropoff } = journey;
  const stopsKey = journey.stops.join('|');

  useEffect(() => {
    let live = true;
    const timer = setTimeout(async () => {
      const stops = stopsKey ? stopsKey.split('|') : [];
      const next = dropoff
        ? await computeRoute(pickup, dropoff, stops)
        : await geocodePoint(pickup).then((point) => (point ? { path: [], points: [point] } : null));
      if (live) setShape(next);
    }, TYPING_PAUSE_MS);
    return () => { live = false; clearTimeout(timer); };
  }, [pickup, dropoff, stopsKey]);

  const center = shape?.points[0] ?? { lat: LONDON.lat, lng: LONDON.lon };
  return (
    <div role="region" aria-label="Journey map">
      <GoogleMap mapContainerStyle={MAP_STYLE} zoom={ZOOM} center={center} options={{ streetViewControl: false, mapTypeControl: false }}>
        {shape?.path.length ? <PolylineF path={shape.path} options={{ strokeColor: '#1d4ed8', strokeWeight: 4 }} /> : null}
        {shape?.points.map((point, index) => (
          <MarkerF key={`${point.lat},${point.lng},${index}`} position={point} label={String.fromCharCode(65 + index)} />
        ))}
      </GoogleMap>
    </div>
  );
}
