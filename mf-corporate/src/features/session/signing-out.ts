import { atom } from '@booking/shared/store';

/**
 * True from Logout until the guard's next navigation or unmount (or the next session): the guard then
 * leaves the way to the logout's own destination (the home path or the host's onSignOut) instead of
 * racing it to the login page. After that, a way back to a guarded page (a portal's link, Back) signs in.
 */
export const isSigningOutAtom = atom(false);
