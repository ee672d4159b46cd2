/**
 * The sitemap (sitemaps.org 0.9): an index at /sitemap.xml naming one page per range of
 * 50,000 title ids that holds any of our titles, each page written as its titles are read.
 */
import { escapeXml } from '../../marc/write-marcxml.ts';

const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** The address of a sitemap page. */
export const sitemapPagePath = (page: number) => `/sitemaps/acervo-${page}.xml`;

/** The page number of a sitemap page's file name (`acervo-3.xml`), or null. */
export function sitemapPageOf(file: string): number | null {
  const match = /^acervo-([1-9]\d{0,5})\.xml$/.exec(file);
  return match ? Number(match[1]) : null;
}

export function sitemapIndex(origin: string, pages: { page: number; lastmod: Date }[]): string {
  const entries = pages.map(
    (p) =>
      `<sitemap><loc>${escapeXml(origin + sitemapPagePath(p.page))}</loc>` +
      `<lastmod>${p.lastmod.toISOString().slice(0, 19)}Z</lastmod></sitemap>`,
  );
  return `${HEADER}<sitemapindex xmlns="${NAMESPACE}">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** A page's `<urlset>`, in chunks of a thousand URLs as the titles come. */
export async function* sitemapUrlset(
  origin: string,
  titles: AsyncIterable<{ id: number; updatedAt: Date }>,
): AsyncGenerator<string> {
  yield `${HEADER}<urlset xmlns="${NAMESPACE}">\n`;
  let chunk = '';
  let count = 0;
  for await (const title of titles) {
    chunk +=
      `<url><loc>${escapeXml(`${origin}/acervo/${title.id}`)}</loc>` +
      `<lastmod>${title.updatedAt.toISOString().slice(0, 10)}</lastmod></url>\n`;
    if (++count % 1000 === 0) {
      yield chunk;
      chunk = '';
    }
  }
  yield `${chunk}</urlset>\n`;
}
