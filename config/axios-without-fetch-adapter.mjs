// Stands in for axios's fetch adapter (lib/adapters/fetch.js) in browser builds. axios runs that
// module's feature tests (Request/Response/ReadableStream probes) as soon as it is imported, ~100 ms
// of main-thread work on the first visit, for an adapter a browser never gets: axios picks XHR
// first. With this, asking for `adapter: 'fetch'` reports it unsupported instead.
export const getFetch = () => undefined;
export default undefined;
