import type { ClientMode, CorporatePassenger, RegistrationData } from '@booking/shared/api';
import { isYes, SETTING_KEYS, type Settings } from '@booking/shared/domain';
import { toMinorUnits } from './booking-payload';

/** What the payment page says when a check before charging refuses (product §10 "Money, trust and privacy"). */
export const CARD_CHECK_MESSAGES = {
  accountExists: 'An account with this e-mail already exists. Please sign in as an existing client.',
  passwordAgain: 'For your security, please enter your password again.',
  priceChanged: (price: string) => `The price of this journey has changed to ${price}. Please check it and press Pay By Card again.`,
} as const;

/** The answer of check-passenger-email for an e-mail that has no account (the sandbox's, and product §8's word). */
const EMAIL_NOT_FOUND = 'Email not found';

/**
 * The amount the card is charged, in minor units: the total exactly as formatPrice shows it (whole
 * units when ROUND_OFF is yes, Math.round as there), times 100. 0 when there is no price to charge.
 */
export function chargedAmount(total: number | string, settings?: Settings | null): number {
  const value = Number(total);
  if (!Number.isFinite(value) || value <= 0) return 0;
  return isYes(settings, SETTING_KEYS.ROUND_OFF) ? Math.round(value) * 100 : toMinorUnits(value);
}

const sameEmail = (a: string | null | undefined, b: string | null | undefined) => {
  const left = (a ?? '').trim().toLowerCase();
  return left !== '' && left === (b ?? '').trim().toLowerCase();
};

/**
 * The corporate bearer token to send with a booking, or null. A signed-in corporate passenger's token
 * makes the booking theirs (it joins their list, on their account), so it goes only when the booking is
 * made with their own details: the registration e-mail is the corporate passenger's (case and spaces
 * aside), and nobody else travels, i.e. the passenger e-mail, when one is given, is theirs too. Anyone
 * else booking from that browser (a colleague, a relative, a public booking typed over the pre-fill)
 * books without it. Used by Pay in Car and by the card checkout attempt alike.
 */
export function corporateTokenFor(
  token: string | null | undefined,
  corporate: Pick<CorporatePassenger, 'passenger_email'> | null | undefined,
  registration: Pick<RegistrationData, 'email' | 'passengerEmail'> | null | undefined,
): string | null {
  if (!token || !corporate || !registration) return null;
  if (!sameEmail(registration.email, corporate.passenger_email)) return null;
  if (registration.passengerEmail?.trim() && !sameEmail(registration.passengerEmail, corporate.passenger_email)) return null;
  return token;
}

/** A new or existing client's password lives in memory only: after a reload it must be typed again. */
export const needsPasswordAgain = (mode: ClientMode | null | undefined, password: string | null | undefined): boolean =>
  (mode === 'new_client' || mode === 'existing_client') && !password;

/**
 * check-passenger-email for a new client: the e-mail is free only when the answer is 'Email not found'.
 * Any other answer (success, a wrong password, another message) means the e-mail already has an account.
 */
export const isEmailFree = (answer: { success: boolean; message?: string | null }): boolean =>
  !answer.success && (answer.message ?? '').trim().toLowerCase() === EMAIL_NOT_FOUND.toLowerCase();
