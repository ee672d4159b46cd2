/**
 * SQL fragments (Kysely `sql`, every user value a bound parameter) for the PostgreSQL backend:
 * the text match, the tab's scope and the selected filters, all over the `title` row alias `t`.
 */
import { sql, type RawBuilder } from 'kysely';
import type { FilterKind } from '@estante/contract';
import { normaliseIsbn, normaliseIssn } from '../marc/describe.ts';
import type { FilterSelection, MatchSpec, SearchScope, TermCondition } from './backend.ts';
import { normativeActKindCondition } from './normative-acts.ts';
import { escapeLike, normaliseText, parseQuery, type QueryPart } from './query-text.ts';

type Fragment = RawBuilder<unknown>;

const TRUE = sql`true`;
const FALSE = sql`false`;

function partQuery(part: QueryPart): Fragment {
  if (part.kind === 'phrase') return sql`search_phrase_query(${part.text})`;
  return part.truncated
    ? sql`search_prefix_query(${part.text})`
    : sql`search_word_query(${part.text})`;
}

/**
 * The tsquery of a search box, or null when it has no word at all. Parts join by AND unless
 * the reader put OR between them; excluded parts join by AND NOT.
 */
export function tsqueryOf(text: string): Fragment | null {
  const parts = parseQuery(text);
  if (parts.length === 0) return null;
  let query: Fragment | null = null;
  for (const part of parts) {
    const one = partQuery(part);
    if (query === null) query = part.negated ? sql`!!${one}` : one;
    else if (part.negated) query = sql`(${query} && !!${one})`;
    else if (part.or) query = sql`(${query} || ${one})`;
    else query = sql`(${query} && ${one})`;
  }
  return query;
}

/** Positive parts only, for ranking (an excluded word adds nothing to relevance). */
export function rankingTsquery(spec: MatchSpec | null): Fragment | null {
  if (!spec) return null;
  const queries: Fragment[] = [];
  for (const row of spec.rows) {
    if (row.operator === 'NAO' && queries.length > 0) continue;
    if (row.field === 'isbn' || row.field === 'issn' || row.field === 'chamada') continue;
    const positive = parseQuery(row.term).filter((p) => !p.negated);
    for (const part of positive) queries.push(partQuery(part));
  }
  if (queries.length === 0) return null;
  return queries.reduce((all, q) => sql`(${all} || ${q})`);
}

/** Restriction of a field to its weights in the search document (title A, author B, subject C). */
const WEIGHTS: Partial<Record<TermCondition['field'], string>> = {
  titulo: '{a}',
  autor: '{b}',
  assunto: '{c}',
};

function isbnCondition(term: string): Fragment {
  const forms = normaliseIsbn(term.replace(/\s+/g, ''));
  if (forms.length === 0) return FALSE;
  return sql`t.isbns && ${sql.val(forms)}::text[]`;
}

function issnCondition(term: string): Fragment {
  const issn = normaliseIssn(term.replace(/\s+/g, ''));
  if (!issn) return FALSE;
  return sql`t.issns && ${sql.val([issn])}::text[]`;
}

/** Text that reads as an ISBN (10 or 13 digits, hyphens or spaces allowed) or an ISSN. */
function identifierCondition(term: string): Fragment | null {
  const compact = term.replace(/[\s-]/g, '');
  if (/^(\d{9}[\dXx]|\d{13})$/.test(compact)) return isbnCondition(compact);
  if (/^\d{7}[\dXx]$/.test(compact)) return issnCondition(compact);
  return null;
}

