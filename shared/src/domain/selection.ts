import type { SelectedVehicleData } from '../api/entities';
import { totalForQuantity } from './pricing';

// product §4 "Vehicle selection" and the selected-vehicle part of "Price calculation": rules the results
// page applies when a vehicle is chosen and the checkout applies when it books it.

export type SelectionType = 'lowest' | 'selection';

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

/** The quantity a choice books: the Lowest Price card is always one vehicle (product §7 "selectedVehicle"). */
export function bookedQuantity(selectionType: SelectionType, quantity: number | string = 1): number {
  if (selectionType === 'lowest') return 1;
  return Math.min(6, Math.max(1, Math.trunc(positive(quantity))));
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

/** The total the visitor pays: the breakdown's final_price for the lowest card, else final_price (product §4). */
export function selectedVehicleTotal(vehicle: Pick<SelectedVehicleData, 'selection_type' | 'final_price' | 'breakdown'>): number {
  const total = vehicle.selection_type === 'lowest' ? vehicle.breakdown?.final_price : vehicle.final_price;
  const value = Number(total);
  return Number.isFinite(value) && value > 0 ? value : 0;
}
