import { fetchVehicles } from '@booking/shared/api';
import { createCachedLoader } from '../lib/cached-resource';

const vehicles = createCachedLoader(fetchVehicles);

/** GET /v1/fetch_vehicles once per page view: 'Extensive Fleet' and Our Fleet. */
export const useVehicles = vehicles.useResource;
