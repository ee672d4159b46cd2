/**
 * Helpers of the search tests that compare the two backends on real records (original script,
 * CJK): one search asked of both, and the titles holding an original-script text.
 */
import type { SearchField } from '@estante/contract';
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { Db } from '../db/database.ts';
import type { PageRequest, SearchBackend } from '../search/backend.ts';
import type { MemorySearchBackend } from '../search/memory-backend.ts';

/** Fields the memory index answers itself; the others (publisher, series…) go to PostgreSQL. */
const INDEXED_FIELDS = new Set<SearchField>(['todos', 'titulo', 'autor', 'assunto']);
const BY_ID: PageRequest = { sort: 'id', descending: false, offset: 0, limit: 500 };

/**
 * A search of one term in one field, asked of both backends: equal answers, the memory index
 * answering the fields it indexes itself. Resolves to the ids found, by id.
 */
export function searchBoth(postgres: SearchBackend, memory: MemorySearchBackend) {
  return async (term: string, field: SearchField = 'todos'): Promise<number[]> => {
    const query = {
      match: { rows: [{ term, field, operator: 'E' as const }] },
      scope: { network: false },
      filters: {},
    };
    const expected = await postgres.search(query, BY_ID);
    const actual = await memory.search(query, BY_ID);
    expect(actual, term).toEqual(expected);
    expect(memory.answeredLast, `${term}: answered by the memory index`).toBe(
      INDEXED_FIELDS.has(field),
    );
    return expected.ids;
  };
}

/** Titles (ids in order) whose original-script text of one of `fields` contains `text`. */
export async function titlesWithOriginal(
  db: Db,
  text: string,
  fields: string[],
): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    select distinct t.id from title t, jsonb_array_elements(t.original_script) e
    where e->>'campo' = any(${sql.val(fields)}::text[]) and strpos(e->>'texto', ${text}) > 0
    order by t.id`.execute(db.kysely);
  return rows.map((r) => r.id);
}
