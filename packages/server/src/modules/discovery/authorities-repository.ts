import { sql, type Kysely } from 'kysely';
import type { AuthorityKind } from '@estante/contract';
import type { Database } from '../../db/schema.ts';

/** Authorities per page. */
export const AUTHORITY_PAGE_SIZE = 20;

/** An authority found, with its references and use. */
export interface AuthorityRow {
  id: number;
  heading: string;
  kind: string;
  see_from: string[];
  see_also: string[];
  titles: number;
  total: number;
}

/** `%`, `_` and `\` typed by a patron are literal characters in a LIKE pattern. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** SQL of the authority search. */
export function authoritiesRepository(db: Kysely<Database>) {
  return {
    /**
     * Authorities whose folded heading starts with `key`, or whose heading or see-from forms
     * contain the words of `term`: exact heading first, then prefix, then by rank and heading.
     */
    search: async (term: string, key: string, kinds: AuthorityKind[] | null, page: number) =>
      (
        await sql<AuthorityRow>`
          with q as (select plainto_tsquery('estante_simple', ${term}) as query)
          select a.id, a.heading, a.kind, a.see_from, a.see_also,
            (select count(distinct ta.title_id)::int from title_authority ta
              where ta.authority_id = a.id) as titles,
            count(*) over ()::int as total
          from authority a, q
          where (a.heading_key like ${escapeLike(key) + '%'} or a.search @@ q.query)
            ${kinds ? sql`and a.kind = any(${kinds}::text[])` : sql``}
          order by (a.heading_key = ${key}) desc,
            (a.heading_key like ${escapeLike(key) + '%'}) desc,
            -- prefix matches alphabetically (the name before its works), others by rank
            case when a.heading_key like ${escapeLike(key) + '%'} then 0
              else ts_rank(a.search, q.query) end desc,
            a.heading_key, a.id
          limit ${AUTHORITY_PAGE_SIZE} offset ${(page - 1) * AUTHORITY_PAGE_SIZE}`.execute(db)
      ).rows,
  };
}

export type AuthoritiesRepository = ReturnType<typeof authoritiesRepository>;
