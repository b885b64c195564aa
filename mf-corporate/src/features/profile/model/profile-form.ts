import { isEmailAddress } from '@booking/shared/domain';
import { isReachablePhoneNumber } from '@booking/shared/phone';
import type { RegisterOptions } from 'react-hook-form';
import { isRefusal, toApiError, type CorporatePassenger } from '@booking/shared/api';

// product §2 "My Profile", product §5 "Profile", product §8 "Profile update". react-hook-form's own rules, not zod
// (~27 KB gzip the area would load for three fields); the API client still parses what it sends.

export interface ProfileValues {
  name: string;
  email: string;
  phone: string;
}

export const checkName = (value: string): string | true => {
  const name = value.trim();
  if (!name) return 'Please enter your name.';
  return name.length <= 100 || 'Please keep the name under 100 characters.';
};
export const checkEmail = (value: string): string | true => {
  const email = value.trim();
  if (!email) return 'Please enter your e-mail address.';
  return isEmailAddress(email) || 'Please enter a valid e-mail address.';
};
/**
 * Optional; a typed phone must be reachable. The stored phone, left as it is, passes whatever it holds
 * (product §10 "Money, trust and privacy"): a number the rule rejects never blocks saving the name or the e-mail.
 */
export const checkPhone = (value: string, stored = ''): string | true =>
  value.trim() === '' ||
  value.trim() === stored.trim() ||
  isReachablePhoneNumber(value) ||
  'Please enter a valid phone number, e.g. 020 7946 0000 or +31 20 123 4567.';

/** The form's rules for the passenger as stored. */
export const profileRules = (storedPhone: string): { [K in keyof ProfileValues]: RegisterOptions<ProfileValues, K> } => ({
  name: { validate: checkName },
  email: { validate: checkEmail },
  phone: { validate: (value) => checkPhone(value, storedPhone) },
});

/** What is sent: every field trimmed. */
export const trimmedProfile = (values: ProfileValues): ProfileValues => ({
  name: values.name.trim(),
  email: values.email.trim(),
  phone: values.phone.trim(),
});

export const profileValues = (passenger: CorporatePassenger | null): ProfileValues => ({
  name: passenger?.passenger_name ?? '',
  email: passenger?.passenger_email ?? '',
  phone: passenger?.passenger_contact_no ?? '',
});

export type ProfileOutcome = { tone: 'success' | 'error'; title: 'Success' | 'Error'; message: string };

export const PROFILE_SAVED: ProfileOutcome = { tone: 'success', title: 'Success', message: 'Passenger Details Updated' };

/** product §8: success false (the API client's refusal) shows the server's message; a failed call the product sentence and the reason. */
export function outcomeOfUpdateError(error: unknown): ProfileOutcome {
  if (isRefusal(error)) return { tone: 'error', title: 'Error', message: error.message };
  return { tone: 'error', title: 'Error', message: `An error occurred. Please try again later. ${toApiError(error).message}`.trim() };
}
