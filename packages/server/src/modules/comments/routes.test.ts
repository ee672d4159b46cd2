import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ACTIVITY,
  COMMENT_PENDING_LIMIT,
  type DeskComment,
  type MyComment,
} from '@estante/contract';
import { buildApp } from '../../app.ts';
import { saveRecords } from '../../catalogue/title-store.ts';
import type { Db } from '../../db/database.ts';
import { createDemoPatrons, DEMO_PASSWORD } from '../../demo/patrons.ts';
import { ARGON2_MINIMUM } from '../auth/settings.ts';
import { errorMessage } from '../../lib/http-errors.ts';
import { GENEROUS_RATE_LIMITS, openTestDatabase } from '../../test-support/app.ts';
import { bearer, createActivities, tokensOf } from '../../test-support/auth.ts';
import { createLibrary } from '../../test-support/factories.ts';
import { withTitleTables } from '../titles/tables.ts';
import { SAMPLE_TITLE, titleIdOf } from '../titles/test-data.ts';

let app: FastifyInstance;
let db: Db;
let titleId: number;
let otherTitleId: number;
let library: { id: number; name: string };
let marcos: string;
let ana: string;
let roberto: string;
let staff: string;
let marcosId: number;

/** SAMPLE_TITLE under another control number. */
const titleNumbered = (control: string) => ({
  ...SAMPLE_TITLE,
  fields: SAMPLE_TITLE.fields.map((f) => (f.tag === '001' ? { tag: '001', value: control } : f)),
});

const comments = () => withTitleTables(db.kysely);

beforeAll(async () => {
  db = await openTestDatabase();
  const k = db.kysely;
  await createActivities(k);
  await createDemoPatrons(k, ARGON2_MINIMUM);
  await saveRecords(k, [titleNumbered('CM-1'), titleNumbered('CM-2')]);
  titleId = await titleIdOf(k, 'CM-1');
  otherTitleId = await titleIdOf(k, 'CM-2');
  library = await createLibrary(k, { name: 'Biblioteca Central' });
  marcosId = (
    await k
      .selectFrom('person_login')
      .select('person_id')
      .where('login', '=', '20260007')
      .executeTakeFirstOrThrow()
  ).person_id;
  // Roberto's category (community member) may not comment in this test.
  const roberto_ = await k
    .selectFrom('person_login')
    .select('category_id')
    .where('login', '=', '20260013')
    .executeTakeFirstOrThrow();
  await k
    .deleteFrom('category_activity')
    .where('category_id', '=', roberto_.category_id)
    .where('activity_code', '=', ACTIVITY.comments)
    .execute();
  app = await buildApp({ db, rateLimits: GENEROUS_RATE_LIMITS });
  await app.ready();
  marcos = (await tokensOf(app, '20260007', DEMO_PASSWORD)).access_token;
  ana = (await tokensOf(app, '20260001', DEMO_PASSWORD)).access_token;
  roberto = (await tokensOf(app, '20260013', DEMO_PASSWORD)).access_token;
  staff = (await tokensOf(app, 'balcao01', DEMO_PASSWORD)).access_token;
});

afterAll(async () => {
  await app.close();
  await db.close();
});

