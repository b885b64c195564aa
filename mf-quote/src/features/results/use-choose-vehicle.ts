import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PriceDetail } from '@booking/shared/api';
import { pathTo, type SelectionType, vehicleSelectionKey } from '@booking/shared/domain';
import {
  bookingFormAtom,
  bookingTypeAtom,
  hourlyRateFormAtom,
  priceDetailsAtom,
  selectedVehicleDataAtom,
  useStore,
  vehicleSelectionsAtom,
} from '@booking/shared/store';
import { pendingSelection, priceSelection } from '../../lib/price-selection';

const PERSONAL_DETAILS_PAGE = pathTo('personalDetails');

export interface ChooseVehicle {
  choose: (entry: PriceDetail, selectionType: SelectionType) => Promise<void>;
  /** The card being priced, while Book Now waits for calculate-selected-vehicle-price. */
  pendingKey: string | null;
  error: { key: string; message: string } | null;
}

/**
 * Book Now (product §4): prices the choice with calculate-selected-vehicle-price, replaces that entry in
 * PriceDetails, stores selectedVehicleData and goes to /personalDetailView. One choice at a time: a
 * double click sends one call. A failure is logged, ends the wait and says so on the card.
 */
export function useChooseVehicle(): ChooseVehicle {
  const jotaiStore = useStore();
  const navigate = useNavigate();
  const inFlight = useRef(false);
  const [pendingKey, setPendingKey] = useState<string | null>(null);
  const [error, setError] = useState<ChooseVehicle['error']>(null);

  const choose = useCallback(
    async (entry: PriceDetail, selectionType: SelectionType) => {
      if (inFlight.current) return;
      inFlight.current = true;
      const key = vehicleSelectionKey(entry);
      setPendingKey(key);
      setError(null);
      const quantity = jotaiStore.get(vehicleSelectionsAtom)[key] ?? 1;
      const outcome = await priceSelection({
        selected: pendingSelection(entry, selectionType, quantity),
        bookingType: jotaiStore.get(bookingTypeAtom),
        bookingForm: jotaiStore.get(bookingFormAtom),
        hourlyRateForm: jotaiStore.get(hourlyRateFormAtom),
        priceDetails: jotaiStore.get(priceDetailsAtom) ?? [],
      });
      inFlight.current = false;
      setPendingKey(null);
      if (!outcome.ok) {
        console.error(`[mf_quote] ${outcome.message}`);
        setError({ key: `${selectionType}-${key}`, message: outcome.message });
        return;
      }
      jotaiStore.set(priceDetailsAtom, outcome.priceDetails);
      jotaiStore.set(selectedVehicleDataAtom, outcome.selected);
      navigate(PERSONAL_DETAILS_PAGE);
    },
    [jotaiStore, navigate],
  );
  return { choose, pendingKey, error };
}
