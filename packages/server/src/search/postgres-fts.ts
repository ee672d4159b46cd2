/**
 * The PostgreSQL full-text backend: GIN-indexed `title.search` (migration 0003), ts_rank with
 * the document weights (title 1.0 > author 0.4 > subject 0.2 > the rest 0.1) plus exact-title
 * and phrase boosts. A search is counted first, then paged over narrow rows (id and one sort
 * key) in whichever way the count says is cheaper; the wide rows of the page are read
 * afterwards by the caller (DESIGN gotcha). Facet counts are exact up to FACET_SAMPLE matches;
 * above, they are estimated from a sample and the answer says so.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { FACET_LETTERS, type FilterKind } from '@estante/contract';
import type { Database } from '../db/schema.ts';
import type {
  FacetAnswer,
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
import { FACET_SOURCES, MATCH_SET_COLUMNS, MATCH_SET_JOINS } from './facets.ts';
import { normaliseText, wordsOf } from './query-text.ts';

type Fragment = RawBuilder<unknown>;

/**
 * The most matches facets are counted exactly over. A larger match set is counted on its first
 * FACET_SAMPLE matches (storage order), each count scaled by matches / FACET_SAMPLE, and the
 * answer says the counts are estimates: counting every one of 186,000 matches of a common word
 * at a million titles costs seconds on PostgreSQL (the memory index counts them exactly).
 */
export const FACET_SAMPLE = 5_000;

/**
 * From this many matches on, a page in a column order is found by walking that column's index
 * (reading about catalogue size / matches rows per row kept); below it, the matches are sorted.
 */
const INDEX_WALK_MIN_MATCHES = 10_000;
/** Deeper pages than this are sorted from the matches: a walk would read too far. */
const INDEX_WALK_MAX_DEPTH = 1_000;

/**
 * Runs the statements of one search with PostgreSQL's JIT compiler off. The facet statement's
 * estimated cost crosses the JIT threshold on large catalogues, and compiling its 20 grouped
 * sub-queries took ~270 ms of a 500 ms answer (EXPLAIN ANALYZE at 20,000 titles); the plans
 * themselves run in milliseconds. `SET LOCAL` keeps the setting inside this transaction.
 */
async function withoutJit<T>(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<T>) {
  return db.transaction().execute(async (trx) => {
    await sql`set local jit = off`.execute(trx);
    return work(trx);
  });
}

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

/** Options of the backend; the defaults are what the server uses. */
export interface PostgresFtsOptions {
  /** Most matches facets are counted exactly over (FACET_SAMPLE). */
  facetSample?: number;
  /** Matches from which a page is found by walking a sort index (INDEX_WALK_MIN_MATCHES). */
  indexWalkMinMatches?: number;
}

/** The backend over one Kysely handle (PGlite or a pg Pool). */
export function postgresFtsBackend(
  db: Kysely<Database>,
  options: PostgresFtsOptions = {},
): SearchBackend {
  const facetSample = options.facetSample ?? FACET_SAMPLE;
  const indexWalkMinMatches = options.indexWalkMinMatches ?? INDEX_WALK_MIN_MATCHES;
  return {
    async search(query: SearchQuery, page: PageRequest): Promise<SearchHits> {
      const key = page.sort === 'relevance' ? rankExpression(query) : SORT_COLUMNS[page.sort];
      const direction = page.descending ? sql`desc` : sql`asc`;
      const order = sql`${direction} nulls last`;
      const where = sql`${whereOf(query)} and ${filtersCondition(query.filters)}`;
      return withoutJit(db, async (trx) => {
        // The count first: it reads the GIN index and the matching rows once, and tells which
        // way the page is cheaper to find.
        const counted = await sql<{ total: number }>`
          select count(*)::int as total from title t where ${where}`.execute(trx);
        const total = Number(counted.rows[0]?.total ?? 0);
        if (page.offset >= total) return { total, ids: [] };
        // Many matches: walk a sort index (title_year_sort…) and stop after the page, a few
        // rows read per row kept. Few matches: that walk would read most of the catalogue
        // before finding 20 (3.4 s for a word in no title of a million), so sort the matches.
        const walk =
          page.sort !== 'relevance' &&
          total >= indexWalkMinMatches &&
          page.offset + page.limit <= INDEX_WALK_MAX_DEPTH;
        const paged = walk
          ? await sql<{ id: number }>`
              select t.id from title t where ${where}
              order by ${key} ${order}, t.id ${direction}
              limit ${page.limit} offset ${page.offset}`.execute(trx)
          : await sql<{ id: number }>`
              with m as materialized (select t.id, ${key} as k from title t where ${where})
              select id from m order by k ${order}, id ${direction}
              limit ${page.limit} offset ${page.offset}`.execute(trx);
        return { total, ids: paged.rows.map((r) => Number(r.id)) };
      });
    },

    async facets(query: SearchQuery): Promise<FacetAnswer> {
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
      // s: the ids of the first facetSample + 1 matches (one more tells "there are more");
      // m: the narrow rows of at most facetSample of them, with their holdings, plans and areas.
      const { rows, matches } = await withoutJit(db, async (trx) => {
        const { rows } = await sql<{
          letter: FilterKind | '#';
          code: string;
          label: string | null;
          total: number;
          unfiltered: number;
        }>`
        with s as materialized (
          select t.id from title t where ${whereOf(query)} limit ${facetSample + 1}
        ),
        m as materialized (
          select t.id, ${MATCH_SET_COLUMNS}
          ${flags.length ? sql`, ${sql.join(flags, sql`, `)}` : sql``}
          from (select id from s limit ${facetSample}) sample
          join title t on t.id = sample.id
          ${MATCH_SET_JOINS}
        )
        ${sql.join(perLetter, sql` union all `)}
        union all select '#', null, null, (select count(*) from s)::int, 0`.execute(trx);
        const found = Number(rows.find((row) => row.letter === '#')?.total ?? 0);
        if (found <= facetSample) return { rows, matches: found };
        // More matches than the sample: how many in all, to scale the sample's counts.
        const counted = await sql<{ total: number }>`
          select count(*)::int as total from title t where ${whereOf(query)}`.execute(trx);
        return { rows, matches: Number(counted.rows[0]?.total ?? 0) };
      });
      const sampled = matches > facetSample ? facetSample : null;
      // An estimate of a value's titles among all matches: its share of the sample.
      const estimate = (count: number): number =>
        sampled === null || count === 0
          ? count
          : Math.max(1, Math.round((count * matches) / sampled));
      const counts = new Map<FilterKind, FacetCount[]>();
      for (const row of rows) {
        if (row.letter === '#') continue;
        const list = counts.get(row.letter) ?? [];
        list.push({
          code: row.code,
          label: row.label,
          total: estimate(Number(row.total)),
          unfiltered: estimate(Number(row.unfiltered)),
        });
        counts.set(row.letter, list);
      }
      return { counts, sampled };
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
