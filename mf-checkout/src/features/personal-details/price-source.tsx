import { useEffect } from 'react';
import { useSelectedVehiclePrice, type PriceState } from './use-selected-vehicle-price';

/**
 * Asks the chosen vehicle's price (on arrival and whenever the journey changes) and reports where it
 * stands. Mounted again with a new key, it asks again: that is Try again.
 */
export function PriceSource({ onChange }: { onChange: (price: PriceState) => void }) {
  const price = useSelectedVehiclePrice();
  useEffect(() => onChange(price), [price, onChange]);
  return null;
}
