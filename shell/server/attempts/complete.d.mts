// Types of complete.mjs for the TypeScript that imports it (tests).
import type { Attempt, AttemptStore } from './store.mjs';
import type { secretBox } from './secrets.mjs';

export class AttemptBusyError extends Error {}
export type CompleterSettings = {
  apiBaseUrl: string;
  apiPublicKey: string;
  apiSecretKey: string;
  attempts: { reconcileAfterSeconds: number; reconcileEverySeconds: number; ttlHours: number };
};
export function createCompleter(options: {
  store: AttemptStore;
  box: ReturnType<typeof secretBox>;
  settings: CompleterSettings;
  log?: Pick<Console, 'error'>;
  /** The time in ms (default Date.now). */
  clock?: () => number;
}): { complete(id: string, options?: { reconcile?: boolean; forwardedFor?: string }): Promise<Attempt | null> };
