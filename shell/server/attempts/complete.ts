// Completes an attempt: asks the API whether its session is paid and, when it is, makes the booking
// from the server's record with the attempt's Idempotency-Key. One completion of an attempt at a
// time: calls in this process share one promise, servers sharing the store take its lease.
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ServerSettings } from '../env';
import { book, paymentOf, type ApiAnswer } from './api';
import { LEASE_MS, RENEW_MS } from './record';
import { type SecretBox, withPassword } from './secrets';
import type { Attempt, AttemptStore } from './store';

/** What a completion reads of the settings: the API, its keys and the attempts' periods. */
type CompleterSettings = Pick<ServerSettings, 'apiBaseUrl' | 'apiPublicKey' | 'apiSecretKey'> & {
  attempts: Pick<ServerSettings['attempts'], 'reconcileAfterSeconds' | 'reconcileEverySeconds' | 'ttlHours'>;
};
export type Completer = ReturnType<typeof createCompleter>;
/** What the completer and the reconciler work with; `clock` is the time in ms (default Date.now). */
export type AttemptWork = {
  store: AttemptStore;
  settings: CompleterSettings;
  log?: Pick<Console, 'error'>;
  clock?: () => number;
};
/** How a completion is asked for: by the reconciler, or for a visitor. */
type CompleteOptions = { reconcile?: boolean; forwardedFor?: string };

const HOUR_MS = 3_600_000;
/** How long the booking asked again by its key may take: with the payment and the first try, under the lease. */
const ASK_AGAIN_MS = 10_000;
/** How long a call waits for another server's completion of the same attempt before answering 503 (a completion takes 50 s at most). */
const WAIT_MS = 55_000;
const POLL_MS = 100;

/** Another server held the attempt for longer than a completion takes. */
export class AttemptBusyError extends Error {}

const NOT_PAID = 'This checkout session has not been paid.';
const oneLine = (text: unknown) => String(text ?? '').replace(/\s+/g, ' ');

/** `clock`: the time the back-off and the payment checks are reckoned in (tests give their own). */
export function createCompleter({ store, box, settings, log = console, clock = Date.now }: AttemptWork & { box: SecretBox }) {
  const { reconcileAfterSeconds, reconcileEverySeconds, ttlHours } = settings.attempts;
  const backOffMs = Math.max(reconcileAfterSeconds, reconcileEverySeconds) * 1000;
  const running = new Map<string, Promise<Attempt | null>>();

  /** The payment's answer as changes: declined or not paid (known), or unknown (the API failed). */
  const unpaid = (payment: ApiAnswer, now: number): Partial<Attempt> => {
    if (payment.status === 402) return { outcome: 'declined', message: payment.message, unpaidCheckedAt: now };
    if (payment.status === 409 || payment.status === 404)
      return { outcome: 'unpaid', message: payment.message ?? NOT_PAID, unpaidCheckedAt: now };
    return { outcome: 'unavailable', message: payment.message };
  };

  async function attemptBooking(attempt: Attempt, forwardedFor?: string): Promise<Partial<Attempt>> {
    const now = clock();
    let { paymentId } = attempt;
    if (!paymentId) {
      if (!attempt.sessionId) return { outcome: 'unpaid', message: NOT_PAID, unpaidCheckedAt: now };
      const payment = await paymentOf(settings, attempt.sessionId, { forwardedFor });
      const paid = payment.ok ? payment.body?.paymentId : null;
      const found = typeof paid === 'string' && paid ? paid : null;
      if (!found) return unpaid(payment, now);
      paymentId = found;
      // Known to be paid before the booking is tried: a crash from here on leaves a paid attempt.
      await store.update(attempt.id, { paymentId });
    }
    const secrets = box.open(attempt.secrets, attempt.id);
    const body = { ...withPassword(attempt.booking, secrets), payment_method: 'card', stripe_session_id: attempt.sessionId, paymentId };
    const asked = { idempotencyKey: attempt.idempotencyKey, token: secrets?.token, forwardedFor };
    let answer = await book(settings, body, asked);
    // No answer in time: the API may have made the booking all the same. Asked again by the same key,
    // it answers with that booking (or makes it now) before this is called a failure.
    if (answer.status === 0) answer = await book(settings, body, { ...asked, timeoutMs: ASK_AGAIN_MS });
    if (answer.ok) return { status: 'booked', paymentId, result: answer.body, secrets: null, outcome: null, message: null };
    const refused = (answer.status >= 400 && answer.status < 500) || answer.body?.success === false;
    log.error(
      `[checkout-attempts] paid, not booked: attempt ${attempt.id} session ${attempt.sessionId} payment ${paymentId} amount ${attempt.amount} reason: ${oneLine(answer.message)} (${answer.status || 'no answer'})`,
    );
    return { status: 'failed', paymentId, outcome: refused ? 'refused' : 'unavailable', message: answer.message };
  }

  /** The reconciler's next look: back-off doubling from the larger of its two periods, at most an hour. */
  const nextCheck = (attempt: Attempt) => {
    const now = clock();
    const checks = (attempt.checks ?? 0) + 1;
    const expiresAt = attempt.createdAt + ttlHours * HOUR_MS;
    let nextCheckAt = now + Math.min(backOffMs * 2 ** (checks - 1), HOUR_MS);
    // One last look when it expires, so that an unpaid attempt is known unpaid then and deleted.
    if (now < expiresAt && nextCheckAt > expiresAt) nextCheckAt = expiresAt;
    return { checks, nextCheckAt };
  };

  async function completeOnce(id: string, { reconcile = false, forwardedFor }: CompleteOptions = {}): Promise<Attempt | null> {
    const seen = await store.get(id);
    if (!seen || seen.status === 'booked') return seen;
    const token = randomBytes(16).toString('base64url');
    const deadline = Date.now() + WAIT_MS;
    let waited = false;
    while (!(await store.claim(id, token, LEASE_MS))) {
      // The reconciler leaves it to the server that holds it; a visitor's call waits for its outcome.
      if (reconcile || !(await store.get(id))) return null;
      if (Date.now() > deadline) throw new AttemptBusyError(`checkout attempt ${id} is held by another server`);
      waited = true;
      await sleep(POLL_MS);
    }
    // Renewed while this completion runs, so that the hold outlives slow calls but not a dead server.
    const renewal = setInterval(() => store.renew(id, token, LEASE_MS).catch(() => {}), RENEW_MS);
    try {
      const attempt = await store.get(id);
      // Another server completed it while this call waited: its outcome is the answer, not a second try.
      if (!attempt || attempt.status === 'booked' || (waited && attempt.updatedAt !== seen.updatedAt)) return attempt;
      const changes = await attemptBooking(attempt, forwardedFor);
      if (reconcile && changes.status !== 'booked') Object.assign(changes, nextCheck(attempt));
      return await store.update(id, changes);
    } finally {
      clearInterval(renewal);
      await store.release(id, token);
    }
  }

  /**
   * The attempt after its completion (null when unknown). `reconcile`: the reconciler's call, which
   * skips an attempt another server holds and schedules the next look; `forwardedFor`: the visitor.
   */
  function complete(id: string, options: CompleteOptions = {}): Promise<Attempt | null> {
    // Visitors' calls share one promise; the reconciler's own (it may skip) is never an answer to them.
    const key = `${options.reconcile ? 'reconciler' : 'visitor'}:${id}`;
    let completion = running.get(key);
    if (!completion) {
      completion = completeOnce(id, options).finally(() => running.delete(key));
      running.set(key, completion);
    }
    return completion;
  }

  return { complete };
}
