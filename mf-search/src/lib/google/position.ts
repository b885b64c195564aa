// Where the visitor is, as the forms and the Maps calls share it: on `/`'s first path, with no Maps code.

export interface LatLon {
  lat: number;
  lon: number;
}

/** product §9 / §10 "Without outside services": UK only, 50 km around the visitor (central London when unknown). */
export const SEARCH_RADIUS_M = 50_000;
export const LONDON: LatLon = { lat: 51.5074, lon: -0.1278 };
