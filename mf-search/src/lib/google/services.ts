import { googleMaps } from './maps-status';

/** Google's script lacks a member the site calls (an API change, an old version): the message names it. */
class MissingMember extends Error {
  constructor(path: string) {
    super(`google.maps.${path} is missing from the loaded Maps script`);
    this.name = 'MissingMember';
  }
}

/** Stops with a MissingMember naming `path` when `value` is absent. */
export function assertMember(value: unknown, path: string): asserts value {
  if (value === undefined || value === null) throw new MissingMember(path);
}

/** A library of the ready Maps script, through importLibrary (callers check googleMaps() first). */
export async function mapsLibrary<T>(name: string): Promise<T> {
  const maps = googleMaps();
  if (!maps) throw new Error('Google Maps is not ready');
  assertMember(maps.importLibrary, 'importLibrary');
  return (await maps.importLibrary(name)) as T;
}

export interface Way<T> {
  name: string;
  run: () => Promise<T>;
}

/** The ways that failed, per loaded Maps script: what an old key refuses is not asked on every keystroke. */
const failedWays = new WeakMap<object, Set<string>>();

function failedWith(maps: object | undefined): Set<string> {
  if (!maps) return new Set();
  const failed = failedWays.get(maps) ?? new Set<string>();
  failedWays.set(maps, failed);
  return failed;
}

/**
 * The answer of the first way that gives one, in order (Google's current service, then the legacy one
 * that old keys still have), leaving out a way that failed before while another is left; when every
 * way has failed, all are tried again. Each failure is one warning naming the way; null when none answers.
 */
export async function firstAnswer<T>(what: string, ways: Way<T>[]): Promise<T | null> {
  const failed = failedWith(googleMaps());
  const untried = ways.filter((way) => !failed.has(`${what}|${way.name}`));
  for (const way of untried.length ? untried : ways) {
    try {
      return await way.run();
    } catch (error) {
      failed.add(`${what}|${way.name}`);
      console.warn(`Google Maps: ${what} from ${way.name} failed`, error);
    }
  }
  return null;
}

/** A Maps error with its status code (MapsRequestError and friends carry `code`). */
export const statusOf = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : undefined;
