import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { saveRecords } from '../../catalogue/title-store.ts';
import type { Db } from '../../db/database.ts';
import { buildTestApp } from '../../test-support/app.ts';
import { withTitleTables } from '../titles/tables.ts';
import { SAMPLE_TITLE, titleIdOf } from '../titles/test-data.ts';

let app: FastifyInstance;
let db: Db;
let close: () => Promise<void>;
let titleId: number;

beforeAll(async () => {
  ({ app, db, close } = await buildTestApp());
  await saveRecords(db.kysely, [SAMPLE_TITLE]);
  titleId = await titleIdOf(db.kysely, 'EST-T-1');
  await withTitleTables(db.kysely)
    .insertInto('comment')
    .values([
      {
        title_id: titleId,
        author_name: 'Ana',
        body: 'Ótimo livro.',
        status: 'approved',
        created_at: '2026-01-10T10:00:00Z',
        reviewed_at: '2026-01-11T10:00:00Z',
      },
      {
        title_id: titleId,
        author_name: 'Bruno',
        body: '<script>alert(1)</script> **negrito**',
        status: 'approved',
        created_at: '2026-02-10T10:00:00Z',
        reviewed_at: '2026-02-11T10:00:00Z',
      },
      { title_id: titleId, author_name: 'Carla', body: 'Ainda não aprovado.', status: 'pending' },
      {
        title_id: titleId,
        author_name: 'Davi',
        body: 'Recusado.',
        status: 'rejected',
        reviewed_at: '2026-03-01T10:00:00Z',
      },
    ])
    .execute();
});
afterAll(() => close());

describe('GET /api/comentarios/acervo/{id}', () => {
  it('lists approved comments only, newest first, with the text exactly as written', async () => {
    const res = await app.inject({ url: `/api/comentarios/acervo/${titleId}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual([
      {
        cod_comentario: expect.any(Number),
        autor: 'Bruno',
        texto: '<script>alert(1)</script> **negrito**',
        data: '2026-02-10T10:00:00.000Z',
      },
      {
        cod_comentario: expect.any(Number),
        autor: 'Ana',
        texto: 'Ótimo livro.',
        data: '2026-01-10T10:00:00.000Z',
      },
    ]);
  });

  it('is an empty list for a title without approved comments', async () => {
    await saveRecords(db.kysely, [
      {
        ...SAMPLE_TITLE,
        fields: SAMPLE_TITLE.fields.map((f) =>
          f.tag === '001' ? { tag: '001', value: 'EST-T-2' } : f,
        ),
      },
    ]);
    const other = await titleIdOf(db.kysely, 'EST-T-2');
    const res = await app.inject({ url: `/api/comentarios/acervo/${other}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it.each(['999999', 'abc'])('is 404 for title %s', async (id) => {
    const res = await app.inject({ url: `/api/comentarios/acervo/${id}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ key: 'not_found' });
  });

  it('refuses blank comments and unknown statuses in the database', async () => {
    const comments = withTitleTables(db.kysely);
    await expect(
      comments
        .insertInto('comment')
        .values({ title_id: titleId, author_name: 'E', body: '   ' })
        .execute(),
    ).rejects.toThrow();
    await expect(
      comments
        .insertInto('comment')
        .values({ title_id: titleId, author_name: 'E', body: 'x', status: 'hidden' as 'pending' })
        .execute(),
    ).rejects.toThrow();
  });
});
