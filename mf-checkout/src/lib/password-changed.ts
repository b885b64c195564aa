// Forgot Password hands the reset's e-mail to personal details in the navigation state (memory only: it
// is gone on a reload, so the notice is said once).

type PasswordChangedState = { passwordChangedFor: string };

/** The navigation state Forgot Password leaves with after a successful reset. */
export const passwordChangedState = (email: string): PasswordChangedState => ({ passwordChangedFor: email });

/** The e-mail whose password was just reset, when the page was reached that way; else null. */
export function passwordChangedEmail(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('passwordChangedFor' in state)) return null;
  return typeof state.passwordChangedFor === 'string' ? state.passwordChangedFor : null;
}
