import { COPY_STATUSES, MATERIAL_TYPES } from '@estante/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/database.ts';
import { generateDemoCollection, type DemoSummary } from './generate.ts';

// The full demo collection, as the server creates it on first start (timing is not asserted).
let db: Db;
let summary: DemoSummary;

beforeAll(async () => {
  db = await openDatabase({ databaseUrl: null, dataDir: 'memory://' });
  summary = await generateDemoCollection(db.kysely, { today: new Date('2026-11-22T12:00:00Z') });
});
afterAll(() => db.close());

describe('demo generator: full collection', () => {
  it('creates at least 5,000 titles of every material type', async () => {
    expect(summary.titles).toBe(5000 + 4); // and the four in original script
    expect(Object.keys(summary.materialTypes).sort()).toEqual([...MATERIAL_TYPES].sort());
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from title where network_institution_id is null`.execute(db.kysely);
    expect(rows[0]?.n).toBe(5000 + 4);
    expect(summary.materialTypes.book).toBeGreaterThan(2000);
    expect(summary.materialTypes.thesis).toBeGreaterThan(300);
    expect(summary.materialTypes.normative_act).toBeGreaterThan(200);
  });

  it('has copies for the physical titles in every status, and about a hundred online-only titles', async () => {
    expect(summary.copies).toBeGreaterThan(8000);
    const { rows } = await sql<{ status: string }>`select distinct status from copy`.execute(
      db.kysely,
    );
    expect(rows.map((r) => r.status).sort()).toEqual([...COPY_STATUSES].sort());
    const { rows: bad } = await sql<{ n: number }>`
      select count(*)::int as n from copy where (status = 'on_loan') <> (due_on is not null)`.execute(
      db.kysely,
    );
    expect(bad[0]?.n).toBe(0);
    const { rows: none } = await sql<{ n: number }>`
      select count(*)::int as n from title t
      where network_institution_id is null and not exists (select 1 from copy c where c.title_id = t.id)`.execute(
      db.kysely,
    );
    expect(none[0]?.n).toBeGreaterThan(50);
    expect(none[0]?.n).toBeLessThan(600);
  });

  it('links most titles to authority records and keeps serial issues', async () => {
    expect(summary.authorities).toBeGreaterThan(500);
    expect(summary.titleAuthorityLinks).toBeGreaterThan(10000);
    expect(summary.serialIssues).toBeGreaterThan(1000);
    const { rows } = await sql<{ recent: number }>`
      select count(*)::int as recent from title where acquired_on >= date '2026-11-22' - 60`.execute(
      db.kysely,
    );
    expect(rows[0]?.recent).toBeGreaterThan(300);
  });

  it('finds titles by Portuguese words without accents', async () => {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from title where search @@ plainto_tsquery('estante_pt', 'educacao')`.execute(
      db.kysely,
    );
    expect(rows[0]?.n).toBeGreaterThan(100);
  });
});
