import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Brings mf_search's Quote Now form (mounted below by the shell, so it may still be loading) into
 * view and focuses its first field. Gives up after about 3 s.
 */
function showQuoteNow(): () => void {
  let tries = 0;
  const timer = window.setInterval(() => {
    const form = document.querySelector<HTMLFormElement>('form[aria-label="Quote Now"]');
    tries += 1;
    if (!form && tries < 30) return;
    window.clearInterval(timer);
    form?.scrollIntoView?.({ block: 'start' });
    form?.querySelector<HTMLElement>('input, select, textarea')?.focus({ preventScroll: true });
  }, 100);
  return () => window.clearInterval(timer);
}

/**
 * A visitor sent by a card's Contact Us came for the Quote Now form: it is brought to them, since they
 * asked for it. Otherwise the page stays where it is: it never scrolls by itself (product §10
 * "Visitor clarity"; the title and the summary's Edit Quote stay in view).
 */
export function useQuoteNowFocus(): void {
  const { state } = useLocation();
  const cameForQuoteNow = (state as { quoteNow?: boolean } | null)?.quoteNow === true;
  useEffect(() => (cameForQuoteNow ? showQuoteNow() : undefined), [cameForQuoteNow]);
}
