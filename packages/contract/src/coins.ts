import type { SearchRecord } from './search.ts';
import type { TitleDetail } from './titles.ts';

/** What a COinS span says of a title (both the title page and a search result have it). */
export interface CoinsFacts {
  /** The title page's address (rft_id). */
  url: string;
  /** Material type (title.material_type): picks the OpenURL format. */
  materialType: string;
  title: string;
  subtitle: string | null;
  authors: readonly string[];
  year: number | null;
  publisher: string | null;
  place: string | null;
  edition: string | null;
  isbns: readonly string[];
  issns: readonly string[];
}

const FORMAT = 'info:ofi/fmt:kev:mtx:';

/**
 * The ContextObject (OpenURL 1.0 KEV, Z39.88-2004) of a COinS span's `title`: book for books
 * and e-books, journal for serials and articles, dissertation for theses, Dublin Core for the
 * rest — what Zotero's COinS reader understands. Values are percent-encoded; the attribute
 * still needs HTML escaping (`&`), which React and the server's writer do.
 */
export function coinsContext(facts: CoinsFacts): string {
  const title = facts.subtitle ? `${facts.title}: ${facts.subtitle}` : facts.title;
  const pairs: [string, string][] = [['ctx_ver', 'Z39.88-2004']];
  const put = (key: string, value: string | number | null | undefined) => {
    if (value !== null && value !== undefined && String(value).trim() !== '')
      pairs.push([key, String(value).trim()]);
  };
  const date = facts.year === null ? null : String(facts.year);
  switch (facts.materialType) {
    case 'book':
    case 'ebook':
      put('rft_val_fmt', `${FORMAT}book`);
      put('rft.genre', 'book');
      put('rft.btitle', title);
      break;
    case 'serial':
    case 'article':
      put('rft_val_fmt', `${FORMAT}journal`);
      put('rft.genre', facts.materialType === 'serial' ? 'journal' : 'article');
      put(facts.materialType === 'serial' ? 'rft.jtitle' : 'rft.atitle', title);
      break;
    case 'thesis':
      put('rft_val_fmt', `${FORMAT}dissertation`);
      put('rft.title', title);
      break;
    default:
      put('rft_val_fmt', `${FORMAT}dc`);
      put('rft.title', title);
      put('rft.type', facts.materialType);
  }
  const dc = pairs.some(([k, v]) => k === 'rft_val_fmt' && v.endsWith(':dc'));
  for (const author of facts.authors) put(dc ? 'rft.creator' : 'rft.au', author);
  put('rft.date', date);
  if (facts.materialType === 'thesis') put('rft.inst', facts.publisher);
  else put(dc ? 'rft.publisher' : 'rft.pub', facts.publisher);
  if (!dc) put('rft.place', facts.place);
  if (!dc) put('rft.edition', facts.edition);
  for (const isbn of facts.isbns) put('rft.isbn', isbn);
  for (const issn of facts.issns) put('rft.issn', issn);
  put('rft_id', facts.url);
  return pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
}

/** A title page's COinS facts. */
export const coinsOfTitle = (title: TitleDetail, origin: string): CoinsFacts => ({
  url: `${origin}/acervo/${title.cod_acervo}`,
  materialType: title.cod_tipo_obra,
  title: title.titulo,
  subtitle: title.subtitulo,
  authors: title.autores.map((a) => a.nome),
  year: title.ano_publicacao,
  publisher: title.editora,
  place: title.local,
  edition: title.edicao,
  isbns: title.isbn,
  issns: title.issn,
});

/** A search result's COinS facts. */
export const coinsOfRecord = (record: SearchRecord, origin: string): CoinsFacts => ({
  url: `${origin}/acervo/${record.cod_acervo}`,
  materialType: record.cod_tipo_obra,
  title: record.titulo,
  subtitle: record.subtitulo,
  authors: record.autores,
  year: record.ano_publicacao,
  publisher: record.editora,
  place: record.local,
  edition: record.edicao,
  isbns: record.isbn,
  issns: record.issn,
});
