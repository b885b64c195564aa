import { useSyncExternalStore } from 'react';
import { theme } from './theme';

/** product §9: the mobile breakpoint, 768 px and narrower (the theme's `media.mobile`). */
const PHONE_QUERY = `(max-width: ${theme.breakpoints.mobile}px)`;

const phoneQuery = (): MediaQueryList | null =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(PHONE_QUERY) : null;

function subscribe(onChange: () => void): () => void {
  const query = phoneQuery();
  query?.addEventListener?.('change', onChange);
  return () => query?.removeEventListener?.('change', onChange);
}

/** True at 768 px and narrower, following the window as it is resized or turned; false without matchMedia. */
export function useIsPhone(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => phoneQuery()?.matches ?? false,
    () => false,
  );
}
