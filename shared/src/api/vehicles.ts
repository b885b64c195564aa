import { vehicleSchema } from './entities';
import { listOf } from './list';
import { lazySchema } from './lazy-schema';

export const vehiclesResponseSchema = lazySchema(() => listOf(vehicleSchema));
