// Main-thread ceilings checked by `npm run check:main-thread` after a build (scripts/check-main-thread.mjs): each page's
// main-thread time at 4x CPU over the yardstick's (React and react-dom alone, tools/bench), loaded in
// turn in the same run; the median of 3 pairs. A ratio, never an absolute time, so that the machine's
// speed and load weigh on both sides alike. The rule (docs/decisions/performance.md): the ratio read on a
// quiet machine plus 40% for the machine's noise, rounded up to 0.5, and never under the highest ratio a
// whole `npm test` has read. Lower a ceiling when a change cuts the work; never raise it without a
// decision record. Figures: docs/performance.md (issue 34).
export const MAIN_THREAD_CEILINGS = {
  // Quiet (load 0.5-2, 5 pairs): x2.79; a whole `npm test` beside another suite read x4.01.
  '/': 4.5,
  // Quiet: x2.95, x3.06, x3.16 (+40%: 4.13, 4.28, 4.42).
  '/quotationview': 4.5,
  '/personalDetailView': 4.5,
  '/paymentview': 4.5,
  // Quiet: x2.67 (+40%: 3.74).
  '/bookings': 4,
};
