import {
  clearCorporateSessionAtom,
  passengerCorporateDetailsAtom,
  passengerTokenAtom,
  useAtomValue,
  useSetAtom,
} from '@booking/shared/store';

/**
 * The stored corporate session. The store validates both items on read: a corrupt token or
 * passenger reads as null, that is, signed out (never a crash).
 */
export function useSession() {
  const token = useAtomValue(passengerTokenAtom);
  const passenger = useAtomValue(passengerCorporateDetailsAtom);
  const clear = useSetAtom(clearCorporateSessionAtom);
  return { token, passenger, isSignedIn: Boolean(token && passenger), clear };
}
