import { useEffect, useState } from 'react';

/** product §9: the mobile breakpoint is 768 px (inclusive). */
const SMALL_SCREEN_QUERY = '(max-width: 768px)';

const matches = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(SMALL_SCREEN_QUERY).matches;

export function useSmallScreen(): boolean {
  const [isSmall, setSmall] = useState(matches);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const list = window.matchMedia(SMALL_SCREEN_QUERY);
    const onChange = () => setSmall(list.matches);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, []);
  return isSmall;
}
