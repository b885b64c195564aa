import { useEffect, useState } from 'react';
import { brandAtom, operatorTextsAtom, useSetAtom } from '@booking/shared/store';
import { EMPTY_CONFIG, type AppConfig } from '../config/app-config';

/**
 * The deployment's config once /config.json has answered (empty until then). The operator's texts
 * and the brand go to the shared store as it arrives, where the remotes read them (`operatorTextsAtom`,
 * `brandAtom`).
 */
export function useAppConfig(config: Promise<AppConfig>): AppConfig {
  const [value, setValue] = useState<AppConfig>(EMPTY_CONFIG);
  const setOperatorTexts = useSetAtom(operatorTextsAtom);
  const setBrand = useSetAtom(brandAtom);
  useEffect(() => {
    let cancelled = false;
    config.then((loaded) => {
      if (cancelled) return;
      setValue(loaded);
      setOperatorTexts(loaded.operator);
      setBrand(loaded.brand);
    });
    return () => {
      cancelled = true;
    };
  }, [config, setOperatorTexts, setBrand]);
  return value;
}
