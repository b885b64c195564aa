import { settingsStatusAtom, useAtomValue } from '@booking/shared/store';
import { Overlay } from '@booking/shared/ui';
import { usePopularAddresses } from '../hooks/use-popular-addresses';

export const LOADING_CONTENT = 'Please wait while loading content';

/**
 * SPEC 4: on the home form the overlay stays "until settings and addresses load". The shell shows
 * it while the settings load; this one takes over until the popular addresses have answered (or
 * failed), so the visitor sees one overlay throughout.
 */
export function ContentOverlay() {
  const settingsStatus = useAtomValue(settingsStatusAtom);
  const addresses = usePopularAddresses();
  return addresses.status === 'loading' && settingsStatus !== 'loading' ? <Overlay text={LOADING_CONTENT} /> : null;
}
