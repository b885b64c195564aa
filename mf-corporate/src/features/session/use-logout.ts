import { useCallback, useState } from 'react';
import { useSetAtom } from '@booking/shared/store';
import { useNavigate } from 'react-router-dom';
import { corporateLogout } from '@booking/shared/api';
import { useArea } from '../../lib/area';
import { isSigningOutAtom } from './signing-out';
import { useSession } from './use-session';

/**
 * Logout (product §4 "Session"): calls the logout endpoint; on success or any error both stored items go
 * and the user goes to the home path (or the host's onSignOut). With no token it does nothing.
 */
export function useLogout() {
  const { token, clear } = useSession();
  const { onSignOut, homePath } = useArea();
  const navigate = useNavigate();
  const [isSigningOut, setSigningOut] = useState(false);
  const markSigningOut = useSetAtom(isSigningOutAtom);

  const logout = useCallback(async () => {
    if (!token || isSigningOut) return;
    setSigningOut(true);
    try {
      await corporateLogout(token);
    } catch (error) {
      console.warn('Corporate logout call failed; signing out of this browser anyway.', error);
    } finally {
      markSigningOut(true);
      clear();
      setSigningOut(false);
      if (onSignOut) onSignOut();
      else navigate(homePath);
    }
  }, [token, isSigningOut, markSigningOut, clear, onSignOut, homePath, navigate]);

  return { logout, isSigningOut };
}
