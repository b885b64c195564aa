import { settingSchema } from './entities';
import { listOf } from './list';
import { lazySchema } from './lazy-schema';

export const settingsResponseSchema = lazySchema(() => listOf(settingSchema));
