// @booking/shared/store: the only importer of jotai (ESLint enforces it).
export { atom, useSetAtom, useStore } from 'jotai';
export { useAtom, useAtomValue } from './use-atom-value';
export type { Atom, ExtractAtomValue, PrimitiveAtom, WritableAtom, SetStateAction } from 'jotai';
export { store, StoreProvider, createTestStore, type Store } from './store';
export {
  appSettingsAtom,
  bookingFormAtom,
  bookingTypeAtom,
  calculatedDistanceAtom,
  clientModeAtom,
  contentLoadsAtom,
  hourlyRateFormAtom,
  passengerCorporateDetailsAtom,
  passengerTokenAtom,
  priceDetailsAtom,
  selectedVehicleDataAtom,
  settingsStatusAtom,
  vehicleSelectionsAtom,
  type SettingsStatus,
} from './atoms';
export { personalDetailsDraftAtom, registrationDataAtom, registrationPasswordAtom, type PersonalDetailsDraft } from './registration-atoms';
export { clearBookingDataAtom, clearCorporateSessionAtom, clearPricesAtom, startJourneyAtom } from './actions';
export {
  bookingAttemptAtom,
  bookingConfirmationAtom,
  bookingConfirmationSchema,
  paymentMethodAtom,
  type BookingAttempt,
  type BookingConfirmation,
} from './payment-atoms';
export { brandAtom, operatorTextsAtom, type Brand, type OperatorTexts } from './operator-atoms';
export type { StorageName } from './keys';
export { persistedAtom, type PersistedAtom, type SetStateActionWithReset } from './persisted-atom';
export { decodeValue, encodeValue } from './codecs';
