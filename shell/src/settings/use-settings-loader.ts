import { startTransition, useEffect } from 'react';
import { appSettingsAtom, settingsStatusAtom, useSetAtom } from '@booking/shared/store';
import { requestSettings } from './settings-request';

/**
 * Loads the operator's settings once per visit (GET settings-flat) into appSettings. A failure is
 * stored and logged (product §8), and the site renders with the defaults it already had.
 */
export function useSettingsLoader(): void {
  const setSettings = useSetAtom(appSettingsAtom);
  const setStatus = useSetAtom(settingsStatusAtom);

  useEffect(() => {
    let cancelled = false;
    setStatus('loading');
    requestSettings()
      .then((list) => {
        if (cancelled) return;
        // The whole page re-renders with the settings: as a transition it does so without blocking input.
        startTransition(() => {
          setSettings(Object.fromEntries(list.map((setting) => [setting.setting_name, setting.setting_value])));
          setStatus('ready');
        });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        console.error('[shell] settings could not be loaded; rendering with defaults.', error);
        setStatus('error');
      });
    return () => {
      cancelled = true;
    };
  }, [setSettings, setStatus]);
}
