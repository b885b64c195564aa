import { bookedQuantity, type SelectionType } from '@booking/shared/domain';

// product §4 "Vehicle selection" and the selected-vehicle part of "Price calculation": what the results
// page's cards show and what it stores when a vehicle is chosen.

interface BreakdownLike {
  final_price: number | string;
  quantity?: number | string;
}

interface EntryLike {
  price: number | string;
  final_price: number | string;
  breakdown: BreakdownLike;
}

const positive = (value: number | string | undefined, fallback = 1) => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};
const toPennies = (value: number) => Math.round(value * 100) / 100;

/** The total for a card: price times the chosen quantity (product §3 "Vehicle selections"). */
export function totalForQuantity(price: number | string, quantity: number | string = 1): number {
  const value = Number(price);
  const qty = Number(quantity);
  const total = (Number.isFinite(value) ? value : 0) * (Number.isFinite(qty) && qty > 0 ? qty : 1);
  return Math.round(total * 100) / 100; // to the penny: 12.1 x 3 is 36.3, not 36.29999...
}

/**
 * The Lowest Price card's price: the breakdown's final_price (product §4), for one vehicle: a breakdown
 * priced for several vehicles (after that entry was booked with a quantity) is divided back.
 */
export function lowestCardPrice(entry: EntryLike): number {
  return toPennies(Number(entry.breakdown.final_price) / positive(entry.breakdown.quantity));
}

/** What a card shows: the total for its quantity, extras included (product §10 "Dates, times, money": no drip pricing). */
export function cardTotal(entry: EntryLike, selectionType: SelectionType, quantity: number | string = 1): number {
  if (selectionType === 'lowest') return lowestCardPrice(entry);
  return totalForQuantity(entry.price, bookedQuantity(selectionType, quantity));
}

/**
 * An entry once the selected-vehicle call answered: the list keeps one vehicle's figures (price and
 * final_price divided by the quantity priced) so a card still multiplies by its own quantity; the
 * breakdown is the call's.
 */
export function repricedEntry<T extends EntryLike>(
  entry: T,
  answer: { final_price: number; breakdown: BreakdownLike & T['breakdown'] },
): T {
  const each = toPennies(answer.final_price / positive(answer.breakdown.quantity));
  return { ...entry, price: each, final_price: each, breakdown: answer.breakdown };
}

/**
 * The stored selectedVehicleData (product §3, 4): the chosen entry, how it was chosen and the quantity,
 * with final_price the total to pay for all of it (what the personal details and payment show).
 */
export function selectionRecord<T extends EntryLike>(
  entry: T,
  selectionType: SelectionType,
  quantity: number | string,
  answer: { final_price: number; breakdown: BreakdownLike & T['breakdown'] },
): T & { selection_type: SelectionType; quantity: number } {
  const repriced = repricedEntry(entry, answer);
  return {
    ...repriced,
    final_price: toPennies(answer.final_price),
    selection_type: selectionType,
    quantity: bookedQuantity(selectionType, quantity),
  };
}

/** A card with no price above 0 is not bookable online: its button is Contact Us (product §2). */
export function isBookable(entry: { price: number | string }): boolean {
  const price = Number(entry.price);
  return Number.isFinite(price) && price > 0;
}
