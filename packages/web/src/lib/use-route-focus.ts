import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';

/** Longest wait for a page's main heading (a title page draws it once its data arrives). */
const HEADING_WAIT_MS = 5000;

/**
 * After a change of page (a new path, not a new query or filter on the same page), moves focus
 * to the new page's main heading, so keyboard users start at the new content and screen
 * readers announce it, instead of staying on a link that is gone. Pages that draw their heading
 * later are waited for; the first page of a visit keeps the browser's own focus.
 */
export function useRouteFocus(main: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const container = main.current;
    if (!container) return;
    const focusHeading = (): boolean => {
      const heading = container.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus();
      return true;
    };
    if (focusHeading()) return;
    container.focus({ preventScroll: true });
    const observer = new MutationObserver(() => {
      // Only while nobody has moved focus on their own since.
      if (document.activeElement === container && focusHeading()) observer.disconnect();
    });
    observer.observe(container, { childList: true, subtree: true });
    const timer = window.setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [pathname, main]);
}
