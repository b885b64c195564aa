import { fetchPopularAddresses } from '@booking/shared/api';
import { createCachedLoader } from '../lib/cached-resource';

const popularAddresses = createCachedLoader(fetchPopularAddresses);

/** GET /v1/ai-addresses once per page view: suggestions without a maps key and the 'Popular Location' list. */
export const usePopularAddresses = popularAddresses.useResource;
/** Whether this page view already has the list (the loading overlay is then not shown again). */
export const popularAddressesSettled = popularAddresses.isSettled;
export const resetPopularAddresses = popularAddresses.reset;
