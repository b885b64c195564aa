import { useEffect, useState } from 'react';

export type Resource<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; message: string };

/**
 * One request per page view for reference lists (popular addresses, the fleet): every screen that
 * needs the list shares the first answer; a failure is forgotten so the next screen retries.
 */
export function createCachedLoader<T>(load: () => Promise<T>) {
  let pending: Promise<T> | undefined;
  let settled: Resource<T> | undefined;
  const get = () => {
    pending ??= load().then(
      (data) => {
        settled = { status: 'ready', data };
        return data;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const useResource = (): Resource<T> => {
    const [state, setState] = useState<Resource<T>>(settled ?? { status: 'loading' });
    useEffect(() => {
      // Settled by another screen between this one's first render and now: take that answer.
      if (settled) {
        setState(settled);
        return undefined;
      }
      let live = true;
      get().then(
        (data) => live && setState({ status: 'ready', data }),
        (error: unknown) => {
          // product §8: a failed list is logged; the screen shows its empty or error state.
          console.warn('Could not load a list', error);
          if (live) setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
        },
      );
      return () => {
        live = false;
      };
    }, []);
    return state;
  };
  return {
    get,
    useResource,
    isSettled: () => settled !== undefined,
    reset: () => {
      pending = undefined;
      settled = undefined;
    },
  };
}
