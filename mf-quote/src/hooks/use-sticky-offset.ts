import { useEffect, type RefObject } from 'react';

/** The CSS variable under which the page's sticky top's height is given to what sticks below it. */
export const STICKY_TOP_VAR = '--results-sticky-top';

/**
 * Follows the height of a sticky top bar: `STICKY_TOP_VAR` on `page` (the summary column sticks under
 * it) and the document's scroll padding, so that what the keyboard focuses is scrolled clear of the
 * bar, never under it (WCAG 2.4.11). Off while the bar does not stick.
 */
export function useStickyOffset(bar: RefObject<HTMLElement | null>, page: RefObject<HTMLElement | null>, sticking: boolean) {
  useEffect(() => {
    const element = bar.current;
    const target = page.current;
    const root = document.documentElement;
    if (!element || !sticking || typeof ResizeObserver === 'undefined') return undefined;
    const apply = () => {
      const height = Math.ceil(element.getBoundingClientRect().height);
      target?.style.setProperty(STICKY_TOP_VAR, `${height}px`);
      root.style.scrollPaddingTop = `${height + 8}px`;
    };
    const observer = new ResizeObserver(apply);
    observer.observe(element);
    apply();
    return () => {
      observer.disconnect();
      target?.style.removeProperty(STICKY_TOP_VAR);
      root.style.scrollPaddingTop = '';
    };
  }, [bar, page, sticking]);
}
