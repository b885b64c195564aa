import { useEffect, useState } from 'react';
import { calculateSelectedVehiclePrice, toApiError } from '@booking/shared/api';
import {
  bookingFormAtom,
  bookingTypeAtom,
  hourlyRateFormAtom,
  selectedVehicleDataAtom,
  useAtomValue,
  useSetAtom,
  useStore,
} from '@booking/shared/store';
import { selectedVehiclePricePayload } from '../../lib/selected-vehicle-price';

export type PriceState = { status: 'loading' | 'ready' } | { status: 'error'; message: string };

/**
 * Prices the chosen vehicle again on entry (a stored price may be a day old, or the options may have
 * changed since), with a spinner meanwhile; the stored price stays shown if the call fails.
 */
export function useSelectedVehiclePrice(): PriceState {
  const store = useStore();
  const vehicleId = useAtomValue(selectedVehicleDataAtom)?.vehicle_id;
  const bookingType = useAtomValue(bookingTypeAtom);
  const bookingForm = useAtomValue(bookingFormAtom);
  const hourlyRateForm = useAtomValue(hourlyRateFormAtom);
  const setSelected = useSetAtom(selectedVehicleDataAtom);
  const [state, setState] = useState<PriceState>({ status: 'loading' });

  useEffect(() => {
    const selected = store.get(selectedVehicleDataAtom);
    if (!selected) return undefined;
    let isCurrent = true;
    setState({ status: 'loading' });
    calculateSelectedVehiclePrice(selectedVehiclePricePayload({ selectedVehicleData: selected, bookingType, bookingForm, hourlyRateForm }))
      .then(({ final_price, breakdown }) => {
        if (!isCurrent) return;
        const latest = store.get(selectedVehicleDataAtom);
        if (latest) setSelected({ ...latest, final_price, breakdown });
        setState({ status: 'ready' });
      })
      .catch((error: unknown) => isCurrent && setState({ status: 'error', message: toApiError(error).message }));
    return () => {
      isCurrent = false;
    };
  }, [store, vehicleId, bookingType, bookingForm, hourlyRateForm, setSelected]);

  return state;
}
