// Defined by the build (DefinePlugin, from env BUILD_LABEL); absent under jest, hence the typeof guard.
declare const __APP_BUILD_LABEL__: string | undefined;

export const buildLabel: string = typeof __APP_BUILD_LABEL__ === 'string' ? __APP_BUILD_LABEL__ : '';
