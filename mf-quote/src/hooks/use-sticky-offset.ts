import { useEffect, type RefObject } from 'react';

/** The CSS variable under which the sticky top's height is given to what sticks below it. */
export const STICKY_TOP_VAR = '--results-sticky-top';

/**
 * Follows the height of a sticky top bar: `STICKY_TOP_VAR` on `below` (the summary column sticks under
 * it; set there only, since a variable set higher would restyle every card) and the document's scroll
 * padding, so that what the keyboard focuses is scrolled clear of the bar (WCAG 2.4.11). Measured by a
 * ResizeObserver, whose first report comes before the first paint: no layout is forced. Off while the
 * bar does not stick.
 */
export function useStickyOffset(bar: RefObject<HTMLElement | null>, below: RefObject<HTMLElement | null>, sticking: boolean) {
  useEffect(() => {
    const element = bar.current;
    const root = document.documentElement;
    if (!element || !sticking || typeof ResizeObserver === 'undefined') return undefined;
    let applied = -1;
    const observer = new ResizeObserver(([entry]) => {
      const height = Math.ceil(entry.borderBoxSize?.[0]?.blockSize ?? entry.contentRect.height);
      if (height === applied) return;
      applied = height;
      below.current?.style.setProperty(STICKY_TOP_VAR, `${height}px`);
      root.style.scrollPaddingTop = `${height + 8}px`;
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.scrollPaddingTop = '';
    };
  }, [bar, below, sticking]);
}
