import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test-support/app.ts';
import type { Db } from './database.ts';

// The embedded database's own behaviour and a server that cannot be reached, which do not
// depend on TEST_DATABASE_URL: database-open.test.ts (run once, not again on PostgreSQL).

describe('database layer', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db.close());

  it('has the catalogue schema with Portuguese, accent-folding search documents', async () => {
    await db.kysely
      .insertInto('title')
      .values({
        marc: JSON.stringify({ leader: '00000nam a2200000 a 4500', fields: [] }),
        title: 'Educação das crianças',
        authors: ['Freire, Paulo'],
        subjects: ['Pedagogia'],
        material_type: 'book',
        search_extra: 'Vozes',
      })
      .execute();
    const found = await db.kysely
      .selectFrom('title')
      .select('title')
      .where(sql<boolean>`search @@ websearch_to_tsquery('estante_pt', 'educacao crianca')`)
      .execute();
    expect(found.map((r) => r.title)).toEqual(['Educação das crianças']);
    const byAuthor = await db.kysely
      .selectFrom('title')
      .select('title')
      .where(sql<boolean>`search @@ websearch_to_tsquery('estante_simple', 'freire')`)
      .execute();
    expect(byAuthor).toHaveLength(1);
  });

  it('survives a connection the server ends while it is idle, and answers the next query', async () => {
    // Two pooled connections, then the server ends every one but the asking one (as a server
    // restart or DROP DATABASE … WITH (FORCE) does): the idle one fails while nobody uses it.
    await Promise.all([
      sql`select pg_sleep(0.05)`.execute(db.kysely),
      sql`select pg_sleep(0.05)`.execute(db.kysely),
    ]);
    await sql`select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid()`.execute(db.kysely);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const { rows } = await sql<{ one: number }>`select 1 as one`.execute(db.kysely);
    expect(rows[0]?.one).toBe(1);
  });

  it('rolls a failed transaction back whole', async () => {
    await expect(
      db.kysely.transaction().execute(async (trx) => {
        await trx.insertInto('campus').values({ name: 'Campus Rollback' }).execute();
        await trx.insertInto('campus').values({ name: 'Campus Rollback' }).execute(); // unique
      }),
    ).rejects.toThrow();
    const rows = await db.kysely
      .selectFrom('campus')
      .where('name', '=', 'Campus Rollback')
      .selectAll()
      .execute();
    expect(rows).toEqual([]);
  });

  it('keeps copy status and due date consistent', async () => {
    const campus = await db.kysely
      .insertInto('campus')
      .values({ name: 'C' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const library = await db.kysely
      .insertInto('library')
      .values({
        campus_id: campus.id,
        name: 'L',
        acronym: null,
        email: null,
        phone: null,
        address: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const title = await db.kysely.selectFrom('title').select('id').executeTakeFirstOrThrow();
    const copy = {
      title_id: title.id,
      library_id: library.id,
      call_number: null,
      location: null,
      collection: null,
      volume: null,
      tome: null,
      part: null,
      acquired_on: null,
      loan_type: 'normal' as const,
    };
    await expect(
      db.kysely
        .insertInto('copy')
        .values({ ...copy, barcode: 'X1', status: 'on_loan', due_on: null })
        .execute(),
    ).rejects.toThrow();
    await db.kysely
      .insertInto('copy')
      .values({ ...copy, barcode: 'X2', status: 'on_loan', due_on: '2026-12-01' })
      .execute();
    const saved = await db.kysely
      .selectFrom('copy')
      .select(['due_on'])
      .where('barcode', '=', 'X2')
      .executeTakeFirstOrThrow();
    expect(saved.due_on).toBe('2026-12-01');
  });
});
