export * from './settings';
export * from './time';
export * from './forms';
export * from './capacity';
export * from './pricing';
export * from './steps';
export * from './client-mode';
export * from './booking-payload';