beforeEach(async () => {
  await comments().deleteFrom('comment').execute();
  await db.kysely.deleteFrom('alert').execute();
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
  app.inject({
    method,
    url,
    headers: { ...(token ? bearer(token) : {}), 'x-idioma': '5' },
    ...(payload ? { payload } : {}),
  });

const onTitle = (token: string, payload: object, id: number | string = titleId) =>
  call('POST', `/api/comentarios/acervo/${id}`, token, payload);
const general = (token: string, payload: object) =>
  call('POST', '/api/unidade-informacao/comentario', token, payload);

const commentCount = async () =>
  Number(
    (
      await comments()
        .selectFrom('comment')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('GET /api/comentarios/acervo/{id}', () => {
  it('lists approved comments only, newest first, with the text exactly as written', async () => {
    await comments()
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
    const res = await call('GET', `/api/comentarios/acervo/${titleId}`);
    expect(res.statusCode).toBe(200);
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
    const other = await call('GET', `/api/comentarios/acervo/${otherTitleId}`);
    expect(other.json()).toEqual([]);
  });

  it.each(['999999', 'abc'])('is 404 for title %s', async (id) => {
    const res = await call('GET', `/api/comentarios/acervo/${id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ key: 'not_found' });
  });

  it('refuses blank comments, unknown statuses and a comment about nothing in the database', async () => {
    const insert = (values: Record<string, unknown>) =>
      comments()
        .insertInto('comment')
        .values(values as never)
        .execute();
    await expect(insert({ title_id: titleId, author_name: 'E', body: '   ' })).rejects.toThrow();
    await expect(
      insert({ title_id: titleId, author_name: 'E', body: 'x', status: 'hidden' }),
    ).rejects.toThrow();
    await expect(
      insert({ title_id: null, library_id: null, author_name: 'E', body: 'x' }),
    ).rejects.toThrow();
  });
});

describe('POST /api/comentarios/acervo/{id} and /api/unidade-informacao/comentario', () => {
  it('keeps a title comment pending, as typed, signed with the patron’s name, off the title page', async () => {
    const text = '<b>Excelente</b> & <img src=x onerror=alert(1)> leitura';
    const res = await onTitle(marcos, { content: text, b: library.id });
    expect(res.statusCode).toBe(201);
    const sent: MyComment = res.json();
    expect(sent).toEqual({
      cod_comentario: expect.any(Number),
      cod_acervo: titleId,
      titulo: expect.any(String),
      cod_biblioteca: library.id,
      desc_biblioteca: 'Biblioteca Central',
      texto: text,
      situacao: 'pending',
      data: expect.any(String),
      data_resposta: null,
      resposta: null,
    });
    const stored = await comments()
      .selectFrom('comment')
      .selectAll()
      .where('id', '=', sent.cod_comentario)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ person_id: marcosId, author_name: 'Marcos Vieira', body: text });
    expect((await call('GET', `/api/comentarios/acervo/${titleId}`)).json()).toEqual([]);
  });

  it('sends a general comment to a library, about no title', async () => {
    const res = await general(marcos, {
      content: 'Mais tomadas na sala de estudos, por favor.',
      b: library.id,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      cod_acervo: null,
      titulo: null,
      cod_biblioteca: library.id,
      situacao: 'pending',
    });
  });

  it.each([
    ['no library', { content: 'Bom.' }, 'comment_library_required', 'b'],
    ['a null library', { content: 'Bom.', b: null }, 'comment_library_required', 'b'],
    ['an unknown library', { content: 'Bom.', b: 999_999 }, 'comment_library_required', 'b'],
    ['library 0', { content: 'Bom.', b: 0 }, 'comment_library_required', 'b'],
    ['nothing at all (the library first)', {}, 'comment_library_required', 'b'],
    ['blank text', { content: ' \n\t ' }, 'comment_text_required', 'content'],
    ['a missing text', {}, 'comment_text_required', 'content'],
    ['a null text', { content: null }, 'comment_text_required', 'content'],
    ['a text too long', { content: 'x'.repeat(4001) }, 'comment_too_long', 'content'],
  ])(
    'refuses %s with the spec §5 message naming the field, writing nothing',
    async (_, body, key, field) => {
      // The library is filled in for the text cases (the library is checked first, as the form).
      const payload = key === 'comment_library_required' ? body : { b: library.id, ...body };
      for (const send of [() => onTitle(marcos, payload), () => general(marcos, payload)]) {
        const res = await send();
        expect(res.statusCode).toBe(422);
        expect(res.json()).toEqual({
          key,
          field,
          status: 422,
          message: errorMessage(key as 'comment_text_required', 'en', field),
        });
      }
      expect(await commentCount()).toBe(0);
    },
  );

  it('accepts a text of exactly 4,000 characters', async () => {
    const res = await onTitle(marcos, { content: 'y'.repeat(4000), b: library.id });
    expect(res.statusCode).toBe(201);
  });

  it.each(['999999', 'abc'])('is 404 for title %s, writing nothing', async (id) => {
    const res = await onTitle(marcos, { content: 'Bom.', b: library.id }, id);
    expect(res.statusCode).toBe(404);
    expect(await commentCount()).toBe(0);
  });

  it(`refuses the comment past ${COMMENT_PENDING_LIMIT} awaiting approval with the spec §8 422`, async () => {
    for (let i = 0; i < COMMENT_PENDING_LIMIT; i++) {
      const send = i % 2 === 0 ? onTitle : general;
      expect((await send(marcos, { content: `Comentário ${i}`, b: library.id })).statusCode).toBe(
        201,
      );
    }
    for (const send of [onTitle, general]) {
      const res = await send(marcos, { content: 'Mais um.', b: library.id });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        key: 'comment_pending_limit',
        message: 'Too many comments awaiting approval. The comment was not sent.',
      });
    }
    expect(await commentCount()).toBe(COMMENT_PENDING_LIMIT);
    // Another patron has a limit of their own.
    expect((await onTitle(ana, { content: 'O meu.', b: library.id })).statusCode).toBe(201);
    // Once the library answers one, the patron may send again.
    const [first] = (await call('GET', '/api/balcao/comentarios', staff)).json() as DeskComment[];
    await call('POST', `/api/balcao/comentarios/${first!.cod_comentario}/aprovacao`, staff, {
      situacao: 'rejected',
    });
    expect((await onTitle(marcos, { content: 'Agora sim.', b: library.id })).statusCode).toBe(201);
  });

  it('refuses a patron whose category lacks activity 13 (403), and a visitor (401)', async () => {
    const refused = await onTitle(roberto, { content: 'Bom.', b: library.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().key).toBe('comments_not_allowed');
    expect((await general(roberto, { content: 'Bom.', b: library.id })).statusCode).toBe(403);
    const visitor = await call('POST', `/api/comentarios/acervo/${titleId}`, undefined, {
      content: 'Bom.',
      b: library.id,
    });
    expect(visitor.statusCode).toBe(401);
    expect(await commentCount()).toBe(0);
  });
});

describe('the patron’s own comments', () => {
  let first: MyComment;
  let second: MyComment;
  let generalOne: MyComment;
  let anas: MyComment;

  beforeEach(async () => {
    first = (await onTitle(marcos, { content: 'Primeiro.', b: library.id })).json();
    second = (await onTitle(marcos, { content: 'Segundo.', b: library.id }, otherTitleId)).json();
    generalOne = (await general(marcos, { content: 'Geral.', b: library.id })).json();
    anas = (await onTitle(ana, { content: 'Da Ana.', b: library.id })).json();
    await comments()
      .updateTable('comment')
      .set({ created_at: '2026-03-01T12:00:00Z' })
      .where('id', '=', first.cod_comentario)
      .execute();
  });

  it('GET /api/comentarios/usuario lists every one of the patron’s, newest first, by status and day', async () => {
    const all = (await call('GET', '/api/comentarios/usuario', marcos)).json() as MyComment[];
    expect(all.map((c) => c.cod_comentario)).toEqual([
      generalOne.cod_comentario,
      second.cod_comentario,
      first.cod_comentario,
    ]);
    const march = await call(
      'GET',
      '/api/comentarios/usuario?dataIni=2026-03-01&dataFim=2026-03-01',
      marcos,
    );
    expect(march.json().map((c: MyComment) => c.texto)).toEqual(['Primeiro.']);
    const approved = await call('GET', '/api/comentarios/usuario?situacao=approved', marcos);
    expect(approved.json()).toEqual([]);
    const backwards = await call(
      'GET',
      '/api/comentarios/usuario?dataIni=2026-03-02&dataFim=2026-03-01',
      marcos,
    );
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json()).toMatchObject({ key: 'dates_out_of_order', field: 'dataIni' });
  });

  it('GET /api/comentarios/usuario/acervos counts the patron’s comments per title', async () => {
    await call('POST', `/api/balcao/comentarios/${first.cod_comentario}/aprovacao`, staff, {
      situacao: 'approved',
    });
    await onTitle(marcos, { content: 'Outro no mesmo.', b: library.id });
    const res = await call('GET', '/api/comentarios/usuario/acervos', marcos);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        cod_acervo: titleId,
        titulo: expect.any(String),
        total: 2,
        pendentes: 1,
        aprovados: 1,
        recusados: 0,
        ultimo: expect.any(String),
      },
      {
        cod_acervo: otherTitleId,
        titulo: expect.any(String),
        total: 1,
        pendentes: 1,
        aprovados: 0,
        recusados: 0,
        ultimo: expect.any(String),
      },
    ]);
  });

  it('GET /api/comentarios/usuario/acervo/{id} shows only the patron’s on that title', async () => {
    const mine = await call('GET', `/api/comentarios/usuario/acervo/${titleId}`, marcos);
    expect(mine.json().map((c: MyComment) => c.cod_comentario)).toEqual([first.cod_comentario]);
    const hers = await call('GET', `/api/comentarios/usuario/acervo/${titleId}`, ana);
    expect(hers.json().map((c: MyComment) => c.cod_comentario)).toEqual([anas.cod_comentario]);
    expect((await call('GET', '/api/comentarios/usuario/acervo/999999', marcos)).statusCode).toBe(
      404,
    );
  });

  it('DELETE /api/comentarios/usuario/{id}: own comment only; another’s is 404 and stays', async () => {
    const refused = await call('DELETE', `/api/comentarios/usuario/${anas.cod_comentario}`, marcos);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().key).toBe('not_found');
    expect(await commentCount()).toBe(4);
    const done = await call(
      'DELETE',
      `/api/comentarios/usuario/${generalOne.cod_comentario}`,
      marcos,
    );
    expect(done.statusCode).toBe(204);
    expect(await commentCount()).toBe(3);
    const again = await call(
      'DELETE',
      `/api/comentarios/usuario/${generalOne.cod_comentario}`,
      marcos,
    );
    expect(again.statusCode).toBe(404);
    expect((await call('DELETE', '/api/comentarios/usuario/abc', marcos)).statusCode).toBe(400);
  });
});

describe('the desk: /api/balcao/comentarios', () => {
  it('refuses a patron’s token (403) and changes nothing', async () => {
    const sent: MyComment = (await onTitle(marcos, { content: 'Bom.', b: library.id })).json();
    expect((await call('GET', '/api/balcao/comentarios', marcos)).statusCode).toBe(403);
    const res = await call(
      'POST',
      `/api/balcao/comentarios/${sent.cod_comentario}/aprovacao`,
      marcos,
      {
        situacao: 'approved',
      },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().key).toBe('staff_only');
    const row = await comments().selectFrom('comment').select('status').executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
  });

  it('lists pending comments oldest first; approving shows it on the title page and alerts the author', async () => {
    const a: MyComment = (
      await onTitle(marcos, { content: '<i>Muito bom</i>', b: library.id })
    ).json();
    const b: MyComment = (await general(ana, { content: 'Horário maior.', b: library.id })).json();
    await comments()
      .updateTable('comment')
      .set({ created_at: '2026-01-01T00:00:00Z' })
      .where('id', '=', b.cod_comentario)
      .execute();
    const queue = (await call('GET', '/api/balcao/comentarios', staff)).json() as DeskComment[];
    expect(queue.map((c) => [c.cod_comentario, c.autor])).toEqual([
      [b.cod_comentario, 'Ana Souza'],
      [a.cod_comentario, 'Marcos Vieira'],
    ]);

    const approved = await call(
      'POST',
      `/api/balcao/comentarios/${a.cod_comentario}/aprovacao`,
      staff,
      {
        situacao: 'approved',
        resposta: '  Obrigado!  ',
      },
    );
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ situacao: 'approved', resposta: 'Obrigado!' });
    expect((await call('GET', `/api/comentarios/acervo/${titleId}`)).json()).toEqual([
      expect.objectContaining({ autor: 'Marcos Vieira', texto: '<i>Muito bom</i>' }),
    ]);
    const again = await call(
      'POST',
      `/api/balcao/comentarios/${a.cod_comentario}/aprovacao`,
      staff,
      {
        situacao: 'rejected',
      },
    );
    expect(again.statusCode).toBe(422);
    expect(again.json().key).toBe('comment_already_reviewed');

    const rejected = await call(
      'POST',
      `/api/balcao/comentarios/${b.cod_comentario}/aprovacao`,
      staff,
      {
        situacao: 'rejected',
      },
    );
    expect(rejected.json()).toMatchObject({ situacao: 'rejected', resposta: null });

    const alerts = await db.kysely
      .selectFrom('alert')
      .select(['person_id', 'kind', 'title_id', 'subject_id', 'params'])
      .orderBy('id')
      .execute();
    expect(alerts).toEqual([
      {
        person_id: marcosId,
        kind: 'comment',
        title_id: titleId,
        subject_id: a.cod_comentario,
        params: { status: 'approved', title: a.titulo, reply: 'Obrigado!' },
      },
      {
        person_id: expect.any(Number),
        kind: 'comment',
        title_id: null,
        subject_id: b.cod_comentario,
        params: { status: 'rejected', title: 'Biblioteca Central', reply: null },
      },
    ]);
    // The author sees the answer in their own list.
    const mine = (await call('GET', '/api/comentarios/usuario', marcos)).json() as MyComment[];
    expect(mine[0]).toMatchObject({
      situacao: 'approved',
      resposta: 'Obrigado!',
      data_resposta: expect.any(String),
    });
    expect((await call('GET', '/api/balcao/comentarios', staff)).json()).toEqual([]);
  });

  it('is 404 for an unknown comment and 400 for a decision that is not approve or reject', async () => {
    const unknown = await call('POST', '/api/balcao/comentarios/999999/aprovacao', staff, {
      situacao: 'approved',
    });
    expect(unknown.statusCode).toBe(404);
    const sent: MyComment = (await onTitle(marcos, { content: 'Bom.', b: library.id })).json();
    const bad = await call(
      'POST',
      `/api/balcao/comentarios/${sent.cod_comentario}/aprovacao`,
      staff,
      {
        situacao: 'pending',
      },
    );
    expect(bad.statusCode).toBe(400);
    expect(await db.kysely.selectFrom('alert').selectAll().execute()).toEqual([]);
  });
});
