import { useCallback, useState } from 'react';

function safeSession(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** What sessionStorage holds under `key` when `isValid` accepts it, else `fallback` (read defensively). */
function readChoice<T extends string>(
  key: string,
  isValid: (value: unknown) => value is T,
  fallback: T,
  storage: Pick<Storage, 'getItem'> | null = safeSession(),
): T {
  try {
    const value = storage?.getItem(key);
    return isValid(value) ? value : fallback;
  } catch {
    return fallback;
  }
}

/** A choice of the results page kept for the visit (the browser tab), not across visits. */
export function useSessionChoice<T extends string>(
  key: string,
  isValid: (value: unknown) => value is T,
  fallback: T,
): [T, (next: T) => void] {
  const [choice, setChoice] = useState<T>(() => readChoice(key, isValid, fallback));
  const choose = useCallback(
    (next: T) => {
      setChoice(next);
      try {
        safeSession()?.setItem(key, next);
      } catch {
        // Storage full or blocked: the choice still holds until the page is left.
      }
    },
    [key],
  );
  return [choice, choose];
}
