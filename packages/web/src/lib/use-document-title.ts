import { useEffect } from 'react';

/** Sets the tab title to "page — site" while the calling screen is shown. */
export function useDocumentTitle(page: string, site: string | undefined): void {
  useEffect(() => {
    document.title = site ? `${page} — ${site}` : page;
  }, [page, site]);
}
