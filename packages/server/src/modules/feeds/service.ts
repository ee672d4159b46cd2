/**
 * The Atom 1.0 feed (RFC 4287) of new acquisitions: the titles acquired last, each an entry
 * linking to its title page; the whole catalogue's or one library's.
 */
import { notFound, type Lang } from '../../lib/http-errors.ts';
import { materialTypeLabel } from '../../lib/catalogue-labels.ts';
import { escapeXml } from '../../marc/write-marcxml.ts';
import type { WebPagesRepository } from '../web-pages/repository.ts';
import { NEW_ACQUISITIONS_FEED, PAGE_TEXT } from '../web-pages/service.ts';
import type { AcquisitionRow, FeedsRepository } from './repository.ts';

/** Entries per feed: what a reader shows, and one short index read. */
export const FEED_ENTRIES = 50;

const ATOM = 'http://www.w3.org/2005/Atom';

const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;
const link = (rel: string, type: string, href: string) =>
  `<link rel="${rel}" type="${type}" href="${escapeXml(href)}"/>`;
/** RFC 3339 date-time, to the second. */
const dateTime = (date: Date) => `${date.toISOString().slice(0, 19)}Z`;

export function feedsService(options: {
  repository: FeedsRepository;
  pages: Pick<WebPagesRepository, 'institution'>;
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
      element('published', `${row.acquired_on}T00:00:00Z`),
      element('updated', dateTime(row.updated_at)),
      ...row.authors.map((name) => `<author>${element('name', name)}</author>`),
      `<category term="${escapeXml(row.material_type)}" label="${escapeXml(materialTypeLabel(row.material_type, lang))}"/>`,
      element('summary', `${summary}.`),
      '</entry>',
    ].join('');
  }

  return {
    /**
     * The feed of the newest acquisitions, a library's when `libraryId` is given.
     *
     * @throws HttpError 404 for a library that does not exist
     */
    async newAcquisitions(libraryId: number | null, lang: Lang): Promise<string> {
      const library = libraryId === null ? null : await options.repository.libraryName(libraryId);
      if (libraryId !== null && library === null) throw notFound();
      const [rows, institution] = await Promise.all([
        options.repository.newAcquisitions(FEED_ENTRIES, libraryId),
        options.pages.institution(),
      ]);
      const text = PAGE_TEXT[lang];
      const name = institution?.name || 'Estante';
      const site = institution?.acronym || name;
      const self = `${origin}${NEW_ACQUISITIONS_FEED}${libraryId === null ? '' : `?biblioteca=${libraryId}`}`;
      // The feed changed when its newest entry did; an empty feed is as new as the request.
      const updated = rows.reduce<Date | null>(
        (latest, r) => (latest && latest > r.updated_at ? latest : r.updated_at),
        null,
      );
      return [
        '<?xml version="1.0" encoding="utf-8"?>\n',
        `<feed xmlns="${ATOM}" xml:lang="${text.locale}">`,
        element('id', self),
        element('title', `${text.newAcquisitions}${library ? ` — ${library}` : ''} — ${site}`),
        element('subtitle', text.newAcquisitionsDescription(name)),
        element('updated', dateTime(updated ?? now())),
        `<author>${element('name', name)}${element('uri', `${origin}/`)}</author>`,
        link('self', 'application/atom+xml', self),
        link('alternate', 'text/html', `${origin}/novas_aquisicoes`),
        '<generator>Estante</generator>',
        ...rows.map((row) => `\n${entry(row, lang)}`),
        '\n</feed>\n',
      ].join('');
    },
  };
}
