/** A flight / terminal field is offered when an address mentions an airport or terminal (product §2). */
export function mentionsAirportOrTerminal(text: string | null | undefined): boolean {
  return /airport|terminal/i.test(text ?? '');
}

// 'Station' as a place, not a street named after one ('Station Road' is England's commonest street name).
const STATION = /\bstation\b(?!\s+(?:road|rd|street|st|lane|avenue|hill|parade|terrace|way|close|drive|crescent|gardens)\b)/i;

/**
 * The search forms' flight or station field (product §10 "Money, trust and privacy"): an address that
 * mentions an airport or a terminal (product §2's rule) or a station, on the distance and the hourly form
 * alike.
 */
export function mentionsAirportOrStation(text: string | null | undefined): boolean {
  return mentionsAirportOrTerminal(text) || STATION.test(text ?? '');
}
