import { request } from './client';
import { popularAddressSchema, type PopularAddress } from './entities';
import { listOf } from './list';
import { lazySchema } from './lazy-schema';

export const popularAddressesResponseSchema = lazySchema(() => listOf(popularAddressSchema));

/** GET /v1/ai-addresses: the popular locations (product §10 "Pricing details the description leaves open"). */
export const fetchPopularAddresses = (): Promise<PopularAddress[]> =>
  request({ method: 'GET', url: '/v1/ai-addresses' }, popularAddressesResponseSchema);
