// Main-thread ceilings checked by `npm run check:main-thread` after a build (scripts/check-main-thread.mjs): each page's
// main-thread time at 4x CPU over the yardstick's (React and react-dom alone, tools/bench), loaded in
// turn in the same run; the median of 3 pairs. A ratio, never an absolute time, so that the machine's
// speed and load weigh on both sides alike. The rule (docs/decisions/performance.md):
// each ceiling is the ratio measured when it was last set, plus 40% for the machine's noise (single pairs
// spread by up to +-45% around the median at load 5-9), rounded up to 0.5. Lower a ceiling when a change cuts the work; never raise it
// without a decision record. Figures: docs/performance.md (issue 34).
export const MAIN_THREAD_CEILINGS = {
  // Set 2026-11-28 at load ~8 from x4.72, x4.87, x4.65, x4.15, x3.18 (+40%, rounded up to 0.5).
  '/': 7,
  '/quotationview': 7,
  '/personalDetailView': 6.5,
  '/paymentview': 6,
  '/bookings': 4.5,
};
