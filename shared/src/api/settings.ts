import { request } from './client';
import { settingSchema, type Setting } from './entities';
import { listOf } from './list';
import { lazySchema } from './lazy-schema';

export const settingsResponseSchema = lazySchema(() => listOf(settingSchema));

/** GET /v1/settings-flat: every setting as { setting_name, setting_value }. */
export const fetchSettings = (): Promise<Setting[]> => request({ method: 'GET', url: '/v1/settings-flat' }, settingsResponseSchema);
