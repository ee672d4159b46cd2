import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { generateDemoCollection } from '../../demo/index.ts';
import { buildTestApp } from '../../test-support/app.ts';
import { suggestCorrections } from './routes.ts';

let app: FastifyInstance;
let db: Db;
let close: () => Promise<void>;

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });

beforeAll(async () => {
  ({ app, db, close } = await buildTestApp());
  await generateDemoCollection(db.kysely, { titles: 300, seed: 7, today: new Date('2026-11-22') });
}, 120_000);
afterAll(() => close());

describe('choice lists: /consulta/{cursos|disciplinas|professores|campus|bibliotecas}', () => {
  it('pages courses with totals, and finds them without accents', async () => {
    const all = (await get('/api/consulta/cursos')).json();
    expect(all.total).toBe(41);
    expect(all.data).toHaveLength(20);
    expect(all.page_size).toBe(20);
    const third = (await get('/api/consulta/cursos?page=3')).json();
    expect(third.data).toHaveLength(1);
    const past = (await get('/api/consulta/cursos?page=9')).json();
    expect(past).toMatchObject({ data: [], total: 41, page: 9 });
    const found = (await get('/api/consulta/cursos?search_text=ciencias%20contabeis')).json();
    expect(found.data[0]).toMatchObject({ nome: 'Ciências Contábeis', nivel: 'graduacao' });
    const one = await get(`/api/consulta/curso/${found.data[0].codigo}`);
    expect(one.json()).toEqual(found.data[0]);
  });

  it('finds disciplines by name or code and professors by part of the name', async () => {
    const byName = (await get('/api/consulta/disciplinas?search_text=didatica')).json();
    expect(byName.data.map((d: { nome: string }) => d.nome)).toContain('Didática');
    const code = byName.data[0].sigla as string;
    const byCode = (await get(`/api/consulta/disciplinas?search_text=${code}`)).json();
    expect(byCode.data[0].sigla).toBe(code);
    expect((await get('/api/consulta/disciplinas')).json().total).toBe(150);

    const professors = (await get('/api/consulta/professores')).json();
    expect(professors.total).toBe(80);
    const surname = (professors.data[0].nome as string).split(' ')[1] ?? '';
    const bySurname = (
      await get(
        `/api/consulta/professores?search_text=${encodeURIComponent(surname.toLowerCase())}`,
      )
    ).json();
    expect(bySurname.data.every((p: { nome: string }) => p.nome.includes(surname))).toBe(true);
    const one = (await get(`/api/consulta/professor/${professors.data[0].codigo}`)).json();
    expect(one).toEqual(professors.data[0]);
  });

  it('lists campuses and libraries, by campus too', async () => {
    const campuses = (await get('/api/consulta/campus')).json();
    expect(campuses.total).toBe(3);
    const joinville = campuses.data.find(
      (c: { nome_campus: string }) => c.nome_campus === 'Campus Joinville',
    );
    expect((await get(`/api/consulta/campus/${joinville.cod_campus}`)).json()).toEqual(joinville);
    const libraries = (
      await get(`/api/consulta/bibliotecas?codCampus=${joinville.cod_campus}`)
    ).json();
    expect(libraries.data).toEqual([
      expect.objectContaining({
        desc_biblioteca: 'Biblioteca Setorial de Joinville',
        sigla: 'BSJOI',
      }),
    ]);
    const central = (await get('/api/consulta/bibliotecas?search_text=CENTRAL')).json();
    expect(central.data[0].desc_biblioteca).toBe('Biblioteca Central');
    const one = await get(`/api/consulta/biblioteca/${central.data[0].cod_biblioteca}`);
    expect(one.json().desc_biblioteca).toBe('Biblioteca Central');
  });

  it('is 404 for unknown codes and 400 naming the field for bad ones', async () => {
    for (const path of ['professor', 'curso', 'campus', 'disciplina', 'biblioteca']) {
      const missing = await get(`/api/consulta/${path}/999999`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().key).toBe('not_found');
      const bad = await get(`/api/consulta/${path}/abc`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ key: 'validation_error', field: 'code' });
    }
    const page = await get('/api/consulta/cursos?page=0');
    expect(page.json()).toMatchObject({ status: 400, field: 'page' });
    const campus = await get('/api/consulta/bibliotecas?codCampus=x');
    expect(campus.json()).toMatchObject({ status: 400, field: 'codCampus' });
  });
});

