import { useAtomValue } from '@booking/shared/store';
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
  registrationDataAtom,
  selectedVehicleDataAtom,
} from '@booking/shared/store';

// Scaffolding until this remote's screens land: shows which stored items the ONE shared store holds,
// so the e2e can prove that state written in one bundle is read in another.
const describe = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return 'none';
  if (Array.isArray(value)) return value.length ? `${value.length} ${value.length === 1 ? 'entry' : 'entries'}` : 'none';
  if (typeof value === 'object') return Object.keys(value).length ? 'stored' : 'none';
  return 'stored';
};

export function StoredItems() {
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
  return (
    <ul aria-label="Stored items">
      {items.map(([name, value]) => (
        <li key={name}>{`${name}: ${describe(value)}`}</li>
      ))}
    </ul>
  );
}
