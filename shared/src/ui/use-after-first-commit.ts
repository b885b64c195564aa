import { startTransition, useEffect, useState } from 'react';

/**
 * False while its component renders for the first time, true from a transition right after that first
 * commit: what waits on it commits on its own, after the first paint, in a task of its own.
 */
export function useAfterFirstCommit(): boolean {
  const [committed, setCommitted] = useState(false);
  useEffect(() => startTransition(() => setCommitted(true)), []);
  return committed;
}
