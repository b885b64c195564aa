import { HttpError } from '../http/errors';
import type { Settings } from './settings';

/**
 * The sandbox's own switches: settings named `SANDBOX_*`, set through `POST /sandbox/settings` like any
 * other and gone again on `/sandbox/reset` (they are not seeded: absent is the first value). They change
 * how the simulated provider answers, not the operator's site, so `settings-flat` never sends them.
 */
const SANDBOX_SWITCHES = {
  /** `url`: create-checkout-session answers `{ sessionId, url }`; `session-only`: `{ sessionId }` alone (Stripe.js's redirect). */
  SANDBOX_CHECKOUT_ANSWER: ['url', 'session-only'],
  /** `book`: POST /booking books as usual; `refuse`: it refuses every booking (409), paid or not, to show what follows. */
  SANDBOX_BOOKING_ANSWER: ['book', 'refuse'],
} as const satisfies Record<string, readonly string[]>;

type SwitchName = keyof typeof SANDBOX_SWITCHES;

export const isSandboxSwitch = (name: string) => name.startsWith('SANDBOX_');

/** Refuses (422) a `SANDBOX_*` name the sandbox does not know, or a value it does not take: a typo must not pass silently. */
export function checkSwitches(settings: Settings): void {
  for (const [name, value] of Object.entries(settings)) {
    if (!isSandboxSwitch(name)) continue;
    const values: readonly string[] | undefined = (SANDBOX_SWITCHES as Record<string, readonly string[]>)[name];
    if (!values) throw new HttpError(422, `${name} is not a sandbox switch (known: ${Object.keys(SANDBOX_SWITCHES).join(', ')}).`);
    if (!values.includes(value)) throw new HttpError(422, `${name} must be one of ${values.join(', ')} (got "${value}").`);
  }
}

/** A switch's value: what was set, else its first (the default). */
export function switchValue(settings: Settings, name: SwitchName): string {
  const values: readonly string[] = SANDBOX_SWITCHES[name];
  return values.includes(settings[name]) ? settings[name] : values[0];
}
