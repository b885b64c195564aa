// @booking/shared/testing: helpers for jest tests only; never import it from app code.
export { createStoreWith, renderWithProviders, type StoreValues } from './render-with-providers';
export * from './fixtures';
export { axeViolations } from './axe';
export { registerHostRemotes } from './federation-host';
