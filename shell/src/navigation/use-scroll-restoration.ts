import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_KEY = 'shell-scroll-positions';
// Remote content arrives after the route changes, so a restore is retried while the page grows.
const RESTORE_ATTEMPTS_MS = [0, 50, 150, 400, 800];

const readPositions = (): Record<string, number> => {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
};

const savePosition = (key: string, y: number) => {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ ...readPositions(), [key]: y }));
  } catch {
    // Storage full or blocked: restoring is a nicety, not a requirement.
  }
};

/** product §2: every navigation scrolls to the top, or back to the saved position on back/forward. */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  // Remember where this entry was left, for when the visitor comes back to it.
  useEffect(() => {
    const key = location.key;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => savePosition(key, window.scrollY));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [location.key]);

  useLayoutEffect(() => {
    const saved = navigationType === 'POP' ? readPositions()[location.key] : undefined;
    if (saved === undefined) {
      window.scrollTo(0, 0);
      return;
    }
    const timers = RESTORE_ATTEMPTS_MS.map((ms) => window.setTimeout(() => window.scrollTo(0, saved), ms));
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, [location.key, navigationType]);
}
