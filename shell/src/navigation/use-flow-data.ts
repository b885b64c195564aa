import type { FlowData } from '@booking/shared/domain';
import { priceDetailsAtom, registrationDataAtom, selectedVehicleDataAtom, useAtomValue } from '@booking/shared/store';

/** What the step guards look at, read from the one shared store. */
export function useFlowData(): FlowData {
  return {
    priceDetails: useAtomValue(priceDetailsAtom),
    selectedVehicle: useAtomValue(selectedVehicleDataAtom),
    registrationData: useAtomValue(registrationDataAtom),
  };
}
