import type { PriceDetail } from '@booking/shared/api';

export type ResultsSort = 'recommended' | 'price' | 'seats-fewest' | 'seats-most';

/** The sort choices as the select lists them; 'recommended' (the order the API gave) is the default. */
export const SORT_CHOICES: readonly { value: ResultsSort; label: string }[] = [
  { value: 'recommended', label: 'Recommended' },
  { value: 'price', label: 'Price: lowest first' },
  { value: 'seats-fewest', label: 'Seats: fewest first' },
  { value: 'seats-most', label: 'Seats: most first' },
];

export const isResultsSort = (value: unknown): value is ResultsSort => SORT_CHOICES.some((choice) => choice.value === value);

// A price of 0 is on request (Contact Us), not the cheapest offer: it sorts after every priced one.
const priceKey = (entry: PriceDetail) => {
  const price = Number(entry.price);
  return Number.isFinite(price) && price > 0 ? price : Number.POSITIVE_INFINITY;
};
const byPrice = (a: PriceDetail, b: PriceDetail) => priceKey(a) - priceKey(b);

/**
 * The entries in the chosen order; ties keep the API's order (Array.prototype.sort is stable), and
 * equal seats go by price. The list given is never changed.
 */
export function sortEntries(entries: readonly PriceDetail[], sort: ResultsSort): readonly PriceDetail[] {
  if (sort === 'recommended') return entries;
  const sorted = [...entries];
  if (sort === 'price') return sorted.sort(byPrice);
  const direction = sort === 'seats-most' ? -1 : 1;
  return sorted.sort((a, b) => direction * (Number(a.max_seat) - Number(b.max_seat)) || byPrice(a, b));
}
