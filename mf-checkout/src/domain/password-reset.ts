/** product §2 "Forgot Password" and product §8's messages. */
export const PASSWORD_RESET_MESSAGES = {
  codeSent: 'A reset code has been sent to your email.',
  emailNotFound: 'Email not found',
  codeVerified: 'Code verified successfully',
  codeExpired: 'Reset code has expired',
  codeInvalid: 'Invalid reset code',
  mismatch: 'Passwords do not match',
  done: 'Password has been reset successfully',
  failed: 'An error occurred while resetting the password',
  emailMissing: 'Enter the e-mail address of your account',
  codeMissing: 'Enter the code from the e-mail',
  passwordShort: 'Please choose a password of at least 8 characters.',
} as const;

export type ResetStep = 'email' | 'code' | 'password' | 'done';
export type ResetEvent = 'codeSent' | 'codeVerified' | 'back' | 'passwordReset';

/** product §4 "Forgot password": 1 -> 2 when the code is sent, 2 -> 3 when verified, 2 can go back to 1. */
const RESET_TRANSITIONS: Readonly<Record<ResetStep, Readonly<Partial<Record<ResetEvent, ResetStep>>>>> = {
  email: { codeSent: 'code' },
  code: { codeVerified: 'password', back: 'email', codeSent: 'code' },
  password: { passwordReset: 'done' },
  done: {},
};

export function nextResetStep(step: ResetStep, event: ResetEvent): ResetStep {
  return RESET_TRANSITIONS[step][event] ?? step;
}

/** The first problem with the new password: product §5's match rule, then the API's 8-character minimum. */
export function newPasswordError(password: string, confirm: string): string | null {
  if (password !== confirm) return PASSWORD_RESET_MESSAGES.mismatch;
  if (password.length < 8) return PASSWORD_RESET_MESSAGES.passwordShort;
  return null;
}
