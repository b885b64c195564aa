/** localStorage keys: SPEC 3's exact names; the last two are ours (docs/decisions.md). */
export const STORAGE_KEYS = {
  bookingForm: 'BookingForm',
  hourlyRateForm: 'HourlyRateForm',
  bookingType: 'BookingType',
  priceDetails: 'PriceDetails',
  selectedVehicleData: 'selectedVehicleData',
  registrationData: 'registrationData',
  calculatedDistance: 'CalculatedDistance',
  appSettings: 'appSettings',
  clientMode: 'clientMode',
  passengerToken: 'passenger_token',
  passengerCorporateDetails: 'passenger_corporate_details',
  vehicleSelections: 'vehicleSelections',
} as const;

export type StorageName = keyof typeof STORAGE_KEYS;
