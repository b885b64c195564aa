import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';

export type Store = ReturnType<typeof createStore>;

/**
 * The one store of the site. Every app and remote renders under StoreProvider with it, never the
 * provider-less default store: with the shared package a federation singleton, state crosses bundles.
 */
export const store: Store = createStore();

/** A fresh store for a test; persisted atoms read localStorage on first use, as on a page load. */
export function createTestStore(): Store {
  return createStore();
}

export function StoreProvider({ children, store: custom }: { children?: ReactNode; store?: Store }) {
  return <Provider store={custom ?? store}>{children}</Provider>;
}
