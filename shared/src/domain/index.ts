// @booking/shared/domain: the product's rules that two or more parts apply alike, and the route manifest.
export { isEnabled, isYes, SETTING_KEYS, settingNumber, type Settings } from './settings';
export { durationLabel, formatDisplayDate, to24HourTime, ukNow } from './time';
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
