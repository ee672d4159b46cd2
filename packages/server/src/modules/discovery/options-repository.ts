import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { NORMATIVE_ACT_PREFIXES } from '../../search/normative-acts.ts';

/** A counted value of one option list. */
export interface CountRow {
  value: string;
  total: number;
}

/** Values of one subfield of one tag over the titles of one material type, with counts. */
function subfieldCounts(db: Kysely<Database>, materialType: string, tag: string, code: string) {
  return sql<CountRow>`
    select btrim(s->>'value', ' .,;:/') as value, count(distinct t.id)::int as total
    from title t, jsonb_array_elements(t.marc->'fields') f,
      jsonb_array_elements(case when jsonb_typeof(f->'subfields') = 'array'
        then f->'subfields' else '[]'::jsonb end) s
    where t.material_type = ${materialType} and t.network_institution_id is null
      and f->>'tag' = ${tag} and s->>'code' = ${code} and btrim(s->>'value', ' .,;:/') <> ''
    group by 1 order by 1`
    .execute(db)
    .then((r) => r.rows);
}

/** SQL of the tab option lists and of the per-title calls. */
export function optionsRepository(db: Kysely<Database>) {
  return {
    archiveFonds: () => subfieldCounts(db, 'archive', '351', 'a'),
    archiveSeries: () => subfieldCounts(db, 'archive', '351', 'c'),
    /** Archive records by leader/06: t manuscript, p mixed materials (a collection), others. */
    archiveRecordTypes: () =>
      sql<CountRow>`select substr(marc->>'leader', 7, 1) as value, count(*)::int as total
        from title where material_type = 'archive' and network_institution_id is null
        group by 1 order by 1`
        .execute(db)
        .then((r) => r.rows),

    normativeActKinds: () =>
      sql<CountRow>`select case ${sql.join(
        NORMATIVE_ACT_PREFIXES.map(
          ([code, prefix]) => sql`when discovery_fold(title) like ${prefix + ' %'} then ${code}`,
        ),
        sql` `,
      )} else 'outro' end as value, count(*)::int as total
        from title where material_type = 'normative_act' and network_institution_id is null
        group by 1`
        .execute(db)
        .then((r) => r.rows),

    normativeActBodies: () =>
      sql<CountRow>`select authors[1] as value, count(*)::int as total from title
        where material_type = 'normative_act' and network_institution_id is null
          and cardinality(authors) > 0
        group by 1 order by 1`
        .execute(db)
        .then((r) => r.rows),

    normativeActYears: () =>
      sql<CountRow>`select year::text as value, count(*)::int as total from title
        where material_type = 'normative_act' and network_institution_id is null
          and year is not null
        group by year order by year desc`
        .execute(db)
        .then((r) => r.rows),

    /** Titles sharing a series with each given title, newest first, up to `limit` each. */
    sameSeries: (ids: number[], limit: number) =>
      sql<{ source: number; id: number; title: string; year: number | null }>`
        select g.id as source, r.id, r.title, r.year from title g
        cross join lateral (select t.id, t.title, t.year from title t
          where t.series && g.series and t.id <> g.id and t.network_institution_id is null
          order by t.year desc nulls last, t.id limit ${limit}) r
        where g.id = any(${ids}::int[]) and cardinality(g.series) > 0`
        .execute(db)
        .then((r) => r.rows),

    /** Other editions or copies of the same work: same folded title and first author. */
    sameWork: (ids: number[], limit: number) =>
      sql<{ source: number; id: number; title: string; year: number | null }>`
        select g.id as source, r.id, r.title, r.year from title g
        cross join lateral (select t.id, t.title, t.year from title t
          where discovery_fold(t.title) = discovery_fold(g.title) and t.id <> g.id
            and t.network_institution_id is null
            and t.authors[1] is not distinct from g.authors[1]
          order by t.year desc nulls last, t.id limit ${limit}) r
        where g.id = any(${ids}::int[])`
        .execute(db)
        .then((r) => r.rows),

    /** Of the given titles, those of our collection with a non-empty search document. */
    indexed: (ids: number[]) =>
      sql<{ id: number }>`select id from title
        where id = any(${ids}::int[]) and network_institution_id is null
          and search <> ''::tsvector`
        .execute(db)
        .then((r) => new Set(r.rows.map((row) => row.id))),
  };
}

export type OptionsRepository = ReturnType<typeof optionsRepository>;
