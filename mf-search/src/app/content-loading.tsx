import { useLayoutEffect } from 'react';
import { contentLoadsAtom, useSetAtom } from '@booking/shared/store';
import { usePopularAddresses } from '../hooks/use-popular-addresses';

/**
 * product §4: on the home form the loading overlay stays "until settings and addresses load". The overlay
 * is the shell's, the only one; this keeps it up while the popular addresses load (until they answer
 * or fail), by counting the list in `contentLoadsAtom`. Counted in a layout effect, so the overlay is
 * back in the same paint as the page when the settings came first: the form never shows uncovered for a
 * frame while its addresses are still on their way.
 */
export function ContentLoading() {
  const loading = usePopularAddresses().status === 'loading';
  const setContentLoads = useSetAtom(contentLoadsAtom);
  useLayoutEffect(() => {
    if (!loading) return undefined;
    setContentLoads((count) => count + 1);
    return () => setContentLoads((count) => count - 1);
  }, [loading, setContentLoads]);
  return null;
}
