import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { buildTestApp } from '../test-support/app.ts';
import { generateDemoCollection } from './generate.ts';

// The demo data behind the title pages: comments in every state, usage statistics, kardex.
let app: FastifyInstance;
let db: Db;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, db, close } = await buildTestApp());
  await generateDemoCollection(db.kysely, {
    titles: 400,
    seed: 1,
    today: new Date('2026-11-22T12:00:00Z'),
  });
});
afterAll(() => close());

describe('demo data for title pages', () => {
  it('has approved, pending and rejected comments, and the API shows approved ones only', async () => {
    const { rows } = await sql<{ status: string; n: number }>`
      select status, count(*)::int as n from comment group by status order by status`.execute(
      db.kysely,
    );
    expect(rows.map((r) => r.status)).toEqual(['approved', 'pending', 'rejected']);
    const { rows: mixed } = await sql<{ title_id: number; approved: number }>`
      select title_id, count(*) filter (where status = 'approved')::int as approved from comment
      group by title_id having count(*) filter (where status <> 'approved') > 0
        and count(*) filter (where status = 'approved') > 0
      limit 1`.execute(db.kysely);
    const title = mixed[0]!;
    const body = (await app.inject({ url: `/api/comentarios/acervo/${title.title_id}` })).json();
    expect(body).toHaveLength(title.approved);
  });

  it('has usage statistics up to the current month only', async () => {
    const { rows } = await sql<{ title_id: number; last: number }>`
      select title_id, max(year * 100 + month)::int as last from title_usage_month
      group by title_id order by count(*) desc limit 1`.execute(db.kysely);
    const busiest = rows[0]!;
    expect(busiest.last).toBeLessThanOrEqual(202611);
    const years = (
      await app.inject({ url: `/api/acervo/${busiest.title_id}/dados-estatisticos/anos` })
    ).json();
    expect(years[0]).toBe(2026);
    const year = (
      await app.inject({ url: `/api/acervo/${busiest.title_id}/dados-estatisticos/dados/2026` })
    ).json();
    expect(year.total_emprestimos).toBeGreaterThan(0);
    expect(year.meses[11].emprestimos).toBe(0);
  });

  it('has serials whose kardex lists issues with contents', async () => {
    const serial = await db.kysely
      .selectFrom('serial_issue')
      .select('title_id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const issues = (await app.inject({ url: `/api/kardex/${serial.title_id}/data` })).json();
    expect(issues.length).toBeGreaterThan(0);
    const contents = (await app.inject({ url: `/api/sumario/${serial.title_id}/dados` })).json();
    expect(contents.fasciculos.length).toBeGreaterThan(0);
  });
});
