import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { passwordChangedEmail } from '../../lib/password-changed';

export const PASSWORD_CHANGED = 'Your password has been changed. Sign in with it.';

/**
 * After Forgot Password (product §2: it ends here), `onArrive` gets the reset's e-mail once, and the page
 * says the password changed (product §10 "What the visitor sees"). The state is taken off the history
 * entry, so a reload or Back does not say it again.
 */
export function usePasswordChanged(onArrive: (email: string) => void): boolean {
  const { pathname, state } = useLocation();
  const navigate = useNavigate();
  const email = passwordChangedEmail(state);
  const [isChanged, setChanged] = useState(false);
  useEffect(() => {
    if (email === null) return;
    onArrive(email);
    setChanged(true);
    navigate(pathname, { replace: true, state: null });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per arrival, whatever onArrive is now
  }, [email, pathname, navigate]);
  return isChanged;
}
