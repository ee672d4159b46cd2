/**
 * Links between titles and authority records (title_authority), matched by folded heading
 * (headingKey). Both directions are kept: a title stored after its authority links on insert,
 * and an authority stored after its titles finds them through the search index.
 */
import { sql, type Transaction } from 'kysely';
import type { AuthorityKind, Database } from '../db/schema.ts';
import type { AuthorityRowData } from './derive.ts';
import { headingKey } from './heading-key.ts';
import type { StoredRow } from './upsert.ts';

/** The folded author and subject headings of one title. */
export interface TitleHeadingKeys {
  authorKeys: string[];
  subjectKeys: string[];
}

/** Authority kinds that can be a title's author (a 1XX/7XX entry); any kind can be a subject. */
const NAME_KINDS: ReadonlySet<AuthorityKind> = new Set<AuthorityKind>([
  'person',
  'corporate',
  'meeting',
  'uniform_title',
]);
const NAME_KIND_LIST = sql.raw([...NAME_KINDS].map((k) => `'${k}'`).join(', '));

interface Link {
  t: number;
  a?: number;
  k?: string;
  r: 'author' | 'subject';
}

function updatedIds(stored: readonly StoredRow[]): number[] {
  return stored.filter((s) => !s.inserted).map((s) => s.id);
}

/**
 * Links freshly stored titles to the authorities sharing their headings. Titles that were
 * updated lose their old links first: their headings may have changed.
 */
export async function linkTitlesToAuthorities(
  trx: Transaction<Database>,
  stored: readonly StoredRow[],
  headings: readonly TitleHeadingKeys[],
): Promise<void> {
  const updated = updatedIds(stored);
  if (updated.length > 0) {
    await sql`delete from title_authority where title_id in (select value::int from json_array_elements_text(${JSON.stringify(updated)}::json))`.execute(
      trx,
    );
  }
  const links: Link[] = [];
  stored.forEach((row, i) => {
    const keys = headings[i];
    if (!keys) return;
    for (const k of new Set(keys.authorKeys)) links.push({ t: row.id, k, r: 'author' });
    for (const k of new Set(keys.subjectKeys)) links.push({ t: row.id, k, r: 'subject' });
  });
  if (links.length === 0) return;
  await sql`
    insert into title_authority (title_id, authority_id, role)
    select distinct l.t, a.id, l.r
    from json_to_recordset(${JSON.stringify(links)}::json) as l(t int, k text, r text)
    join authority a on a.heading_key = l.k
    where l.r = 'subject' or a.kind in (${NAME_KIND_LIST})
    on conflict do nothing`.execute(trx);
}

/**
 * Links freshly stored authorities to titles already in the catalogue. The full-text index
 * narrows the candidates (both text configurations: authors are indexed without stemming,
 * subjects with it); the exact match is then made on the folded headings.
 */
export async function linkAuthoritiesToTitles(
  trx: Transaction<Database>,
  stored: readonly StoredRow[],
  rows: readonly AuthorityRowData[],
): Promise<void> {
  const updated = updatedIds(stored);
  if (updated.length > 0) {
    await sql`delete from title_authority where authority_id in (select value::int from json_array_elements_text(${JSON.stringify(updated)}::json))`.execute(
      trx,
    );
  }
  const byKey = new Map<string, { id: number; kind: AuthorityKind }[]>();
  stored.forEach((s, i) => {
    const row = rows[i];
    if (!row) return;
    const list = byKey.get(row.heading_key) ?? [];
    list.push({ id: s.id, kind: row.kind });
    byKey.set(row.heading_key, list);
  });
  const headings = [...new Set(rows.map((r) => r.heading))];
  const { rows: candidates } = await sql<{ id: number; authors: string[]; subjects: string[] }>`
    with parts as (
      -- The heading's words as the search document has them (migration 0013).
      select plainto_tsquery(c.cfg::regconfig, estante_search_text(h.heading)) as q
      from json_array_elements_text(${JSON.stringify(headings)}::json) as h(heading),
        unnest(array['estante_simple', 'estante_pt']) as c(cfg)
    ), query as (
      select string_agg('(' || q::text || ')', ' | ')::tsquery as q from parts where numnode(q) > 0
    )
    select t.id, t.authors, t.subjects from title t, query
    where query.q is not null and t.search @@ query.q`.execute(trx);
  const links: Link[] = [];
  for (const title of candidates) {
    const add = (names: readonly string[], role: Link['r']) => {
      for (const name of names) {
        for (const authority of byKey.get(headingKey(name)) ?? []) {
          if (role === 'author' && !NAME_KINDS.has(authority.kind)) continue;
          links.push({ t: title.id, a: authority.id, r: role });
        }
      }
    };
    add(title.authors, 'author');
    add(title.subjects, 'subject');
  }
  if (links.length === 0) return;
  await sql`
    insert into title_authority (title_id, authority_id, role)
    select distinct l.t, l.a, l.r from json_to_recordset(${JSON.stringify(links)}::json) as l(t int, a int, r text)
    on conflict do nothing`.execute(trx);
}
