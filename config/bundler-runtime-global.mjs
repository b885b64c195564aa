// The global through which a host offers its bundler runtime to production remotes (issue 11):
// set by provide-bundler-runtime-plugin.mjs, read by remote-bundler-runtime.mjs.
export const BUNDLER_RUNTIME_GLOBAL = '__BOOKING_MF_BUNDLER_RUNTIME__';
