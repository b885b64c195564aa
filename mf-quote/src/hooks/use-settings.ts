import { appSettingsAtom, useAtomValue } from '@booking/shared/store';
import type { Settings } from '@booking/shared/domain';

/** The decoded appSettings the shell loaded. */
export const useSettings = (): Settings => useAtomValue(appSettingsAtom) ?? {};
