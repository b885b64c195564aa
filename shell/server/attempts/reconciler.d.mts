// Types of reconciler.mjs for the TypeScript that imports it (tests).
import type { createCompleter, CompleterSettings } from './complete.mjs';
import type { AttemptStore } from './store.mjs';

export function startReconciler(options: {
  store: AttemptStore;
  completer: ReturnType<typeof createCompleter>;
  settings: CompleterSettings;
  log?: Pick<Console, 'error'>;
  /** The time in ms (default Date.now). */
  clock?: () => number;
}): { pass(): Promise<void>; stop(): Promise<void> };
