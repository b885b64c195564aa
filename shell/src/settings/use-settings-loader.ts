import { startTransition, useCallback, useEffect, useState } from 'react';
import { appSettingsAtom, settingsStatusAtom, useSetAtom } from '@booking/shared/store';
import { forgetSettingsRequest, requestSettings } from './settings-request';

/**
 * Loads the operator's settings once per visit (GET settings-flat) into appSettings. A failure is
 * stored and logged (product §8); the page then says so and offers a retry (docs/decisions/start-up.md),
 * which is what the returned function does: it asks the API again, without reloading the page.
 */
export function useSettingsLoader(): () => void {
  const setSettings = useSetAtom(appSettingsAtom);
  const setStatus = useSetAtom(settingsStatusAtom);
  const [attempt, setAttempt] = useState(0);

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
        console.error(`[shell] settings could not be loaded (attempt ${attempt + 1}).`, error);
        setStatus('error');
      });
    return () => {
      cancelled = true;
    };
  }, [attempt, setSettings, setStatus]);

  return useCallback(() => {
    forgetSettingsRequest();
    setAttempt((count) => count + 1);
  }, []);
}
