import type { SelectedVehicleData } from '../api/entities';

// product §4 "Vehicle selection" and the selected-vehicle part of "Price calculation": rules the results
// page applies when a vehicle is chosen and the checkout applies when it books it.

export type SelectionType = 'lowest' | 'selection';

const positive = (value: number | string | undefined, fallback = 1) => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};

/** The quantity a choice books: the Lowest Price card is always one vehicle (product §7 "selectedVehicle"). */
export function bookedQuantity(selectionType: SelectionType, quantity: number | string = 1): number {
  if (selectionType === 'lowest') return 1;
  return Math.min(6, Math.max(1, Math.trunc(positive(quantity))));
}

/** The total the visitor pays: the breakdown's final_price for the lowest card, else final_price (product §4). */
export function selectedVehicleTotal(vehicle: Pick<SelectedVehicleData, 'selection_type' | 'final_price' | 'breakdown'>): number {
  const total = vehicle.selection_type === 'lowest' ? vehicle.breakdown?.final_price : vehicle.final_price;
  const value = Number(total);
  return Number.isFinite(value) && value > 0 ? value : 0;
}
