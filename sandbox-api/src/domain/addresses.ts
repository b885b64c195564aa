import { prepared, type Db } from '../db/open';
import { geocode, type PopularPlace, type Resolution } from '../geo/geocode';
import { HttpError } from '../http/errors';

const BANNED_MESSAGE = 'Address is banned';

export function popularPlaces(db: Db): PopularPlace[] {
  return prepared(db, 'SELECT address, lat, lon FROM popular_addresses ORDER BY id').all() as PopularPlace[];
}

/** Throws 'Address is banned' when any of the texts contains a banned pattern (case-insensitive). */
export function assertNotBanned(db: Db, texts: string[]): void {
  const patterns = (prepared(db, 'SELECT pattern FROM banned_addresses').all() as { pattern: string }[]).map((row) =>
    row.pattern.toLowerCase(),
  );
  if (texts.some((text) => patterns.some((pattern) => text.toLowerCase().includes(pattern)))) {
    throw new HttpError(422, BANNED_MESSAGE);
  }
}

/** Resolves one address or answers 422 naming it ("the pickup address", "stop 2" ...). */
export function resolveOrFail(text: string, label: string, popular: PopularPlace[]): Resolution {
  if (!text.trim()) throw new HttpError(422, `Please enter the ${label}.`);
  const place = geocode(text, popular);
  if (!place) {
    throw new HttpError(
      422,
      `We could not find the ${label} "${text.trim().slice(0, 120)}". Add a UK postcode, or choose an airport, a station or a suggested address.`,
    );
  }
  return place;
}
