import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { validateToken } from '@booking/shared/api';
import { useAtom } from '@booking/shared/store';
import { Spinner } from '@booking/shared/ui';
import { useArea } from '../../lib/area';
import { isSigningOutAtom } from './signing-out';
import { useSession } from './use-session';

/**
 * Route guard (product §4): no session goes to the login with the wanted path as `redirect`; with one,
 * every protected navigation asks validate-token first, and an invalid answer or an error signs out
 * and goes to the login with the redirect.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { token, passenger, clear } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const { path, sitePath } = useArea();
  const [validKey, setValidKey] = useState<string | null>(null);
  // The redirect is the wanted page as the address bar shows it, the host router's basename included.
  const loginPath = `${path('login')}?redirect=${encodeURIComponent(sitePath(`${location.pathname}${location.search}`))}`;
  const hasSession = Boolean(token && passenger);
  const [isSigningOut, setSigningOut] = useAtom(isSigningOutAtom);

  useEffect(() => {
    if (!token || !passenger) return undefined;
    let live = true;
    validateToken(token)
      .then(
        (answer) => answer.valid,
        () => false,
      )
      .then((valid) => {
        if (!live) return;
        if (valid) {
          setValidKey(location.key);
        } else {
          clear();
          navigate(loginPath, { replace: true });
        }
      });
    return () => {
      live = false;
    };
    // Once per navigation (location.key) and per token; loginPath follows the location.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token, location.key]);

  useEffect(() => {
    if (hasSession && isSigningOut) setSigningOut(false);
  }, [hasSession, isSigningOut, setSigningOut]);

  // Signing out ends with the logout's destination: the next navigation, or leaving the guarded pages.
  useEffect(() => () => setSigningOut(false), [location.key, setSigningOut]);

  useEffect(() => {
    // A token without its passenger (or the reverse) is half a session: signed out.
    if (!hasSession && (token || passenger)) clear();
  }, [hasSession, token, passenger, clear]);

  if (!hasSession) return isSigningOut ? null : <Navigate to={loginPath} replace />;
  if (validKey !== location.key) {
    return (
      <p role="status" style={{ display: 'flex', gap: 8, alignItems: 'center', padding: 24 }}>
        <Spinner decorative /> Checking your session…
      </p>
    );
  }
  return <>{children}</>;
}
