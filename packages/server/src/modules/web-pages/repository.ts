/**
 * SQL of the pages the server writes for crawlers and link previews: which titles and
 * authorities exist, where a title is held, and the sitemap's keyset reads of our own titles.
 */
import type { Holding } from '@estante/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Title ids per sitemap page: a page covers the ids of one range, so at most this many URLs. */
export const SITEMAP_RANGE = 50_000;

export function webPagesRepository(db: Kysely<Database>) {
  return {
    /** The institution's name and acronym (the site's name) and logo, when there is one. */
    async institution(): Promise<{
      name: string;
      acronym: string | null;
      logo: string | null;
    } | null> {
      const row = await db
        .selectFrom('institution')
        .select(['name', 'acronym', 'logo_url'])
        .orderBy('id')
        .executeTakeFirst();
      return row
        ? {
            name: row.name.trim(),
            acronym: row.acronym?.trim() || null,
            logo: row.logo_url?.trim() || null,
          }
        : null;
    },

    /** Whether an authority record exists. */
    async authorityExists(id: number): Promise<boolean> {
      const row = await db
        .selectFrom('authority')
        .select('id')
        .where('id', '=', id)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The libraries holding copies of a title, by name. */
    async holdings(titleId: number): Promise<Holding[]> {
      const { rows } = await sql<{
        name: string;
        address: string | null;
        email: string | null;
        phone: string | null;
        available: number | string;
        total: number | string;
      }>`
        select l.name, l.address, l.email, l.phone,
          count(*) filter (where c.status = 'available' and c.loan_type <> 'reference') as available,
          count(*) as total
        from copy c join library l on l.id = c.library_id
        where c.title_id = ${titleId}
        group by l.id, l.name, l.address, l.email, l.phone
        order by l.name`.execute(db);
      return rows.map((r) => ({ ...r, available: Number(r.available), total: Number(r.total) }));
    },

    /**
     * The sitemap's pages: the id ranges (`id` 1 + n × SITEMAP_RANGE …) that hold any of our
     * own titles, with their last change. One pass over the title table's id index and dates.
     */
    async sitemapPages(): Promise<{ page: number; lastmod: Date }[]> {
      const { rows } = await sql<{ page: number | string; lastmod: Date | string }>`
        select (id - 1) / ${SITEMAP_RANGE} + 1 as page, max(updated_at) as lastmod
        from title where network_institution_id is null
        group by 1 order by 1`.execute(db);
      return rows.map((r) => ({ page: Number(r.page), lastmod: new Date(r.lastmod) }));
    },

    /**
     * Our own titles of a sitemap page, `batch` at a time by keyset on the id: the page is
     * written as it is read, never held whole.
     */
    async *sitemapTitles(page: number, batch = 5_000) {
      const last = page * SITEMAP_RANGE;
      let after = (page - 1) * SITEMAP_RANGE;
      for (;;) {
        const rows = await db
          .selectFrom('title')
          .select(['id', 'updated_at'])
          .where('id', '>', after)
          .where('id', '<=', last)
          .where('network_institution_id', 'is', null)
          .orderBy('id')
          .limit(batch)
          .execute();
        for (const row of rows) yield { id: row.id, updatedAt: new Date(row.updated_at) };
        if (rows.length < batch) return;
        after = rows.at(-1)!.id;
      }
    },
  };
}
export type WebPagesRepository = ReturnType<typeof webPagesRepository>;
