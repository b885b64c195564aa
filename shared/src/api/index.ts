// @booking/shared/api: the typed contract between the site and the dispatch API.
export * from './client';
export * from './entities';
export * from './list';
export * from './settings';
export * from './companies';
export * from './vehicles';
export * from './addresses';
export * from './pricing';
export * from './auth';
export * from './bookings';
export * from './payments';
export * from './checkout-attempts';
export * from './messages';
export * from './corporate';
export * from './lazy-schema';
export * from './extra-fields';