/** The boolean SQL of one term in one field. */
export function termCondition({ term, field }: TermCondition): Fragment {
  const text = normaliseText(term);
  switch (field) {
    case 'isbn':
      return isbnCondition(text);
    case 'issn':
      return issnCondition(text);
    case 'chamada': {
      if (text === '') return FALSE;
      return sql`t.call_number_key like ${escapeLike(text.toLowerCase()) + '%'}`;
    }
    default:
      break;
  }
  const query = tsqueryOf(text);
  const identifier = field === 'todos' ? identifierCondition(text) : null;
  if (!query) return identifier ?? FALSE;
  const indexed = sql`t.search @@ ${query}`;
  const weights = WEIGHTS[field];
  let condition: Fragment = indexed;
  // The GIN index finds candidates; the field's own text confirms them.
  if (weights) condition = sql`(${indexed} and ts_filter(t.search, ${weights}) @@ ${query})`;
  // Series and publisher: the romanized field and its original script (880), as indexed.
  else if (field === 'serie')
    condition = sql`(${indexed} and estante_stemmed(t.language, estante_search_text(array_to_string(t.series, ' ') || ' ' || estante_original_text(t.original_script, '{serie}'))) @@ ${query})`;
  else if (field === 'editora')
    condition = sql`(${indexed} and estante_stemmed(t.language, estante_search_text(coalesce(t.publisher, '') || ' ' || estante_original_text(t.original_script, '{publicacao}'))) @@ ${query})`;
  return identifier ? sql`(${condition} or ${identifier})` : condition;
}

/** The rows of a form joined left to right by E / OU / NAO. */
export function matchCondition(spec: MatchSpec | null): Fragment {
  if (!spec || spec.rows.length === 0) return TRUE;
  let condition: Fragment | null = null;
  for (const row of spec.rows) {
    const one = termCondition(row);
    if (condition === null) condition = one;
    else if (row.operator === 'OU') condition = sql`(${condition} or ${one})`;
    else if (row.operator === 'NAO') condition = sql`(${condition} and not ${one})`;
    else condition = sql`(${condition} and ${one})`;
  }
  return condition ?? TRUE;
}

/**
 * The record has this value in one subfield of one tag, trimmed of ISBD punctuation the way
 * `/consulta/opcoes-arquivo` lists it. Only used inside a tab's material type (a few thousand
 * records), so reading the MARC record needs no index.
 */
function subfieldEquals(tag: string, code: string, value: string): Fragment {
  return sql`exists (select 1 from jsonb_array_elements(t.marc->'fields') f,
    jsonb_array_elements(case when jsonb_typeof(f->'subfields') = 'array'
      then f->'subfields' else '[]'::jsonb end) s
    where f->>'tag' = ${tag} and s->>'code' = ${code}
      and btrim(s->>'value', ' .,;:/') = ${value})`;
}

/** The tab's scope: own collection or network, material type, flags, period, teaching plans. */
export function scopeCondition(scope: SearchScope): Fragment {
  const parts: Fragment[] = [
    scope.network
      ? sql`t.network_institution_id is not null`
      : sql`t.network_institution_id is null`,
  ];
  if (scope.materialType) parts.push(sql`t.material_type = ${scope.materialType}`);
  if (scope.onlineOnly) parts.push(sql`t.has_online_access`);
  if (scope.accessibleOnly) parts.push(sql`t.has_accessibility`);
  if (scope.acquiredSince) parts.push(sql`t.acquired_on >= ${scope.acquiredSince}::date`);
  const archive = scope.archive;
  if (archive?.fonds !== undefined) parts.push(subfieldEquals('351', 'a', archive.fonds));
  if (archive?.series !== undefined) parts.push(subfieldEquals('351', 'c', archive.series));
  if (archive?.recordType !== undefined) {
    parts.push(sql`substr(t.marc->>'leader', 7, 1) = ${archive.recordType}`);
  }
  if (scope.actKind) parts.push(normativeActKindCondition(scope.actKind));
  const plan = scope.teachingPlan;
  if (plan) {
    const planParts: Fragment[] = [sql`tpt.title_id = t.id`];
    if (plan.courseId !== undefined) planParts.push(sql`tp.course_id = ${plan.courseId}`);
    if (plan.disciplineId !== undefined)
      planParts.push(sql`tp.discipline_id = ${plan.disciplineId}`);
    if (plan.professorId !== undefined) planParts.push(sql`tp.professor_id = ${plan.professorId}`);
    parts.push(sql`exists (select 1 from teaching_plan_title tpt
      join teaching_plan tp on tp.id = tpt.teaching_plan_id
      where ${sql.join(planParts, sql` and `)})`);
  }
  return sql.join(parts, sql` and `);
}

