/** localStorage keys: product §3's exact names where it gives one; the others are ours (docs/decisions/store.md). */
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
  paymentMethod: 'paymentMethod',
  bookingAttempt: 'bookingIdempotencyKey',
  bookingConfirmation: 'bookingConfirmation',
  personalDetailsDraft: 'personalDetailsDraft',
} as const;

export type StorageName = keyof typeof STORAGE_KEYS;
