/**
 * Facet definitions for the PostgreSQL backend: for each letter, where its values come from
 * (over the match set `m`, which carries the narrow columns facets need) and, for codes that
 * are database ids, the label. Letters whose labels depend on the reader's language (T, I, Y,
 * X, R) get a null label and are translated by the search service.
 */
import { sql, type RawBuilder } from 'kysely';
import type { FacetLetter } from '@estante/contract';

type Fragment = RawBuilder<unknown>;

interface FacetSource {
  /** FROM items producing `code` (text) once per title, given the match set `m`. */
  values: Fragment;
  /** Label of `x.code`, or null to translate in the service. */
  label: Fragment;
  /** How many values to keep (the most frequent). */
  limit: number;
}

const own = (expression: Fragment): Fragment =>
  sql`m cross join lateral (select ${expression} as code) v`;
// Distinct: a record that names its author twice still counts once under that author.
const each = (array: Fragment): Fragment =>
  sql`m cross join lateral (select distinct u from unnest(${array}) as u) as v(code)`;
const nameOf = (table: string): Fragment =>
  sql`(select name from ${sql.table(table)} where id = x.code::int)`;
const itself = sql`x.code`;
const translated = sql`null::text`;

/**
 * Narrow columns of the match set the facets read (plus `id` and the filter flags). What lives
 * in other tables (copies, teaching plans, knowledge areas) is gathered here once per match,
 * one index probe per table, as distinct arrays, so the letters that need it only unnest.
 */
export const MATCH_SET_COLUMNS = sql`t.material_type, t.year, t.language, t.publisher, t.authors,
  t.subjects, t.series, t.genres, t.carriers, t.network_institution_id,
  t.cover_url is not null as has_cover, t.has_online_access, t.has_accessibility,
  left(t.call_number_key, 1) as class_digit,
  h.library_ids, h.campus_ids, h.locations, h.collections,
  p.course_ids, p.discipline_ids, p.professor_ids, ka.area_ids`;

/** The lateral joins that give MATCH_SET_COLUMNS their holdings, plan and area arrays. */
export const MATCH_SET_JOINS = sql`
  left join lateral (select array_agg(distinct c.library_id::text) as library_ids,
      array_agg(distinct l.campus_id::text) as campus_ids,
      array_agg(distinct c.location) as locations,
      array_agg(distinct c.collection) as collections
    from copy c join library l on l.id = c.library_id where c.title_id = t.id) h on true
  left join lateral (select array_agg(distinct tp.course_id::text) as course_ids,
      array_agg(distinct tp.discipline_id::text) as discipline_ids,
      array_agg(distinct tp.professor_id::text) as professor_ids
    from teaching_plan_title tpt join teaching_plan tp on tp.id = tpt.teaching_plan_id
    where tpt.title_id = t.id) p on true
  left join lateral (select array_agg(tka.knowledge_area_id::text) as area_ids
    from title_knowledge_area tka where tka.title_id = t.id) ka on true`;

/** Where each facet letter's values come from. */
export const FACET_SOURCES: Record<FacetLetter, FacetSource> = {
  B: { values: each(sql`m.library_ids`), label: nameOf('library'), limit: 50 },
  U: {
    values: each(sql`m.campus_ids`),
    label: nameOf('campus'),
    limit: 50,
  },
  T: { values: own(sql`m.material_type`), label: translated, limit: 50 },
  A: { values: each(sql`m.authors`), label: itself, limit: 30 },
  S: { values: each(sql`m.subjects`), label: itself, limit: 30 },
  Y: { values: own(sql`coalesce(m.year::text, '')`), label: translated, limit: 60 },
  I: { values: own(sql`m.language`), label: translated, limit: 30 },
  E: { values: own(sql`m.publisher`), label: itself, limit: 30 },
  C: { values: each(sql`m.course_ids`), label: nameOf('course'), limit: 30 },
  D: { values: each(sql`m.discipline_ids`), label: nameOf('discipline'), limit: 30 },
  P: { values: each(sql`m.professor_ids`), label: nameOf('professor'), limit: 30 },
  K: { values: each(sql`m.area_ids`), label: nameOf('knowledge_area'), limit: 30 },
  L: { values: each(sql`m.locations`), label: itself, limit: 30 },
  N: { values: each(sql`m.series`), label: itself, limit: 30 },
  M: { values: each(sql`m.collections`), label: itself, limit: 30 },
  G: { values: each(sql`m.genres`), label: itself, limit: 30 },
  F: { values: each(sql`m.carriers`), label: itself, limit: 30 },
  R: {
    values: own(sql`case when m.class_digit ~ '^[0-9]$' then m.class_digit end`),
    label: translated,
    limit: 10,
  },
  O: {
    values: own(sql`m.network_institution_id::text`),
    label: nameOf('network_institution'),
    limit: 50,
  },
  X: {
    values: each(sql`array_remove(array[case when m.has_cover then 'C' end,
      case when m.has_online_access then 'O' end,
      case when m.has_accessibility then 'A' end], null)`),
    label: translated,
    limit: 3,
  },
};
