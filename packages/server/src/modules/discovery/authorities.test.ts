import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importMarcFile } from '../../cli/import-marc.ts';
import { repoRoot } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { buildTestApp } from '../../test-support/app.ts';

const concerto = (file: string) =>
  path.resolve(repoRoot, '../shared/data/marc/evergreen/concerto', file);

let app: FastifyInstance;
let db: Db;
let close: () => Promise<void>;

const get = (url: string) =>
  app.inject({ url }).then((r) => ({ status: r.statusCode, body: r.json() }));

beforeAll(async () => {
  ({ app, db, close } = await buildTestApp());
  for (const file of ['auth_lc.xml', 'auth_concerto.xml', 'bibs_concerto.xml']) {
    await importMarcFile(db.kysely, concerto(file));
  }
}, 120_000);
afterAll(() => close());

describe('GET /api/consulta/autoridades on real authority records', () => {
  it('finds a person by heading prefix, with see-from references and title count', async () => {
    const { status, body } = await get('/api/consulta/autoridades?termo=kabalevsky');
    expect(status).toBe(200);
    // Prefix matches come alphabetically: the name among its name/title headings.
    const headings = body.data.map((a: { cabecalho: string }) => a.cabecalho);
    expect(headings.slice(0, 3)).toContain('Kabalevsky, Dmitry Borisovich, 1904-1987');
    expect(headings.every((h: string) => h.startsWith('Kabalevsky'))).toBe(true);
    const first = body.data.find(
      (a: { cabecalho: string }) => a.cabecalho === 'Kabalevsky, Dmitry Borisovich, 1904-1987',
    );
    expect(first).toMatchObject({ tipo: 'pessoa', desc_tipo: 'Autor pessoa' });
    expect(first.remissivas_ver).toContain('Kabalewski, Dmitri, 1904-');
    expect(first.qtd_titulos).toBeGreaterThan(0);
    const linked = await db.kysely
      .selectFrom('title_authority')
      .select('title_id')
      .distinct()
      .where('authority_id', '=', first.cod_autoridade)
      .execute();
    expect(first.qtd_titulos).toBe(linked.length);
  });

  it('finds the same person by a variant (see-from) form', async () => {
    const { body } = await get('/api/consulta/autoridades?termo=Kabalewski');
    expect(body.data.map((a: { cabecalho: string }) => a.cabecalho)).toContainEqual(
      expect.stringMatching(/^Kabalevsky/),
    );
  });

  it('filters by each kind and labels it', async () => {
    const kinds = await db.kysely.selectFrom('authority').select('kind').distinct().execute();
    expect(kinds.length).toBeGreaterThan(2);
    const { body: genres } = await get('/api/consulta/autoridades?termo=a&tipo=genero_forma');
    const { body: all } = await get('/api/consulta/autoridades?termo=a');
    expect(genres.data.every((a: { tipo: string }) => a.tipo === 'genero_forma')).toBe(true);
    expect(all.total).toBeGreaterThanOrEqual(genres.total);
    const { body: people } = await get('/api/consulta/autoridades?termo=a&tipo=pessoa');
    expect(people.data.every((a: { tipo: string }) => a.tipo === 'pessoa')).toBe(true);
    expect(people.total).toBeGreaterThan(0);
  });

  it('lists the authority kinds of spec §3', async () => {
    const { body } = await get('/api/consulta/opcoes-autoridades');
    expect(body).toHaveLength(13);
    expect(body[0]).toEqual({ codigo: 'todos', descricao: 'Todos' });
  });

  it('pages, and past the last page answers an empty page with the true total', async () => {
    const { body: first } = await get('/api/consulta/autoridades?termo=a&tipo=pessoa');
    const last = Math.ceil(first.total / 20) + 1;
    const { body: past } = await get(`/api/consulta/autoridades?termo=a&tipo=pessoa&page=${last}`);
    expect(past).toMatchObject({ data: [], total: first.total, page: last });
  });

  it('is 422 for an empty term and 400 naming the field for bad kinds and pages', async () => {
    for (const termo of ['', '%20', '...']) {
      const { status, body } = await get(`/api/consulta/autoridades?termo=${termo}`);
      expect(status).toBe(422);
      expect(body).toMatchObject({ key: 'search_field_required', field: 'termo' });
    }
    expect((await get('/api/consulta/autoridades?termo=a&tipo=x')).body).toMatchObject({
      status: 400,
      field: 'tipo',
    });
    expect((await get('/api/consulta/autoridades?termo=a&page=0')).body).toMatchObject({
      status: 400,
      field: 'page',
    });
    expect((await get('/api/consulta/autoridades')).body).toMatchObject({
      status: 400,
      field: 'termo',
    });
  });
});

describe('index lists on real bibliographic records', () => {
  it('browses authors with the number of titles of each, after an import', async () => {
    const { body } = await get('/api/consulta/indice?tipo=autor&quantidade=100');
    expect(body.itens.length).toBeGreaterThan(5);
    for (const item of body.itens.slice(0, 10)) {
      const titles = await db.kysely
        .selectFrom('title')
        .select('id')
        .where((eb) => eb(eb.val(item.termo), '=', eb.fn.any('authors')))
        .execute();
      expect(item.quantidade).toBeGreaterThanOrEqual(titles.length);
    }
  });

  it('sees titles imported after the last browse', async () => {
    const before = (await get('/api/consulta/indice?tipo=titulo&quantidade=100')).body.itens.length;
    await importMarcFile(db.kysely, concerto('bibs_fre.xml'));
    const after = await get('/api/consulta/indice?tipo=titulo&termo=a&quantidade=100');
    expect(after.body.itens.length).toBeGreaterThan(0);
    const { body: all } = await get('/api/consulta/indice?tipo=titulo&quantidade=100');
    expect(all.itens.length + (all.proxima ? 1 : 0)).toBeGreaterThan(before);
    const { body: french } = await get('/api/consulta/autocompletar?termo=histoire');
    expect(french.length).toBeGreaterThan(0);
  });
});
