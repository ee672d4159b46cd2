import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
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

/** The new-acquisitions Atom feed (the server's modules/feeds). */
export const NEW_ACQUISITIONS_FEED = '/feeds/novas-aquisicoes.atom';

/**
 * `<link rel="alternate" type="application/atom+xml">` to the new-acquisitions feed in the
 * document's head while the calling page is shown (feed readers and browsers find it there).
 */
export function useFeedLink(site: string | undefined): void {
  const { t } = useTranslation();
  const feed = t('searchTabs.novas_aquisicoes');
  const title = site ? `${feed} — ${site}` : feed;
  useEffect(() => {
    const link = document.createElement('link');
    link.rel = 'alternate';
    link.type = 'application/atom+xml';
    link.title = title;
    link.href = NEW_ACQUISITIONS_FEED;
    link.dataset.feedLink = '';
    // The server's own link (first page) says the same: one is enough.
    for (const element of document.head.querySelectorAll(
      `link[rel="alternate"][type="application/atom+xml"][data-page-head]`,
    ))
      element.remove();
    document.head.append(link);
    return () => link.remove();
  }, [title]);
}
