// Main-thread ceilings checked by `npm test` after the build (scripts/check-main-thread.mjs): each page's
// main-thread time at 4x CPU over the yardstick's (React and react-dom alone, tools/bench), loaded in
// turn in the same run; the median of 3 pairs. A ratio, never an absolute time, so that the machine's
// speed and load weigh on both sides alike. The rule (docs/decisions/0128-main-thread-ceilings.md):
// each ceiling is the ratio measured when it was last set, plus the spread seen between repeat runs at
// different loads, rounded up to 0.5. Lower a ceiling when a change cuts the work; never raise it
// without a decision record. Figures: docs/performance.md (issue 34).
export const MAIN_THREAD_CEILINGS = {
  '/': 0,
  '/quotationview': 0,
  '/personalDetailView': 0,
  '/paymentview': 0,
  '/bookings': 0,
};
