import type { PopularAddress } from '@booking/shared/api';

const MAX_SUGGESTIONS = 6;

/**
 * Keyless suggestions (product §10 "Without outside services"): the popular addresses containing every typed
 * word, in any order. Below `minChars` typed characters there are none (the return search needs 2,
 * product §5).
 */
export function filterPopularAddresses(list: readonly PopularAddress[], typed: string, minChars = 1): string[] {
  const text = typed.trim().toLowerCase();
  if (text.length < minChars) return [];
  const words = text.split(/[\s,]+/).filter(Boolean);
  return list
    .map((entry) => entry.address)
    .filter((address) => {
      const lower = address.toLowerCase();
      return lower !== text && words.every((word) => lower.includes(word));
    })
    .slice(0, MAX_SUGGESTIONS);
}
