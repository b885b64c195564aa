import { useCallback, useState } from 'react';

export type ResultsLayout = 'list' | 'grid';

// Remembered for the visit (the browser tab), not across visits: sessionStorage, read defensively.
export const LAYOUT_STORAGE_KEY = 'resultsLayout';

export function readLayout(storage: Pick<Storage, 'getItem'> | null = safeSession()): ResultsLayout {
  try {
    return storage?.getItem(LAYOUT_STORAGE_KEY) === 'grid' ? 'grid' : 'list';
  } catch {
    return 'list';
  }
}

function safeSession(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The list / grid choice of the results, kept for the visit. */
export function useResultsLayout(): [ResultsLayout, (layout: ResultsLayout) => void] {
  const [layout, setLayout] = useState<ResultsLayout>(() => readLayout());
  const choose = useCallback((next: ResultsLayout) => {
    setLayout(next);
    try {
      safeSession()?.setItem(LAYOUT_STORAGE_KEY, next);
    } catch {
      // Storage full or blocked: the choice still holds until the page is left.
    }
  }, []);
  return [layout, choose];
}
