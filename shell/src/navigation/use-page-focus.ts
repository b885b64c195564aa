import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

// A new page's heading may wait for its remote's first load or a guarded page's check.
const HEADING_WAIT_MS = 10_000;

/**
 * After a move to another page inside the site, the focus goes to the new page's h1 (made focusable
 * with tabIndex=-1), so that a screen reader names the page arrived on (WCAG 2.4.3). Nothing moves
 * before the visitor has pressed a key or a pointer: a first visit, a reload and the redirects made on
 * arrival keep the skip link the first Tab stop. A page that put the focus somewhere itself (a dialog,
 * an error summary) keeps it. The focus never scrolls: scroll restoration decides where the page is.
 */
export function usePageFocus(main: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  // What the visitor last pressed a key or a pointer on; null until they do.
  const pressed = useRef<Node | null>(null);

  useEffect(() => {
    const press = (event: Event) => {
      if (event.target instanceof Node) pressed.current = event.target;
    };
    window.addEventListener('keydown', press, true);
    window.addEventListener('pointerdown', press, true);
    return () => {
      window.removeEventListener('keydown', press, true);
      window.removeEventListener('pointerdown', press, true);
    };
  }, []);

  useLayoutEffect(() => {
    const root = main.current;
    const used = pressed.current;
    if (!used || !root) return undefined;
    // Lost with the old page, or still on what the visitor pressed: no page has taken it since.
    const isFree = () => {
      const active = document.activeElement;
      return !active || active === document.body || active.contains(used);
    };
    const focus = (target: HTMLElement) => {
      if (isFree()) target.focus({ preventScroll: true });
    };
    const focusHeading = () => {
      const heading = root.querySelector('h1');
      if (!heading) return false;
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      focus(heading);
      return true;
    };
    if (focusHeading()) return undefined;

    const observer = new MutationObserver(() => {
      if (focusHeading()) stop();
    });
    // No heading came (the page failed, say): the main landmark rather than nowhere.
    const timer = window.setTimeout(() => {
      observer.disconnect();
      focus(root);
    }, HEADING_WAIT_MS);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
    observer.observe(root, { childList: true, subtree: true });
    return stop;
  }, [pathname, main]);
}
