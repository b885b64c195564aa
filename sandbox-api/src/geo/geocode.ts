import { airports, districts, stations, type Point } from './places';
import { containsPhrase, normalizeText } from './normalize';

export type PopularPlace = Point & { address: string };
export type Resolution = Point & { source: 'postcode' | 'airport' | 'station' | 'popular' | 'coordinates'; label: string };

const FULL_POSTCODE = /\b([A-Z]{1,2}\d[A-Z\d]?)\s*(\d[A-Z]{2})\b/gi;
const LAST_TOKEN = /([A-Z]{1,2}\d[A-Z\d]?)[\s.,]*$/i;
const IATA = /\b([A-Z]{3})\b/g;
const AIRPORT_HINT = /\b(airport|terminal|terminals|arrivals|departures|flight)\b/;
const LAT_LON = /(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)/;

/**
 * Resolves free address text offline, in the documented order:
 * postcode (full, or outward as the last word), airport, rail station, popular address, "lat, lon".
 */
export function geocode(text: string, popular: readonly PopularPlace[] = []): Resolution | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  return byPostcode(trimmed) ?? byAirport(trimmed) ?? byStation(trimmed) ?? byPopular(trimmed, popular) ?? byCoordinates(trimmed);
}

function byPostcode(text: string): Resolution | null {
  for (const match of text.matchAll(FULL_POSTCODE)) {
    const outward = match[1].toUpperCase();
    const point = districts.get(outward);
    if (point) return { ...point, source: 'postcode', label: `${outward} ${match[2].toUpperCase()}` };
  }
  // An outward code alone counts only as the last word ("Manchester M1"), so road names like "M1 motorway" do not.
  const last = LAST_TOKEN.exec(text);
  const before = last ? text.slice(0, last.index) : '';
  if (last && (before === '' || /[\s,]$/.test(before))) {
    const outward = last[1].toUpperCase();
    const point = districts.get(outward);
    if (point) return { ...point, source: 'postcode', label: outward };
  }
  return null;
}

function byAirport(text: string): Resolution | null {
  for (const match of text.matchAll(IATA)) {
    const airport = airports.find((candidate) => candidate.iata === match[1]);
    if (airport) return { lat: airport.lat, lon: airport.lon, source: 'airport', label: airport.name };
  }
  const normalized = normalizeText(text);
  const hinted = AIRPORT_HINT.test(normalized);
  const airport = airports.find(
    (candidate) =>
      candidate.aliases.some((alias) => containsPhrase(normalized, alias)) ||
      ((hinted || candidate.standalone) && containsPhrase(normalized, candidate.core)),
  );
  return airport ? { lat: airport.lat, lon: airport.lon, source: 'airport', label: airport.name } : null;
}

function byStation(text: string): Resolution | null {
  const normalized = normalizeText(text);
  let best: { alias: string; station: (typeof stations)[number] } | null = null;
  for (const station of stations) {
    for (const alias of station.aliases) {
      if (containsPhrase(normalized, alias) && (!best || alias.length > best.alias.length)) best = { alias, station };
    }
  }
  return best ? { lat: best.station.lat, lon: best.station.lon, source: 'station', label: best.station.name } : null;
}

function byPopular(text: string, popular: readonly PopularPlace[]): Resolution | null {
  const normalized = normalizeText(text);
  const place = popular.find((candidate) => {
    const name = normalizeText(candidate.address.split(',')[0]);
    return normalizeText(candidate.address) === normalized || (name.length >= 4 && containsPhrase(normalized, name));
  });
  return place ? { lat: place.lat, lon: place.lon, source: 'popular', label: place.address } : null;
}

function byCoordinates(text: string): Resolution | null {
  const match = LAT_LON.exec(text);
  if (!match) return null;
  const lat = Number(match[1]);
  const lon = Number(match[2]);
  // Great Britain and Northern Ireland only, as the rest of the data.
  if (lat < 49 || lat > 61 || lon < -9 || lon > 2) return null;
  return { lat, lon, source: 'coordinates', label: `${lat}, ${lon}` };
}
