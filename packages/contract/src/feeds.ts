/**
 * Addresses of the Atom feeds (the server's modules/feeds), as the server's page heads and the
 * web app's link them with `<link rel="alternate" type="application/atom+xml">`: both build
 * them here from the page's own address, so they always agree.
 */

/** The newest acquisitions: the whole catalogue's, a library's (`biblioteca`), a course's (`curso`). */
export const NEW_ACQUISITIONS_FEED = '/feeds/novas-aquisicoes.atom';
/** A search's newest titles: the results page's criteria, with `guia`. */
export const SEARCH_FEED = '/feeds/pesquisa.atom';

/** Parameters of a results address that say which titles match (not how they are shown). */
const CRITERIA = new Set([
  'termo',
  'campo',
  'filtro',
  'base',
  'periodo',
  'curso',
  'disciplina',
  'professor',
  'fundo',
  'serie_arquivo',
  'tipo_registro',
  'tipo_ato',
]);
const isCriterion = (key: string) => CRITERIA.has(key) || /^(termo|campo|operador)[1-9]$/.test(key);

/**
 * The new-acquisitions feed of a home or new-acquisitions page: the course the panel chose
 * (`filtro=NA_C:{id}`, the spec's new-acquisitions course filter) narrows it.
 */
export function newAcquisitionsFeedHref(params: URLSearchParams): string {
  const course = params
    .getAll('filtro')
    .map((filtro) => /^NA_C:(\d{1,9})$/.exec(filtro)?.[1])
    .find((code) => code !== undefined);
  return course ? `${NEW_ACQUISITIONS_FEED}?curso=${course}` : NEW_ACQUISITIONS_FEED;
}

/** The feed of the search a results page (`/{guia}?…`) shows: its criteria, no paging or order. */
export function searchFeedHref(guia: string, params: URLSearchParams): string {
  const query = new URLSearchParams({ guia });
  for (const [key, value] of params) if (isCriterion(key) && value.trim()) query.append(key, value);
  return `${SEARCH_FEED}?${query.toString()}`;
}
