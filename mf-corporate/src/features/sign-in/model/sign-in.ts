import type { RegisterOptions } from 'react-hook-form';
import { ApiError, isRefusal, type LoginResult } from '@booking/shared/api';

// product §2 "Login", product §8 "Corporate login". The form's rules are react-hook-form's own, not zod: the
// sign-in page is the area's first screen, and zod would add ~27 KB gzip to it (the API still parses).

export interface SignInValues {
  username: string;
  password: string;
}
export const SIGN_IN_DEFAULTS: SignInValues = { username: '', password: '' };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The field's message, or true when the value is fine. */
export const checkUsername = (value: string): string | true => {
  const email = value.trim();
  if (!email) return 'Please enter your e-mail address.';
  return EMAIL.test(email) || 'Please enter a valid e-mail address.';
};
export const checkPassword = (value: string): string | true => value.length > 0 || 'Please enter your password.';

export const signInRules: { [K in keyof SignInValues]: RegisterOptions<SignInValues, K> } = {
  username: { validate: checkUsername },
  password: { validate: checkPassword },
};

const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Please wait a minute and try again.';

export type SignInOutcome =
  | { kind: 'success'; title: 'Success'; message: 'Login Successfully'; token: string; passenger: NonNullable<LoginResult['passenger']> }
  | { kind: 'error'; title: 'Error'; message: string; coolDownSeconds?: number };

const failure = (message: string, coolDownSeconds?: number): SignInOutcome => ({ kind: 'error', title: 'Error', message, coolDownSeconds });

const INVALID_CREDENTIALS = 'Invalid credentials. Please try again.';

/** The popup for the login call's answer (one without a token or passenger signs no one in). */
export function outcomeOfAnswer(answer: LoginResult): SignInOutcome {
  if (answer.success && answer.access_token && answer.passenger) {
    return { kind: 'success', title: 'Success', message: 'Login Successfully', token: answer.access_token, passenger: answer.passenger };
  }
  return failure(INVALID_CREDENTIALS);
}

/**
 * The popup for a refused or failed call: success false (the API client's refusal) is product §8's
 * 'Invalid credentials'; the sandbox's 429 gets its own words and a one-minute pause.
 */
export function outcomeOfError(error: unknown): SignInOutcome {
  if (isRefusal(error)) return failure(INVALID_CREDENTIALS);
  if (error instanceof ApiError && error.status === 429) return failure(TOO_MANY_ATTEMPTS, 60);
  return failure('An error occurred. Please try again later.');
}
