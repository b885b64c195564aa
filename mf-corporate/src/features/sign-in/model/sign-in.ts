import { z } from 'zod';
import { ApiError, type LoginResult } from '@booking/shared/api';

// SPEC 2 "Login", SPEC 8 "Corporate login".

export const signInSchema = z.object({
  username: z.string().trim().min(1, 'Please enter your e-mail address.').pipe(z.email('Please enter a valid e-mail address.')),
  password: z.string().min(1, 'Please enter your password.'),
});
export type SignInValues = z.infer<typeof signInSchema>;
export const SIGN_IN_DEFAULTS: SignInValues = { username: '', password: '' };

export const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Please wait a minute and try again.';

export type SignInOutcome =
  | { kind: 'success'; title: 'Success'; message: 'Login Successfully'; token: string; passenger: NonNullable<LoginResult['passenger']> }
  | { kind: 'error'; title: 'Error'; message: string; coolDownSeconds?: number };

const failure = (message: string, coolDownSeconds?: number): SignInOutcome => ({ kind: 'error', title: 'Error', message, coolDownSeconds });

/** The popup for the login call's answer. */
export function outcomeOfAnswer(answer: LoginResult): SignInOutcome {
  if (answer.success && answer.access_token && answer.passenger) {
    return { kind: 'success', title: 'Success', message: 'Login Successfully', token: answer.access_token, passenger: answer.passenger };
  }
  return failure('Invalid credentials. Please try again.');
}

/** The popup for a failed call; the sandbox's 429 gets its own words and a one-minute pause. */
export function outcomeOfError(error: unknown): SignInOutcome {
  if (error instanceof ApiError && error.status === 429) return failure(TOO_MANY_ATTEMPTS, 60);
  return failure('An error occurred. Please try again later.');
}