describe('index lists: /consulta/opcoes-indice and /consulta/indice', () => {
  it('lists the seven index kinds, labelled in the caller language', async () => {
    const pt = (await get('/api/consulta/opcoes-indice')).json();
    expect(pt.map((o: { codigo: string }) => o.codigo)).toEqual([
      'titulo',
      'serie',
      'autor',
      'assunto',
      'chamada',
      'isbn',
      'issn',
    ]);
    const en = (await get('/api/consulta/opcoes-indice', { 'x-idioma': '5' })).json();
    expect(en[4].descricao).toBe('Call number');
  });

  it('browses subjects alphabetically from a term, accent-insensitively, with counts', async () => {
    const page = (
      await get('/api/consulta/indice?tipo=assunto&termo=educacao&quantidade=5')
    ).json();
    expect(page.itens[0]).toMatchObject({ termo: 'Educação', chave: 'educacao' });
    expect(page.itens[0].quantidade).toBeGreaterThan(0);
    const keys = page.itens.map((i: { chave: string }) => i.chave);
    expect([...keys].sort()).toEqual(keys);
    expect(page.anterior).toBe('educacao');
    expect(page.proxima).not.toBeNull();
  });

  it('pages forward and back to the same headings', async () => {
    const first = (await get('/api/consulta/indice?tipo=autor&quantidade=7')).json();
    expect(first.anterior).toBeNull();
    const second = (
      await get(
        `/api/consulta/indice?tipo=autor&quantidade=7&termo=${encodeURIComponent(first.proxima)}`,
      )
    ).json();
    expect(second.itens[0].chave > first.itens[6].chave).toBe(true);
    const back = (
      await get(
        `/api/consulta/indice?tipo=autor&quantidade=7&direcao=anterior&termo=${encodeURIComponent(second.anterior)}`,
      )
    ).json();
    expect(back.itens).toEqual(first.itens);
    expect(back.anterior).toBeNull();
    const end = (await get('/api/consulta/indice?tipo=autor&quantidade=3&direcao=anterior')).json();
    expect(end.proxima).toBeNull();
    expect(end.itens).toHaveLength(3);
    const past = (await get('/api/consulta/indice?tipo=autor&termo=zzzzzz')).json();
    expect(past.itens).toEqual([]);
    expect(past.anterior).not.toBeNull();
  });

  it('browses ISBNs with or without hyphens, and titles count every title once', async () => {
    const isbns = (await get('/api/consulta/indice?tipo=isbn&quantidade=1')).json();
    const isbn = isbns.itens[0].chave as string;
    const hyphenated = `${isbn.slice(0, 3)}-${isbn.slice(3, 5)}-${isbn.slice(5)}`;
    const again = (
      await get(`/api/consulta/indice?tipo=isbn&quantidade=1&termo=${hyphenated}`)
    ).json();
    expect(again.itens[0].chave).toBe(isbn);
    const { rows } = await db.kysely
      .selectFrom('title')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('network_institution_id', 'is', null)
      .execute()
      .then((r) => ({ rows: r }));
    let counted = 0;
    let termo = '';
    for (;;) {
      const page = (
        await get(
          `/api/consulta/indice?tipo=titulo&quantidade=100&termo=${encodeURIComponent(termo)}`,
        )
      ).json();
      counted += page.itens.reduce(
        (sum: number, i: { quantidade: number }) => sum + i.quantidade,
        0,
      );
      if (!page.proxima) break;
      termo = page.proxima;
    }
    expect(counted).toBe(Number(rows[0]?.n));
  });

  it('is 400 naming the field for an unknown kind, direction or size', async () => {
    for (const [query, field] of [
      ['tipo=editora', 'tipo'],
      ['tipo=autor&direcao=lado', 'direcao'],
      ['tipo=autor&quantidade=0', 'quantidade'],
      ['tipo=autor&quantidade=101', 'quantidade'],
      ['', 'tipo'],
    ] as const) {
      const res = await get(`/api/consulta/indice?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ key: 'validation_error', field });
    }
  });
});

describe('autocomplete and "did you mean"', () => {
  it('suggests at most 10 titles, authors and subjects starting with what is typed', async () => {
    const list = (await get('/api/consulta/autocompletar?termo=educ')).json();
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(10);
    expect(list).toContainEqual(expect.objectContaining({ termo: 'Educação', tipo: 'assunto' }));
    const accented = (await get('/api/consulta/autocompletar?termo=EDUCAÇÃ')).json();
    expect(accented).toContainEqual(expect.objectContaining({ termo: 'Educação' }));
  });

  it('finds a word inside a heading when few headings start with it', async () => {
    const list = (await get('/api/consulta/autocompletar?termo=constitucional')).json();
    expect(list.some((i: { termo: string }) => /constitucional/i.test(i.termo))).toBe(true);
  });

  it('corrects a misspelt word, and suggests nothing when the term finds titles', async () => {
    const typo = (await get('/api/consulta/sugestoes?termo=educasao')).json();
    expect(typo.sugestoes[0]).toMatch(/^educa[cç][aã]o$/);
    const fine = (await get('/api/consulta/sugestoes?termo=educação')).json();
    expect(fine.sugestoes).toEqual([]);
    expect(await suggestCorrections(db.kysely, 'matematca')).toContain('matemática');
    expect(await suggestCorrections(db.kysely, 'qwxzkjq')).toEqual([]);
  });

  it('is 422 search_field_required for an empty term, 400 without one', async () => {
    for (const path of ['autocompletar', 'sugestoes']) {
      const empty = await get(`/api/consulta/${path}?termo=%20%20`);
      expect(empty.statusCode).toBe(422);
      expect(empty.json()).toMatchObject({ key: 'search_field_required', field: 'termo' });
      const missing = await get(`/api/consulta/${path}`);
      expect(missing.json()).toMatchObject({ status: 400, field: 'termo' });
    }
  });
});

describe('tab options and per-title calls', () => {
  it('lists archive fonds and series with counts', async () => {
    const options = (await get('/api/consulta/opcoes-arquivo')).json();
    expect(options.fundos.length).toBeGreaterThan(0);
    expect(options.fundos[0]).toMatchObject({ codigo: expect.stringMatching(/^Fundo /) });
    expect(options.series.length).toBeGreaterThan(0);
    const archives = await db.kysely
      .selectFrom('title')
      .select('id')
      .where('material_type', '=', 'archive')
      .where('network_institution_id', 'is', null)
      .execute();
    expect(options.tipos.reduce((s: number, t: { total: number }) => s + t.total, 0)).toBe(
      archives.length,
    );
  });

  it('counts normative acts by kind, issuing body and year', async () => {
    const options = (await get('/api/consulta/opcoes-atos-normativos')).json();
    const acts = await db.kysely
      .selectFrom('title')
      .select(['title', 'year'])
      .where('material_type', '=', 'normative_act')
      .where('network_institution_id', 'is', null)
      .execute();
    const byKind = Object.fromEntries(
      options.tipos.map((t: { codigo: string; total: number }) => [t.codigo, t.total]),
    );
    expect(byKind.lei).toBe(acts.filter((a) => a.title.startsWith('Lei ')).length);
    expect(byKind.portaria).toBe(acts.filter((a) => a.title.startsWith('Portaria')).length);
    expect(Object.values(byKind).reduce((a, b) => Number(a) + Number(b), 0)).toBe(acts.length);
    const years = options.anos.map((a: { codigo: string }) => Number(a.codigo));
    expect([...years].sort((a, b) => b - a)).toEqual(years);
  });

  it('answers related titles of the same series and which titles are indexed', async () => {
    const serialised = await db.kysely
      .selectFrom('title')
      .select(['id', 'series'])
      .where('network_institution_id', 'is', null)
      .where(({ fn }) => fn('cardinality', ['series']), '>', 0)
      .orderBy('id')
      .execute();
    const withSibling = serialised.find((t) =>
      serialised.some((o) => o.id !== t.id && o.series.some((s) => t.series.includes(s))),
    );
    expect(withSibling).toBeDefined();
    const id = withSibling?.id ?? 0;
    const related = (await get(`/api/consulta/titulos-adicionais?acervos=${id},999999`)).json();
    expect(related[0].cod_acervo).toBe(id);
    expect(related[0].titulos.length).toBeGreaterThan(0);
    expect(related[0].titulos.every((t: { cod_acervo: number }) => t.cod_acervo !== id)).toBe(true);
    expect(related[1]).toEqual({ cod_acervo: 999999, titulos: [] });

    const indexed = (await get(`/api/consulta/acervos-indexados?acervos=${id}, 999999`)).json();
    expect(indexed).toEqual([
      { cod_acervo: id, indexado: true },
      { cod_acervo: 999999, indexado: false },
    ]);
  });

  it('is 400 naming acervos for a bad list', async () => {
    for (const acervos of [
      '',
      'a,b',
      '1,,2',
      '-1',
      '99999999999',
      Array.from({ length: 101 }, (_, i) => i + 1).join(','),
    ]) {
      const res = await get(
        `/api/consulta/titulos-adicionais?acervos=${encodeURIComponent(acervos)}`,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ key: 'validation_error', field: 'acervos' });
    }
  });

  it('answers no target products and the default covers per material type', async () => {
    expect((await get('/api/consulta/produtos-target?termoPesquisa=livro')).json()).toEqual([]);
    const image = (await get('/api/consulta/imagem-padrao')).json();
    expect(image.padrao).toBe('/api/vinculos/capa-padrao/mixed');
    expect(image.tipos).toContainEqual({
      cod_tipo_obra: 'book',
      url: '/api/vinculos/capa-padrao/book',
    });
    // Every listed default cover is served.
    for (const { url } of image.tipos) {
      const cover = await app.inject({ url });
      expect(cover.statusCode, url).toBe(200);
      expect(cover.headers['content-type']).toMatch(/^image\/svg\+xml/);
    }
  });
});

describe('hostile input', () => {
  it('never answers 500 to any term on any call', async () => {
    const calls = [
      (t: string) => `/api/consulta/autocompletar?termo=${t}`,
      (t: string) => `/api/consulta/sugestoes?termo=${t}`,
      (t: string) => `/api/consulta/indice?tipo=autor&termo=${t}`,
      (t: string) => `/api/consulta/indice?tipo=isbn&direcao=anterior&termo=${t}`,
      (t: string) => `/api/consulta/autoridades?termo=${t}`,
      (t: string) => `/api/consulta/cursos?search_text=${t}`,
      (t: string) => `/api/consulta/bibliotecas?search_text=${t}`,
    ];
    const term = fc.oneof(
      fc.string(),
      fc.constantFrom("' or 1=1 --", 'a & | ! :*', '%_\\', '"', '\u0000\u0007', 'x'.repeat(10_000)),
    );
    await fc.assert(
      fc.asyncProperty(term, fc.nat(calls.length - 1), async (text, which) => {
        const res = await get((calls[which] as (t: string) => string)(encodeURIComponent(text)));
        expect(res.statusCode, `${res.body}`).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
  });
});
