import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentKey } from '../../catalogue/content-key.ts';
import type { MarcRecord } from '../../marc/record.ts';
import { openTestDatabase } from '../../test-support/app.ts';
import type { Db } from '../database.ts';
import { down, up } from './0011-title-content-key.ts';

let db: Db;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

const record = (title: string, id?: string): MarcRecord => ({
  leader: '00000nam a2200000 a 4500',
  fields: [
    ...(id ? [{ tag: '001', value: id }] : []),
    { tag: '245', ind1: '0', ind2: '0', subfields: [{ code: 'a', value: title }] },
  ],
});

describe('migration 0011: content key of titles without 001', () => {
  it('keys the titles stored before it, the oldest of each duplicate set only', async () => {
    // Migrations are typed over no schema at all.
    const untyped = db.kysely as unknown as Kysely<unknown>;
    await down(untyped);
    const insert = (title: string, id?: string) =>
      sql`insert into title (control_number, marc, title, material_type)
          values (${id ?? null}, ${JSON.stringify(record(title, id))}::jsonb, ${title}, 'book')`.execute(
        db.kysely,
      );
    // What earlier imports left: the same record without 001 stored twice.
    await insert('Sem número');
    await insert('Sem número');
    await insert('Outro');
    await insert('Com número', 'N1');
    await up(untyped);

    const rows = await db.kysely
      .selectFrom('title')
      .select(['title', 'content_key'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { title: 'Sem número', content_key: contentKey(record('Sem número')) },
      { title: 'Sem número', content_key: null },
      { title: 'Outro', content_key: contentKey(record('Outro')) },
      { title: 'Com número', content_key: null },
    ]);
  });
});
