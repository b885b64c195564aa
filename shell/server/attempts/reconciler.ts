// Completes the attempts nobody completed (docs/checkout-attempts.md, "Nobody came back"): every
// RECONCILE_EVERY_SECONDS, the attempts older than RECONCILE_AFTER_SECONDS whose next look is due;
// then expiry after ATTEMPT_TTL_HOURS. Its timer never keeps the process alive. `clock` is the time
// it reckons in, the completer's (tests give their own and call pass() themselves).

import { messageOf } from '../env-fields';
import type { AttemptWork, Completer } from './complete';

const HOUR_MS = 3_600_000;
/** At most this many attempts a pass; the rest wait for the next one (oldest look first). */
const BATCH = 50;

export function startReconciler({ store, completer, settings, log = console, clock = Date.now }: AttemptWork & { completer: Completer }): {
  pass(): Promise<void>;
  stop(): Promise<void>;
} {
  const { reconcileAfterSeconds, reconcileEverySeconds, ttlHours } = settings.attempts;
  let current: Promise<void> | null = null;
  let stopped = false;

  /** One pass: the due attempts one after another, then expiry. */
  async function pass() {
    const now = clock();
    const due = await store.due({ now, createdBefore: now - reconcileAfterSeconds * 1000, limit: BATCH });
    for (const attempt of due) {
      if (stopped) return;
      try {
        await completer.complete(attempt.id, { reconcile: true });
      } catch (error) {
        log.error(`[checkout-attempts] reconciling ${attempt.id}: ${messageOf(error)}`);
      }
    }
    if (!stopped) await store.expire({ now: clock(), ttlMs: ttlHours * HOUR_MS });
  }

  const tick = () => {
    if (current || stopped) return;
    current = pass()
      .catch((error) => log.error(`[checkout-attempts] reconciler: ${messageOf(error)}`))
      .finally(() => {
        current = null;
      });
  };
  const timer = setInterval(tick, reconcileEverySeconds * 1000);
  timer.unref();

  return {
    /** One pass now, as the timer runs it (none while one is under way). */
    pass() {
      tick();
      return current ?? Promise.resolve();
    },
    /** Stops the timer and waits for a pass under way to end. */
    async stop() {
      stopped = true;
      clearInterval(timer);
      await current;
    },
  };
}
