/**
 * Atom 1.0 feeds (RFC 4287): the newest acquisitions (the whole catalogue's, a library's or a
 * course's) and the newest titles of a search (the results page's criteria through the
 * catalogue's search service); each entry links to its title page.
 */
import {
  NEW_ACQUISITIONS_FEED,
  searchFeedHref,
  type SearchParams,
  type SearchTab,
} from '@estante/contract';
import { notFound, type Lang } from '../../lib/http-errors.ts';
import { materialTypeLabel } from '../../lib/catalogue-labels.ts';
import { escapeXml } from '../../marc/write-marcxml.ts';
import type { SearchService } from '../search/service.ts';
import type { WebPagesRepository } from '../web-pages/repository.ts';
import { PAGE_TEXT, shorten } from '../web-pages/service.ts';
import type { AcquisitionFilter, AcquisitionRow, FeedsRepository } from './repository.ts';

/** Entries per feed: what a reader shows, and one short index read. */
export const FEED_ENTRIES = 50;

const ATOM = 'http://www.w3.org/2005/Atom';

const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;
const link = (rel: string, type: string, href: string) =>
  `<link rel="${rel}" type="${type}" href="${escapeXml(href)}"/>`;
/** RFC 3339 date-time, to the second. */
const dateTime = (date: Date) => `${date.toISOString().slice(0, 19)}Z`;

/** The feed's own data: its address (id and self), the page it stands for, its texts. */
interface FeedHead {
  self: string;
  alternate: string;
  /** The feed's title on the institution's site (its acronym). */
  title: (site: string) => string;
  /** What it lists, naming the institution. */
  subtitle: (institution: string) => string;
}

export function feedsService(options: {
  repository: FeedsRepository;
  pages: Pick<WebPagesRepository, 'institution'>;
  search: Pick<SearchService, 'search'>;
  publicUrl: string;
  now?: () => Date;
}) {
  const origin = options.publicUrl.replace(/\/+$/, '');
  const now = options.now ?? (() => new Date());

  function entry(row: AcquisitionRow, lang: Lang): string {
    const url = `${origin}/acervo/${row.id}`;
    const title = row.subtitle ? `${row.title}: ${row.subtitle}` : row.title;
    const imprint = [[row.place, row.publisher].filter(Boolean).join(': '), row.year ?? '']
      .filter((s) => s !== '')
      .join(', ');
    const summary = [imprint, materialTypeLabel(row.material_type, lang)]
      .filter(Boolean)
      .join('. ');
    return [
      '<entry>',
      element('id', url),
      element('title', title),
      link('alternate', 'text/html', url),
      row.acquired_on ? element('published', `${row.acquired_on}T00:00:00Z`) : '',
      element('updated', dateTime(row.updated_at)),
      ...row.authors.map((name) => `<author>${element('name', name)}</author>`),
      `<category term="${escapeXml(row.material_type)}" label="${escapeXml(materialTypeLabel(row.material_type, lang))}"/>`,
      element('summary', `${summary}.`),
      '</entry>',
    ].join('');
  }

  /** The whole document. */
  async function feed(head: FeedHead, rows: AcquisitionRow[], lang: Lang): Promise<string> {
    const institution = await options.pages.institution();
    const text = PAGE_TEXT[lang];
    const name = institution?.name || 'Estante';
    const site = institution?.acronym || name;
    // The feed changed when its newest entry did; an empty feed is as new as the request.
    const updated = rows.reduce<Date | null>(
      (latest, r) => (latest && latest > r.updated_at ? latest : r.updated_at),
      null,
    );
    return [
      '<?xml version="1.0" encoding="utf-8"?>\n',
      `<feed xmlns="${ATOM}" xml:lang="${text.locale}">`,
      element('id', head.self),
      element('title', head.title(site)),
      element('subtitle', head.subtitle(name)),
      element('updated', dateTime(updated ?? now())),
      `<author>${element('name', name)}${element('uri', `${origin}/`)}</author>`,
      link('self', 'application/atom+xml', head.self),
      link('alternate', 'text/html', head.alternate),
      '<generator>Estante</generator>',
      ...rows.map((row) => `\n${entry(row, lang)}`),
      '\n</feed>\n',
    ].join('');
  }

  return {
    /**
     * The feed of the newest acquisitions, a library's (`libraryId`) and/or a course's
     * (`courseId`) when given.
     *
     * @throws HttpError 404 for a library or course that does not exist
     */
    async newAcquisitions(filter: AcquisitionFilter, lang: Lang): Promise<string> {
      const { libraryId, courseId } = filter;
      const [library, course] = await Promise.all([
        libraryId === null ? null : options.repository.nameOf('library', libraryId),
        courseId === null ? null : options.repository.nameOf('course', courseId),
      ]);
      if ((libraryId !== null && library === null) || (courseId !== null && course === null))
        throw notFound();
      const query = new URLSearchParams();
      if (libraryId !== null) query.set('biblioteca', String(libraryId));
      if (courseId !== null) query.set('curso', String(courseId));
      const rows = await options.repository.newAcquisitions(FEED_ENTRIES, filter);
      const narrowed = [library, course]
        .filter(Boolean)
        .map((n) => ` — ${n}`)
        .join('');
      return feed(
        {
          self: `${origin}${NEW_ACQUISITIONS_FEED}${query.size ? `?${query.toString()}` : ''}`,
          title: (site) => `${PAGE_TEXT[lang].newAcquisitions}${narrowed} — ${site}`,
          subtitle: PAGE_TEXT[lang].newAcquisitionsDescription,
          alternate:
            courseId === null
              ? `${origin}/novas_aquisicoes`
              : `${origin}/novas_aquisicoes?filtro=NA_C%3A${courseId}`,
        },
        rows,
        lang,
      );
    },

    /**
     * The newest titles a search finds (its first FEED_ENTRIES in acquisition order, newest
     * first), through the catalogue's search service: the same validation and errors as
     * GET /api/consulta (400 naming the field, 422 search_field_required without terms). The
     * order, page and size of `params` are not the feed's: they are replaced.
     */
    async search(params: SearchParams, address: URLSearchParams, lang: Lang): Promise<string> {
      const guia: SearchTab = params.guia ?? params.search_tab ?? 'pesquisa_geral';
      const { consulta } = await options.search.search(
        {
          ...params,
          ordenacao: 'aquisicao',
          direcao: 'desc',
          pagina: 1,
          tamanho: FEED_ENTRIES,
        },
        lang,
      );
      const rows = await options.repository.titles(consulta.data.map((r) => r.cod_acervo));
      const text = PAGE_TEXT[lang];
      const self = `${origin}${searchFeedHref(guia, address)}`;
      const criteria = new URLSearchParams(self.slice(self.indexOf('?') + 1));
      criteria.delete('guia');
      const { termo, linhas } = consulta.pesquisa;
      const words = termo || linhas.map((l) => l.termo).join(' ');
      const what = words ? text.resultsFor(shorten(words, 80)) : text.results;
      return feed(
        {
          self,
          title: (site) => `${what} — ${site}`,
          subtitle: (name) => text.resultsDescription(what, name),
          alternate: `${origin}/${guia}${criteria.size ? `?${criteria.toString()}` : ''}`,
        },
        rows,
        lang,
      );
    },
  };
}
