// Main-thread ceilings checked by `npm run check:main-thread` after a build (scripts/check-main-thread.mjs): each page's
// main-thread time at 4x CPU over the yardstick's (React and react-dom alone, tools/bench), loaded in
// turn in the same run; the median of 3 pairs. A ratio, never an absolute time, so that the machine's
// speed and load weigh on both sides alike. The rule (docs/decisions/performance.md): the ratio read on a
// quiet machine plus 40% for the machine's noise, rounded up to 0.5, and never under the highest ratio a
// whole `npm test` has read. Lower a ceiling when a change cuts the work; never raise it without a
// decision record. The readings behind each: docs/performance.md.
export const MAIN_THREAD_CEILINGS = {
  '/': 4.5,
  '/quotationview': 4.5,
  '/personalDetailView': 4.5,
  '/paymentview': 4.5,
  '/bookings': 4,
};
