/**
 * The PostgreSQL full-text backend: GIN-indexed `title.search` (migration 0003), ts_rank with
 * the document weights (title 1.0 > author 0.4 > subject 0.2 > the rest 0.1) plus exact-title
 * and phrase boosts. Matches are first reduced to narrow rows (id and one sort key), counted
 * and paged there; the wide rows of the page are read afterwards by the caller (DESIGN gotcha).
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { FACET_LETTERS, type FilterKind } from '@estante/contract';
import type { Database } from '../db/schema.ts';
import type {
  FacetCount,
  PageRequest,
  SearchBackend,
  SearchHits,
  SearchQuery,
  SortOrder,
} from './backend.ts';
import {
  filterCondition,
  filtersCondition,
  matchCondition,
  rankingTsquery,
  scopeCondition,
  termCondition,
} from './conditions.ts';
import { FACET_SOURCES, MATCH_SET_COLUMNS } from './facets.ts';
import { normaliseText, wordsOf } from './query-text.ts';

type Fragment = RawBuilder<unknown>;

/** Relevance of a title for the query: weighted rank plus boosts for the title itself. */
function rankExpression(query: SearchQuery): Fragment {
  const tsquery = rankingTsquery(query.match);
  if (!tsquery) return sql`0::real`;
  const first = query.match?.rows[0];
  const text = first ? normaliseText(first.term) : '';
  const boosts: Fragment[] = [sql`ts_rank(t.search, ${tsquery})`];
  if (text !== '' && first?.field !== 'isbn' && first?.field !== 'issn') {
    // The exact title (with or without subtitle) first, then titles holding the whole phrase.
    boosts.push(sql`case when t.title_key = estante_fold(${text})
      or estante_fold(t.title || ' ' || coalesce(t.subtitle, '')) = estante_fold(${text})
      then 2 else 0 end`);
    if (wordsOf(text).length > 1) {
      boosts.push(sql`case when ts_filter(t.search, '{a}') @@ search_phrase_query(${text})
        then 1 when t.search @@ search_phrase_query(${text}) then 0.3 else 0 end`);
    }
  }
  return sql.join(boosts, sql` + `);
}

const SORT_COLUMNS: Record<Exclude<SortOrder, 'relevance'>, Fragment> = {
  title: sql`t.title_key`,
  author: sql`t.author_key`,
  year: sql`t.year`,
  call_number: sql`t.call_number_key`,
  acquired: sql`t.acquired_on`,
  id: sql`t.id`,
};

function whereOf(query: SearchQuery): Fragment {
  return sql`${matchCondition(query.match)} and ${scopeCondition(query.scope)}`;
}

/** The backend over one Kysely handle (PGlite or a pg Pool). */
export function postgresFtsBackend(db: Kysely<Database>): SearchBackend {
  return {
    async search(query: SearchQuery, page: PageRequest): Promise<SearchHits> {
      const key = page.sort === 'relevance' ? rankExpression(query) : SORT_COLUMNS[page.sort];
      const direction = page.descending ? sql`desc` : sql`asc`;
      const { rows } = await sql<{ total: number; ids: number[] | null }>`
        with m as materialized (
          select t.id, ${key} as k from title t
          where ${whereOf(query)} and ${filtersCondition(query.filters)}
        )
        select (select count(*) from m)::int as total,
          (select array_agg(p.id order by p.n) from (
            select id, row_number() over (order by k ${direction} nulls last, id ${direction}) as n
            from m order by k ${direction} nulls last, id ${direction}
            limit ${page.limit} offset ${page.offset}) p) as ids`.execute(db);
      const row = rows[0];
      return { total: Number(row?.total ?? 0), ids: (row?.ids ?? []).map(Number) };
    },

    async facets(query: SearchQuery): Promise<Map<FilterKind, FacetCount[]>> {
      const selected = (Object.entries(query.filters) as [FilterKind, string[]][]).filter(
        ([, codes]) => codes.length > 0,
      );
      const flagName = (kind: FilterKind) => sql.ref(`f_${kind.toLowerCase()}`);
      const flags = selected.map(
        ([kind, codes]) => sql`${filterCondition(kind, codes)} as ${flagName(kind)}`,
      );
      const othersOf = (letter: FilterKind): Fragment => {
        const others = selected.filter(([kind]) => kind !== letter).map(([kind]) => kind);
        return others.length
          ? sql.join(
              others.map((k) => sql`m.${flagName(k)}`),
              sql` and `,
            )
          : sql`true`;
      };
      const perLetter = FACET_LETTERS.map((letter) => {
        const source = FACET_SOURCES[letter];
        return sql`(select ${letter}::text as letter, x.code, ${source.label} as label,
            x.total, x.unfiltered
          from (select v.code, count(*) filter (where ${othersOf(letter)})::int as total,
              count(*)::int as unfiltered
            from ${source.values}
            where v.code is not null
            group by v.code
            order by total desc, unfiltered desc, v.code
            limit ${source.limit}) x)`;
      });
      const { rows } = await sql<{
        letter: FilterKind;
        code: string;
        label: string | null;
        total: number;
        unfiltered: number;
      }>`
        with m as materialized (
          select t.id, ${MATCH_SET_COLUMNS}
          ${flags.length ? sql`, ${sql.join(flags, sql`, `)}` : sql``}
          from title t where ${whereOf(query)}
        )
        ${sql.join(perLetter, sql` union all `)}`.execute(db);
      const result = new Map<FilterKind, FacetCount[]>();
      for (const row of rows) {
        const list = result.get(row.letter) ?? [];
        list.push({
          code: row.code,
          label: row.label,
          total: Number(row.total),
          unfiltered: Number(row.unfiltered),
        });
        result.set(row.letter, list);
      }
      return result;
    },

    async hasMatches(term: string): Promise<boolean> {
      const condition = termCondition({ term, field: 'todos' });
      const { rows } = await sql<{ found: boolean }>`
        select exists (select 1 from title t
          where t.network_institution_id is null and ${condition}) as found`.execute(db);
      return rows[0]?.found === true;
    },
  };
}
