// @booking/shared/domain: the product's rules that two or more parts apply alike, and the route manifest.
export { isEnabled, isYes, SETTING_KEYS, settingNumber, type Settings } from './settings';
export {
  addDaysIso,
  DURATION_OPTIONS,
  durationLabel,
  formatDisplayDate,
  HOUR_OPTIONS,
  isBeforeUkToday,
  MINUTE_OPTIONS,
  roundToFiveMinutes,
  to12Hour,
  to24HourTime,
  ukIsoDate,
  ukNow,
  ukToday,
} from './time';
export * from './places';
export * from './capacity';
export { formatPrice, lowestPriceEntry, VEHICLE_QUANTITY_OPTIONS, vehicleSelectionKey, type PricedEntry } from './pricing';
export { guardStep, isNextHidden, nextStepPath, previousStepPath, stepForPath, STEPS, type FlowData, type Step } from './steps';
export * from './contact-links';
export { safeRedirectPath } from './corporate';
export { bookedQuantity, selectedVehicleTotal, type SelectionType } from './selection';
export * from './email';
export * from './vehicle-class';
export * from './extras';
export * from '../routes';