const ints = (codes: string[]) => sql.val(codes.map(Number));

/** The boolean SQL of one filter letter (any of its codes). Codes were validated before. */
export function filterCondition(kind: FilterKind, codes: string[]): Fragment {
  const texts = sql.val(codes);
  switch (kind) {
    case 'T':
      return sql`t.material_type = any(${texts}::text[])`;
    case 'Y': {
      const years = codes.filter((c) => c !== '').map(Number);
      const noDate = codes.includes('');
      const byYear = sql`t.year = any(${sql.val(years)}::int[])`;
      return noDate ? sql`(t.year is null or ${byYear})` : byYear;
    }
    case 'I':
      return sql`t.language = any(${texts}::text[])`;
    case 'A':
      return sql`t.authors && ${texts}::text[]`;
    case 'S':
      return sql`t.subjects && ${texts}::text[]`;
    case 'N':
      return sql`t.series && ${texts}::text[]`;
    case 'G':
      return sql`t.genres && ${texts}::text[]`;
    case 'F':
      return sql`t.carriers && ${texts}::text[]`;
    case 'E':
      return sql`t.publisher = any(${texts}::text[])`;
    case 'R':
      return sql`left(t.call_number_key, 1) = any(${sql.val(codes.map((c) => c.slice(0, 1)))}::text[])`;
    case 'O':
      return sql`t.network_institution_id = any(${ints(codes)}::int[])`;
    case 'X': {
      const flags: Fragment[] = [];
      if (codes.includes('C')) flags.push(sql`t.cover_url is not null`);
      if (codes.includes('O')) flags.push(sql`t.has_online_access`);
      if (codes.includes('A')) flags.push(sql`t.has_accessibility`);
      return flags.length ? sql`(${sql.join(flags, sql` or `)})` : FALSE;
    }
    case 'B':
      return sql`exists (select 1 from copy c where c.title_id = t.id and c.library_id = any(${ints(codes)}::int[]))`;
    case 'U':
      return sql`exists (select 1 from copy c join library l on l.id = c.library_id
        where c.title_id = t.id and l.campus_id = any(${ints(codes)}::int[]))`;
    case 'L':
      return sql`exists (select 1 from copy c where c.title_id = t.id and c.location = any(${texts}::text[]))`;
    case 'M':
      return sql`exists (select 1 from copy c where c.title_id = t.id and c.collection = any(${texts}::text[]))`;
    case 'C':
    case 'NA_C':
      return planFilter(sql`tp.course_id`, codes);
    case 'D':
      return planFilter(sql`tp.discipline_id`, codes);
    case 'P':
      return planFilter(sql`tp.professor_id`, codes);
    case 'K':
    case 'NA_A':
      return sql`exists (select 1 from title_knowledge_area tka
        where tka.title_id = t.id and tka.knowledge_area_id = any(${ints(codes)}::int[]))`;
  }
}

function planFilter(column: Fragment, codes: string[]): Fragment {
  return sql`exists (select 1 from teaching_plan_title tpt
    join teaching_plan tp on tp.id = tpt.teaching_plan_id
    where tpt.title_id = t.id and ${column} = any(${ints(codes)}::int[]))`;
}

/** Every selected filter, letters joined by AND; `except` leaves one letter out (facets). */
export function filtersCondition(filters: FilterSelection, except?: FilterKind): Fragment {
  const parts: Fragment[] = [];
  for (const [kind, codes] of Object.entries(filters) as [FilterKind, string[]][]) {
    if (kind === except || codes.length === 0) continue;
    parts.push(filterCondition(kind, codes));
  }
  return parts.length ? sql.join(parts, sql` and `) : TRUE;
}
