// Byte budgets (gzip) checked by `npm test` after the build (scripts/check-budgets.mjs). Each is a ratchet:
// the bytes last measured plus 1 KB, with its target beside it. A change that saves bytes tightens its
// budget; loosening one needs a reason listed in docs/decisions/performance.md. Figures: docs/performance.md.
const KB = 1024;

/** `/`: all JS a first visitor loads before the first interaction (network idle, mobile). */
export const HOME_BUDGET = { bytes: 216_260 + KB, targetBytes: 150 * KB };

/** `/`: the host's own scripts among them (its start-up chunks, create-app-config.mjs); each costs about ten main-thread tasks. */
export const HOST_START_SCRIPTS = 4;

/** Each remote's dist/remoteEntry.js, gzipped: ratchets with no target. */
export const REMOTE_ENTRY_BUDGETS = {
  'mf-search': { bytes: 7_614 + KB, targetBytes: null },
  'mf-quote': { bytes: 7_277 + KB, targetBytes: null },
  'mf-checkout': { bytes: 7_445 + KB, targetBytes: null },
  'mf-corporate': { bytes: 18_407 + KB, targetBytes: null },
};
