import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importMarcFile } from '../../cli/import-marc.ts';
import { repoRoot } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { openTestDatabase } from '../../test-support/app.ts';
import { discoveryIndexesStale, refreshDiscoveryIndexesWithin } from './refresh.ts';

let db: Db;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

const marc = (file: string) => path.resolve(repoRoot, '../shared/data/marc', file);
const titleHeadings = async () =>
  Number(
    (
      await sql<{ n: number }>`select count(*)::int as n from index_heading
        where kind = 'titulo'`.execute(db.kysely)
    ).rows[0]?.n,
  );

describe('refreshDiscoveryIndexesWithin', () => {
  it('waits for a quick refresh: the answer sees the new titles', async () => {
    await importMarcFile(db.kysely, marc('marc4j/pride-and-prejudice-fixed.mrc'));
    expect(await discoveryIndexesStale(db.kysely)).toBe(true);
    await refreshDiscoveryIndexesWithin(db.kysely, 60_000);
    expect(await discoveryIndexesStale(db.kysely)).toBe(false);
    expect(await titleHeadings()).toBeGreaterThan(0);
  });

  it('with no time to wait, answers at once and the refresh completes in the background', async () => {
    const before = await titleHeadings();
    await importMarcFile(db.kysely, marc('evergreen/lul_fre_100.mrc'));
    await refreshDiscoveryIndexesWithin(db.kysely, 0);
    for (let i = 0; i < 200 && (await discoveryIndexesStale(db.kysely)); i++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(await discoveryIndexesStale(db.kysely)).toBe(false);
    expect(await titleHeadings()).toBeGreaterThan(before);
  });

  it('reports a failed background refresh instead of throwing', async () => {
    await importMarcFile(db.kysely, marc('evergreen/RDA/RDA_record_DVD_Jorge_Mautner.mrc'));
    await sql`alter materialized view index_heading rename to index_heading_away`.execute(
      db.kysely,
    );
    const errors: unknown[] = [];
    try {
      await refreshDiscoveryIndexesWithin(db.kysely, 60_000, (error) => errors.push(error));
    } finally {
      await sql`alter materialized view index_heading_away rename to index_heading`.execute(
        db.kysely,
      );
    }
    expect(errors).toHaveLength(1);
    expect(await discoveryIndexesStale(db.kysely)).toBe(true);
  });
});
