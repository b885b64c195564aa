import { pathTo, safeRedirectPath } from '@booking/shared/domain';

// Where the corporate area's sign-in leads (product §10 "Routes").

/** Where sign-in goes when no usable redirect is given. */
const DEFAULT_AFTER_SIGN_IN = pathTo('bookings');

/** Where to go after a successful sign-in: the `redirect` query value when same-site, else the fallback. */
export const afterSignInPath = (redirect: string | null | undefined, fallback = DEFAULT_AFTER_SIGN_IN): string =>
  safeRedirectPath(redirect) ?? fallback;
