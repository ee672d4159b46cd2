import type { Cite } from '@citation-js/core';

let loading: Promise<typeof Cite> | null = null;

/**
 * citation-js with the output formats we use (CSL bibliographies, RIS, BibTeX), imported on
 * first use: with its plugins it took about a second to import on the 2-core machine, in every
 * process (and every API test file) that loads the app, and few of them format a reference.
 */
export function citationJs(): Promise<typeof Cite> {
  loading ??= (async () => {
    const [{ Cite }] = await Promise.all([
      import('@citation-js/core'),
      import('@citation-js/plugin-csl'),
      import('@citation-js/plugin-ris'),
      import('@citation-js/plugin-bibtex'),
    ]);
    return Cite;
  })();
  return loading;
}
