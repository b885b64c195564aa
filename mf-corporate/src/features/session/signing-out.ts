import { atom } from '@booking/shared/store';

/**
 * True from Logout until the next session: the guard then leaves the way to the logout's own
 * destination (the home path or the host's onSignOut) instead of racing it to the login page.
 */
export const isSigningOutAtom = atom(false);
