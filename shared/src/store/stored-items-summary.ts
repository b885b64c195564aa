import { useAtomValue } from './use-atom-value';
import {
  appSettingsAtom,
  bookingFormAtom,
  bookingTypeAtom,
  calculatedDistanceAtom,
  clientModeAtom,
  hourlyRateFormAtom,
  passengerCorporateDetailsAtom,
  passengerTokenAtom,
  priceDetailsAtom,
  selectedVehicleDataAtom,
} from './atoms';
import { registrationDataAtom } from './registration-atoms';

export interface StoredItemSummary {
  name: string;
  description: string;
}

const describe = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return 'none';
  if (Array.isArray(value)) return value.length ? `${value.length} ${value.length === 1 ? 'entry' : 'entries'}` : 'none';
  if (typeof value === 'object') return Object.keys(value).length ? 'stored' : 'none';
  return 'stored';
};

/**
 * Which stored items the one store holds, by the spec's names, for a page or tool that lists them
 * (no screen of the site does at present).
 */
export function useStoredItemsSummary(): StoredItemSummary[] {
  const items: Array<[string, unknown]> = [
    ['BookingForm', useAtomValue(bookingFormAtom)],
    ['HourlyRateForm', useAtomValue(hourlyRateFormAtom)],
    ['BookingType', useAtomValue(bookingTypeAtom)],
    ['PriceDetails', useAtomValue(priceDetailsAtom)],
    ['selectedVehicleData', useAtomValue(selectedVehicleDataAtom)],
    ['registrationData', useAtomValue(registrationDataAtom)],
    ['CalculatedDistance', useAtomValue(calculatedDistanceAtom)],
    ['appSettings', useAtomValue(appSettingsAtom)],
    ['client mode', useAtomValue(clientModeAtom)],
    ['passenger_token', useAtomValue(passengerTokenAtom)],
    ['passenger_corporate_details', useAtomValue(passengerCorporateDetailsAtom)],
  ];
  return items.map(([name, value]) => ({ name, description: describe(value) }));
}
