import { companySchema } from './entities';
import { listOf } from './list';
import { lazySchema } from './lazy-schema';

export const companiesResponseSchema = lazySchema(() => listOf(companySchema));
