import { useEffect, useState } from 'react';
import { brandAtom, operatorTextsAtom, useStore, type Store } from '@booking/shared/store';
import { EMPTY_CONFIG, type AppConfig } from '../config/app-config';

/** Puts the operator's texts and the brand in the shared store, where the remotes read them (`operatorTextsAtom`, `brandAtom`). */
export function publishAppConfig(store: Store, config: AppConfig): void {
  store.set(operatorTextsAtom, config.operator);
  store.set(brandAtom, config.brand);
}

/**
 * The deployment's config once /config.json has answered: `arrived` when it came before the first
 * render (already published by the caller), else empty until then, and published to the store as it comes.
 */
export function useAppConfig(config: Promise<AppConfig>, arrived?: AppConfig): AppConfig {
  const [value, setValue] = useState<AppConfig>(arrived ?? EMPTY_CONFIG);
  const store = useStore();
  useEffect(() => {
    let cancelled = false;
    config.then((loaded) => {
      if (cancelled) return;
      setValue(loaded);
      publishAppConfig(store, loaded);
    });
    return () => {
      cancelled = true;
    };
  }, [config, store]);
  return value;
}
