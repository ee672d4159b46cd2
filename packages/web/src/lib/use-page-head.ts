import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * The server writes the first page's head (description, canonical link, Open Graph, JSON-LD,
 * each marked `data-page-head`): they describe that page only, so they go when the web app
 * moves to another.
 */
export function useServerHeadCleanup(): void {
  const { pathname, search } = useLocation();
  const first = useRef(`${pathname}${search}`);
  useEffect(() => {
    if (`${pathname}${search}` === first.current) return;
    for (const element of document.head.querySelectorAll('[data-page-head]')) element.remove();
  }, [pathname, search]);
}

/**
 * `<link rel="alternate" type="application/atom+xml">` to an Atom feed (the server's
 * modules/feeds; addresses from the contract's `newAcquisitionsFeedHref`/`searchFeedHref`) in
 * the document's head while the calling page is shown (feed readers and browsers find it there).
 * `title` names the feed; the site's name follows it, as in the server's head.
 */
export function useFeedLink(href: string, title: string, site: string | undefined): void {
  const fullTitle = site ? `${title} — ${site}` : title;
  useEffect(() => {
    const link = document.createElement('link');
    link.rel = 'alternate';
    link.type = 'application/atom+xml';
    link.title = fullTitle;
    link.href = href;
    link.dataset.feedLink = '';
    // The server's own link (first page) says the same: one is enough.
    for (const element of document.head.querySelectorAll(
      `link[rel="alternate"][type="application/atom+xml"][data-page-head]`,
    ))
      element.remove();
    document.head.append(link);
    return () => link.remove();
  }, [href, fullTitle]);
}
