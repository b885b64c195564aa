import type { ClientMode } from '@booking/shared/api';
import { isEmailAddress } from '@booking/shared/domain';

/** product §8's words for the personal-details checks, and ours for the checks beyond the product description. */
export const PERSONAL_DETAILS_MESSAGES = {
  emailMissing: 'Enter Passenger Email to receive booking details',
  emailFormat: 'Enter an e-mail address in the correct format, like name@example.com',
  phoneMissing: 'Enter a mobile number so that the driver can reach you',
  phoneFormat: 'Enter a UK mobile number like 07700 900123, or an international one starting with +',
  passwordMissing: 'Enter Password for booking',
  passwordShort: 'Please choose a password of at least 8 characters.',
  privacy: 'Please Accept Our Privacy Policies',
  terms: 'Please Accept Our Term and Conditions',
  emailFound: 'Email found. Proceeding to payment.',
  emailNotFound: 'Email not found in the system, Enter new email inside new client or try with another email',
  passwordWrong: 'The password does not match this e-mail. Try again, or use Forgot Password?',
  checkFailedPrefix: 'An error occurred while checking email: ',
} as const;

export type PersonalDetailsField = 'email' | 'number' | 'password' | 'privacyAccepted' | 'termsAccepted';

export interface PersonalDetailsValues {
  email: string;
  number: string;
  password: string;
  privacyAccepted: boolean;
  termsAccepted: boolean;
}

export interface FieldMessage {
  field: PersonalDetailsField;
  message: string;
}

const NEW_CLIENT_PASSWORD_MIN = 8;
const asksForPhone = (mode: ClientMode) => mode !== 'existing_client';

/**
 * Every problem with the details: product §5's checks first, in its order (an empty e-mail, an empty
 * password, privacy, terms), then the checks beyond the product description in the order of the fields (the
 * e-mail's format, the mobile number, a new client's password length): product §10 "Money, trust and privacy"
 * keeps the product's checks first. One message per field. An empty list means Next may go on (for an
 * existing client, to the check-passenger-email call). `isPhoneNumber` is injected so that the phone-number
 * library stays out of the shared bundle.
 */
export function personalDetailsErrors(
  values: PersonalDetailsValues,
  mode: ClientMode,
  isPhoneNumber: (text: string) => boolean,
): FieldMessage[] {
  const m = PERSONAL_DETAILS_MESSAGES;
  const product: FieldMessage[] = [];
  const beyond: FieldMessage[] = [];
  const email = values.email.trim();
  if (!email) product.push({ field: 'email', message: m.emailMissing });
  else if (!isEmailAddress(email)) beyond.push({ field: 'email', message: m.emailFormat });

  if (asksForPhone(mode)) {
    const phone = values.number.trim();
    if (!phone) beyond.push({ field: 'number', message: m.phoneMissing });
    else if (!isPhoneNumber(phone)) beyond.push({ field: 'number', message: m.phoneFormat });
  }

  if (mode !== 'guest_login') {
    if (!values.password) product.push({ field: 'password', message: m.passwordMissing });
    else if (mode === 'new_client' && values.password.length < NEW_CLIENT_PASSWORD_MIN) {
      beyond.push({ field: 'password', message: m.passwordShort });
    }
  }
  if (mode === 'new_client' && !values.privacyAccepted) product.push({ field: 'privacyAccepted', message: m.privacy });
  if (mode === 'new_client' && !values.termsAccepted) product.push({ field: 'termsAccepted', message: m.terms });
  return [...product, ...beyond];
}

export type EmailCheckOutcome = { ok: true; message: string } | { ok: false; field: PersonalDetailsField; message: string };

/**
 * What the existing-client check (POST check-passenger-email) means for the visitor. product §8 has one
 * message for success false; the sandbox (and a real dispatch system) may say the password was wrong,
 * which would be misleading to call "Email not found" (docs/decisions/checkout.md).
 */
export function emailCheckOutcome(answer: { success: boolean; message?: string }): EmailCheckOutcome {
  const m = PERSONAL_DETAILS_MESSAGES;
  if (answer.success) return { ok: true, message: m.emailFound };
  if (/password/i.test(answer.message ?? '')) return { ok: false, field: 'password', message: m.passwordWrong };
  return { ok: false, field: 'email', message: m.emailNotFound };
}

/** The call itself failed (network, time-out, 4xx/5xx): product §8's prefix plus the reason. */
export const emailCheckFailure = (reason: string): EmailCheckOutcome => ({
  ok: false,
  field: 'email',
  message: `${PERSONAL_DETAILS_MESSAGES.checkFailedPrefix}${reason}`,
});
