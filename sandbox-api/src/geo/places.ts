import { readCsv } from './csv';
import { normalizeText } from './normalize';

export type Point = { lat: number; lon: number };
export type Place = Point & { name: string; aliases: string[] };

// Loaded once per process: the three open-data extracts copied from shared/data (see DATA-SOURCES.md).

export const districts: ReadonlyMap<string, Point> = new Map(
  readCsv('uk-postcode-districts.csv').map((row) => [row.outcode, { lat: Number(row.latitude), lon: Number(row.longitude) }]),
);

const stationRows = readCsv('uk-rail-stations.csv');

export const stations: Place[] = stationRows.map((row) => {
  const full = normalizeText(row.name);
  const withoutBrackets = normalizeText(row.name.replace(/\(.*?\)/g, ''));
  const withoutLondon = withoutBrackets.replace(/^london /, '');
  const withoutSuffix = withoutLondon.replace(/ (international|main line|low level|high level)$/, '');
  return {
    name: row.name,
    lat: Number(row.latitude),
    lon: Number(row.longitude),
    aliases: [...new Set([full, withoutBrackets, withoutLondon, withoutSuffix])].filter((alias) => alias.length >= 3),
  };
});

const AIRPORT_WORDS = /\b(airport|international|heliport|aerodrome)\b/g;
const stationNames = stations.map((station) => normalizeText(station.name));

/** A core like "heathrow" may stand alone only if no ordinary station shares it ("birmingham" may not). */
const isDistinctive = (core: string) =>
  stationNames.every((name) => !name.split(' ').includes(core.split(' ')[0]) || /\b(airport|terminals?)\b/.test(name));

export type Airport = Place & { iata: string; core: string; standalone: boolean };

export const airports: Airport[] = readCsv('uk-airports.csv').map((row) => {
  const full = normalizeText(row.name);
  const stripped = full.replace(AIRPORT_WORDS, ' ').replace(/\s+/g, ' ').trim();
  const core = stripped.startsWith('london ') && stripped !== 'london city' ? stripped.slice(7) : stripped;
  return {
    name: row.name,
    iata: row.iata,
    lat: Number(row.latitude),
    lon: Number(row.longitude),
    aliases: [full, `${core} airport`],
    core,
    standalone: core.length >= 4 && isDistinctive(core),
  };
});
