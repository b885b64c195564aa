import { popularAddressSchema } from './entities';
import { listOf } from './list';
import { lazySchema } from './lazy-schema';

export const popularAddressesResponseSchema = lazySchema(() => listOf(popularAddressSchema));
