import { useEffect, useState } from 'react';
import { operatorTextsAtom, useSetAtom } from '@booking/shared/store';
import { EMPTY_CONFIG, type AppConfig } from '../config/app-config';

/**
 * The deployment's config once /config.json has answered (empty until then). The operator's texts go
 * to the shared store as it arrives, where the remotes read them (`operatorTextsAtom`).
 */
export function useAppConfig(config: Promise<AppConfig>): AppConfig {
  const [value, setValue] = useState<AppConfig>(EMPTY_CONFIG);
  const setOperatorTexts = useSetAtom(operatorTextsAtom);
  useEffect(() => {
    let cancelled = false;
    config.then((loaded) => {
      if (cancelled) return;
      setValue(loaded);
      setOperatorTexts(loaded.operator);
    });
    return () => {
      cancelled = true;
    };
  }, [config, setOperatorTexts]);
  return value;
}
