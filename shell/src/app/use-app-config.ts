import { useEffect, useState } from 'react';
import { EMPTY_CONFIG, type AppConfig } from '../config/app-config';

/** The deployment's config once /config.json has answered (empty until then). */
export function useAppConfig(config: Promise<AppConfig>): AppConfig {
  const [value, setValue] = useState<AppConfig>(EMPTY_CONFIG);
  useEffect(() => {
    let cancelled = false;
    config.then((loaded) => !cancelled && setValue(loaded));
    return () => {
      cancelled = true;
    };
  }, [config]);
  return value;
}
