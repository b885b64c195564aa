import { appSettingsAtom, useAtomValue } from '@booking/shared/store';
import type { Settings } from '@booking/shared/domain';

/** The decoded appSettings (loaded by the shell); every visibility rule reads them. */
export const useSettings = (): Settings => useAtomValue(appSettingsAtom) ?? {};
