import path from 'node:path';
import fc from 'fast-check';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importMarcFile } from '../../cli/import-marc.ts';
import { repoRoot } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { generateDemoCollection } from '../../demo/index.ts';
import { postgresFtsBackend } from '../../search/postgres-fts.ts';
import { buildTestApp } from '../../test-support/app.ts';
import { harvestDemoNetwork } from '../../test-support/network.ts';

interface Row {
  cod_acervo: number;
  titulo: string;
  subtitulo: string | null;
  autores: string[];
  cod_tipo_obra: string;
  rota: string;
  acesso_remoto: string | null;
  possui_acessibilidade: string;
  isbn: string[];
  chamada: string | null;
  instituicao?: { cod_empresa: number; desc_empresa: string };
  bibliografia?: string;
  disponibilidade: { disponiveis: number; total: number };
}
interface Consulta {
  data: Row[];
  total: number;
  id: string;
  base: string;
  pesquisa: Record<string, unknown>;
}

let app: FastifyInstance;
let db: Db;
let close: () => Promise<void>;

const marc = (file: string) => path.resolve(repoRoot, '../shared/data/marc', file);
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

async function get(url: string, headers: Record<string, string> = {}) {
  return app.inject({ url, headers });
}
async function search(query: string): Promise<Consulta> {
  const res = await get(`/api/consulta?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().consulta as Consulta;
}

beforeAll(async () => {
  ({ app, db, close } = await buildTestApp());
  await generateDemoCollection(db.kysely, {
    titles: 400,
    seed: 7,
    today: new Date('2026-11-22T12:00:00Z'),
  });
  // The network base is harvested over HTTP from our own /oai, as at the server's first start.
  await harvestDemoNetwork(app);
  for (const file of [
    'marc4j/pride-and-prejudice-fixed.mrc',
    'biblivre/biblivre-import.mrc',
    'evergreen/lul_fre_100.mrc',
    'evergreen/RDA/RDA_record_DVD_Jorge_Mautner.mrc',
    'evergreen/RDA/RDA_record_SCORE_Arias_for_bass.mrc',
  ]) {
    const summary = await importMarcFile(db.kysely, marc(file));
    expect(summary.unreadable, file).toBeNull();
  }
}, 120_000);
afterAll(() => close());

describe('GET /api/consulta — relevance and matching', () => {
  it('finds educação from educacao, EDUCACAO and decomposed (NFD) input alike', async () => {
    const plain = await search('termo=educacao');
    expect(plain.total).toBeGreaterThan(0);
    const upper = await search('termo=EDUCA%C3%87%C3%83O');
    const nfd = await search(`termo=${encodeURIComponent('educação'.normalize('NFD'))}`);
    expect(upper.total).toBe(plain.total);
    expect(nfd.total).toBe(plain.total);
    expect(plain.data.some((r) => fold(r.titulo).includes('educac'))).toBe(true);
  });

  it('ranks title matches above author-only and subject-only matches', async () => {
    const result = await search('termo=pride&ordenacao=relevancia&tamanho=100');
    expect(result.total).toBeGreaterThan(1);
    const inTitle = result.data.map((r) =>
      fold(`${r.titulo} ${r.subtitulo ?? ''}`).includes('pride'),
    );
    const firstWithout = inTitle.indexOf(false);
    if (firstWithout >= 0) expect(inTitle.slice(firstWithout).every((x) => !x)).toBe(true);
    expect(inTitle[0]).toBe(true);
  });

  it('puts the exact title first and honours quoted phrases', async () => {
    const exact = await search('termo=pride%20and%20prejudice&ordenacao=relevancia');
    expect(fold(exact.data[0]?.titulo ?? '')).toMatch(/^pride and prejudice/);
    const phrase = await search('termo=%22prejudice%20pride%22');
    const words = await search('termo=prejudice%20pride');
    expect(words.total).toBeGreaterThan(phrase.total);
  });

  it('stems Portuguese: históricos finds história', async () => {
    const stem = await search('termo=historicas');
    const base = await search('termo=historia');
    expect(base.total).toBeGreaterThan(0);
    expect(stem.total).toBeGreaterThan(0);
  });

  it('restricts to a field: author search does not match title words', async () => {
    const byAuthor = await search('termo=austen&campo=autor');
    expect(byAuthor.total).toBeGreaterThan(0);
    for (const r of byAuthor.data) expect(fold(r.autores.join(' '))).toContain('austen');
    const titleOnly = await search('termo=austen&campo=titulo');
    for (const r of titleOnly.data)
      expect(fold(`${r.titulo} ${r.subtitulo ?? ''}`)).toContain('austen');
  });

  it('finds a title by ISBN-13 and ISBN-10, with or without hyphens', async () => {
    const { rows } = await sql<{ id: number; isbns: string[] }>`
      select id, isbns from title where array_length(isbns, 1) = 2 and isbns[1] like '978%'
      and network_institution_id is null order by id limit 1`.execute(db.kysely);
    const row = rows[0];
    expect(row).toBeDefined();
    const [thirteen, ten] = row!.isbns as [string, string];
    const hyphenated = `${ten.slice(0, 2)}-${ten.slice(2, 6)}-${ten.slice(6, 9)}-${ten.slice(9)}`;
    for (const query of [
      `termo=${thirteen}&campo=isbn`,
      `termo=${hyphenated}&campo=isbn`,
      `termo=${hyphenated}`,
    ]) {
      const result = await search(query);
      expect(
        result.data.map((r) => r.cod_acervo),
        query,
      ).toContain(row!.id);
    }
  });

  it('matches call numbers by prefix, literally', async () => {
    const { rows } = await sql<{ call_number: string }>`
      select call_number from title where call_number is not null
      and network_institution_id is null order by id limit 1`.execute(db.kysely);
    const prefix = rows[0]!.call_number.slice(0, 4);
    const result = await search(`termo=${encodeURIComponent(prefix)}&campo=chamada&tamanho=100`);
    expect(result.total).toBeGreaterThan(0);
    for (const r of result.data)
      expect(r.chamada?.toLowerCase().startsWith(prefix.toLowerCase())).toBe(true);
    expect((await search('termo=%25&campo=chamada')).total).toBe(0);
  });

  it('answers the spec record fields, translated by X-Idioma', async () => {
    const res = await get('/api/consulta?termo=historia', { 'x-idioma': '5' });
    const record = res.json().consulta.data[0];
    for (const field of [
      'cod_acervo',
      'cod_tipo_obra',
      'desc_tipo_obra',
      'ano_publicacao',
      'idioma',
      'idioma_desc',
      'link_capa',
      'acesso_remoto',
      'possui_acessibilidade',
      'cod_tipo_area_conhec',
      'desc_tipo_area_conhec',
      'cod_area_conhecimento',
      'rota',
      'dados_adicionais',
      'cursos_disc',
      'areas_conhecimento',
      'disponibilidade',
      'chamada',
    ]) {
      expect(record, field).toHaveProperty(field);
    }
    expect(['Book', 'Thesis / dissertation', 'Serial', 'E-book', 'Article']).toContain(
      record.desc_tipo_obra,
    );
    expect(record.rota).toBe(`/acervo/${record.cod_acervo}`);
  });

  it('gives the same id to the same search whatever the page', async () => {
    const one = await search('termo=historia&pagina=1');
    const two = await search('termo=historia&pagina=2');
    const other = await search('termo=geografia');
    expect(one.id).toBe(two.id);
    expect(one.id).not.toBe(other.id);
    expect(one.base).toBe('local');
    expect(one.pesquisa).toMatchObject({
      termo: 'historia',
      guia: 'pesquisa_geral',
      tamanho: 20,
      exibicao: 'D',
    });
  });

  it('excludes network records from local searches', async () => {
    const local = await search('termo=historia&tamanho=100');
    expect(local.data.every((r) => r.instituicao === undefined)).toBe(true);
  });
});

describe('GET /api/consulta — tabs', () => {
  it('e_books: online titles only (acesso_remoto cr)', async () => {
    const all = await search('guia=e_books&termo=ciencia&tamanho=100');
    expect(all.data.every((r) => r.acesso_remoto === 'cr')).toBe(true);
  });

  it('acessibilidade, arquivo, atos_normativos: their titles only', async () => {
    const { rows } = await sql<{ material_type: string; n: number }>`
      select material_type, count(*)::int as n from title
      where network_institution_id is null group by material_type`.execute(db.kysely);
    expect(rows.some((r) => r.material_type === 'archive')).toBe(true);
    const accessible = await search('guia=acessibilidade&termo=brasil&tamanho=100');
    expect(accessible.data.every((r) => r.possui_acessibilidade === 'S')).toBe(true);
    const archive = await search('guia=arquivo&termo=documento&tamanho=100');
    expect(archive.data.every((r) => r.cod_tipo_obra === 'archive')).toBe(true);
    const acts = await search('guia=atos_normativos&termo=resolucao&tamanho=100');
    expect(acts.total).toBeGreaterThan(0);
    expect(acts.data.every((r) => r.cod_tipo_obra === 'normative_act')).toBe(true);
  });

  it('novas_aquisicoes: no term needed, period in days, newest first, display C', async () => {
    const recent = await search('guia=novas_aquisicoes&periodo=30');
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from title
      where network_institution_id is null and acquired_on >= current_date - 30`.execute(db.kysely);
    expect(recent.total).toBe(rows[0]!.n);
    expect(recent.pesquisa).toMatchObject({ exibicao: 'C', periodo: 30 });
    const bad = await get('/api/consulta?guia=novas_aquisicoes&periodo=8');
    expect(bad.json()).toMatchObject({ status: 400, field: 'periodo' });
  });

  it('pesquisa_avancada: rows joined by E / OU / NAO', async () => {
    const a = await search('guia=pesquisa_avancada&termo1=historia');
    const b = await search('guia=pesquisa_avancada&termo1=brasil');
    const and = await search('guia=pesquisa_avancada&termo1=historia&termo2=brasil&operador2=E');
    const or = await search('guia=pesquisa_avancada&termo1=historia&termo2=brasil&operador2=OU');
    const not = await search('guia=pesquisa_avancada&termo1=historia&termo2=brasil&operador2=NAO');
    expect(or.total).toBe(a.total + b.total - and.total);
    expect(not.total).toBe(a.total - and.total);
  });

  it('plano_ensino: a plan bibliography with availability', async () => {
    const campus = await db.kysely.selectFrom('campus').select('id').executeTakeFirstOrThrow();
    const { rows } = await sql<{ course: number; discipline: number; plan: number }>`
      with c as (insert into course (code, name, campus_id, level)
          values ('T-ENG', 'Engenharia de Teste', ${campus.id}, 'undergraduate') returning id),
        d as (insert into discipline (code, name) values ('T-101', 'Cálculo de Teste') returning id),
        p as (insert into teaching_plan (course_id, discipline_id, year, semester)
          select c.id, d.id, 2026, 2 from c, d returning id, course_id, discipline_id)
      select course_id as course, discipline_id as discipline, id as plan from p`.execute(
      db.kysely,
    );
    const plan = rows[0]!;
    await sql`insert into teaching_plan_title (teaching_plan_id, title_id, kind)
      select ${plan.plan}, id, case when id % 2 = 0 then 'basic' else 'complementary' end
      from title where network_institution_id is null order by id limit 3`.execute(db.kysely);
    const result = await search(`guia=plano_ensino&curso=${plan.course}`);
    expect(result.total).toBe(3);
    expect(
      result.data.every((r) => r.bibliografia === 'basica' || r.bibliografia === 'complementar'),
    ).toBe(true);
    expect(result.data[0]?.disponibilidade.total).toBeGreaterThanOrEqual(0);
    const none = await get('/api/consulta?guia=plano_ensino');
    expect(none.json()).toMatchObject({ status: 422, key: 'search_field_required' });
  });

  it('rede_pergamum_oai: network records with their institution', async () => {
    const result = await search('guia=rede_pergamum_oai&termo=historia');
    expect(result.base).toBe('rede_pergamum_oai');
    expect(result.total).toBeGreaterThan(0);
    for (const r of result.data) {
      expect(r.instituicao?.cod_empresa).toBeGreaterThan(0);
      expect(r).toHaveProperty('acervo', r.cod_acervo);
    }
    // Their page is the title page: the details call answers them too.
    const first = result.data[0];
    expect(first?.rota).toBe(`/acervo/${first?.cod_acervo}`);
    expect((await get(`/api/acervo/${first?.cod_acervo}`)).statusCode).toBe(200);
  });

  it('arquivo: each fonds, series and record type finds what its option counts', async () => {
    const options = (await get('/api/consulta/opcoes-arquivo')).json() as Record<
      'fundos' | 'series' | 'tipos',
      { codigo: string; total: number }[]
    >;
    const checks: [string, { codigo: string; total: number }[]][] = [
      ['fundo', options.fundos],
      ['serie_arquivo', options.series],
      ['tipo_registro', options.tipos],
    ];
    for (const [parameter, list] of checks) {
      expect(list.length, parameter).toBeGreaterThan(0);
      for (const option of list.slice(0, 3)) {
        const found = await search(
          `guia=arquivo&${parameter}=${encodeURIComponent(option.codigo)}&tamanho=100`,
        );
        expect(found.total, `${parameter}=${option.codigo}`).toBe(option.total);
        expect(found.pesquisa[parameter]).toBe(option.codigo);
        expect(found.data.every((r) => r.cod_tipo_obra === 'archive')).toBe(true);
      }
    }
    // With a term too: a subset of the fonds.
    const fonds = options.fundos[0]?.codigo ?? '';
    const narrowed = await search(`guia=arquivo&fundo=${encodeURIComponent(fonds)}&termo=fundo`);
    expect(narrowed.total).toBeLessThanOrEqual(options.fundos[0]?.total ?? 0);
    // A fonds no record has: nothing.
    expect((await search('guia=arquivo&fundo=Fundo%20inexistente')).total).toBe(0);
  });

  it('atos_normativos: each kind finds what its option counts', async () => {
    const options = (await get('/api/consulta/opcoes-atos-normativos')).json() as {
      tipos: { codigo: string; total: number }[];
    };
    let sum = 0;
    for (const kind of options.tipos) {
      const found = await search(`guia=atos_normativos&tipo_ato=${kind.codigo}&tamanho=100`);
      expect(found.total, kind.codigo).toBe(kind.total);
      sum += found.total;
    }
    const all = (await get('/api/consulta/opcoes-atos-normativos')).json() as {
      anos: { total: number }[];
    };
    expect(sum).toBeGreaterThan(0);
    expect(sum).toBeGreaterThanOrEqual(all.anos.reduce((a, b) => a + b.total, 0));
    const laws = await search('guia=atos_normativos&tipo_ato=lei&tamanho=100');
    expect(laws.data.every((r) => /^lei\s/i.test(r.titulo))).toBe(true);
  });

  it('target_gedweb: empty, and autoridades is not this call', async () => {
    const gedweb = await search('base=target_gedweb&termo=historia');
    expect(gedweb).toMatchObject({ total: 0, data: [], base: 'target_gedweb' });
    const authorities = await get('/api/consulta?guia=autoridades&termo=historia');
    expect(authorities.json()).toMatchObject({ status: 400, field: 'guia' });
  });
});

describe('GET /api/consulta — bad input', () => {
  it('refuses archive and act options that cannot be, naming them', async () => {
    for (const [query, field] of [
      ['guia=atos_normativos&tipo_ato=lei_seca', 'tipo_ato'],
      ['guia=arquivo&tipo_registro=AB', 'tipo_registro'],
      [`guia=arquivo&fundo=${'x'.repeat(501)}`, 'fundo'],
      ['guia=arquivo&serie_arquivo=', 'serie_arquivo'],
    ] as const) {
      const res = await get(`/api/consulta?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().field, query).toBe(field);
    }
    // Options of another tab do not stand in for the term.
    const res = await get('/api/consulta?guia=pesquisa_geral&tipo_ato=lei');
    expect(res.statusCode).toBe(422);
  });

  it('422 search_field_required for an empty or blank term', async () => {
    for (const query of ['', 'termo=', 'termo=%20%20', 'guia=pesquisa_avancada&termo1=']) {
      const res = await get(`/api/consulta?${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(res.json()).toMatchObject({ key: 'search_field_required', field: 'termo' });
    }
  });

  it('400 naming the field for page size, ordering, tab, filter letter and code', async () => {
    const cases: [string, string][] = [
      ['termo=a&tamanho=7', 'tamanho'],
      ['termo=a&ordenacao=preco', 'ordenacao'],
      ['termo=a&guia=biblioteca', 'guia'],
      ['termo=a&filtro=Z:1', 'filtro.0'],
      ['termo=a&filtro=B:abc', 'filtro'],
      ['termo=a&pagina=0', 'pagina'],
      [`termo=${'x'.repeat(10_000)}`, 'termo'],
    ];
    for (const [query, field] of cases) {
      const res = await get(`/api/consulta?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ key: 'validation_error', field });
    }
  });

  it('a page past the last is empty with the true total', async () => {
    const first = await search('termo=historia');
    const far = await search('termo=historia&pagina=999');
    expect(far.data).toEqual([]);
    expect(far.total).toBe(first.total);
  });

  it('operators, quotes and SQL are plain text', async () => {
    for (const term of [
      "'; drop table title; --",
      'a & | ! :*',
      '"""',
      '(((',
      'x:*',
      '\u0000\u0007história',
    ]) {
      const res = await get(`/api/consulta?termo=${encodeURIComponent(term)}`);
      expect([200, 400, 422], term).toContain(res.statusCode);
    }
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from title`.execute(
      db.kysely,
    );
    expect(rows[0]!.n).toBeGreaterThan(0);
  });

  it('never answers 500 for any text (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 60 }),
        fc.constantFrom('todos', 'titulo', 'isbn', 'chamada', 'serie'),
        async (term, field) => {
          const res = await get(`/api/consulta?termo=${encodeURIComponent(term)}&campo=${field}`);
          expect([200, 400, 422]).toContain(res.statusCode);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('GET /api/consulta/filtros', () => {
  it('counts each facet option as the search with that filter finds', async () => {
    const res = await get('/api/consulta/filtros?termo=historia');
    expect(res.statusCode).toBe(200);
    const { filtros } = res.json();
    expect(Object.keys(filtros)).toEqual(expect.arrayContaining(['T', 'Y', 'B', 'A', 'S']));
    for (const option of filtros.T.slice(0, 3)) {
      const filtered = await search(`termo=historia&filtro=T:${option.codigo}`);
      expect(filtered.total).toBe(option.total);
      expect(option.totalSemFiltro).toBe(option.total);
      expect(option.mostrarQtdOriginal).toBe(false);
    }
    const library = filtros.B[0];
    const { rows } = await sql<{ n: number }>`select count(distinct t.id)::int as n from title t
      join copy c on c.title_id = t.id where c.library_id = ${Number(library.codigo)}
      and t.network_institution_id is null and t.search @@ search_word_query('historia')`.execute(
      db.kysely,
    );
    expect(library.totalSemFiltro).toBe(rows[0]!.n);
  });

  it('applies the other letters to total but not to totalSemFiltro', async () => {
    const { filtros } = (await get('/api/consulta/filtros?termo=historia&filtro=T:book')).json();
    const book = filtros.T.find((o: { codigo: string }) => o.codigo === 'book');
    expect(book.total).toBe(book.totalSemFiltro); // its own letter is not applied to itself
    const years = filtros.Y as {
      codigo: string;
      total: number;
      totalSemFiltro: number;
      mostrarQtdOriginal: boolean;
    }[];
    expect(years.every((y) => y.total <= y.totalSemFiltro && y.mostrarQtdOriginal)).toBe(true);
    const numeric = years.filter((y) => y.codigo !== '').map((y) => Number(y.codigo));
    expect(numeric).toEqual([...numeric].sort((a, b) => b - a));
    const sum = years.reduce((n, y) => n + y.total, 0);
    expect(sum).toBe((await search('termo=historia&filtro=T:book')).total);
  });

  it('labels the no-date year and flags X', async () => {
    const { filtros } = (
      await get('/api/consulta/filtros?guia=novas_aquisicoes&periodo=365')
    ).json();
    const flags = (filtros.X ?? []) as { codigo: string; descricao: string }[];
    expect(flags.length).toBeGreaterThan(0);
    for (const flag of flags) expect(['C', 'O', 'A']).toContain(flag.codigo);
    const noDate = (filtros.Y ?? []).find((y: { codigo: string }) => y.codigo === '');
    if (noDate) expect(noDate.descricao).toBe('Sem data');
  });

  it('refuses an unknown letter and an empty term like the search', async () => {
    expect((await get('/api/consulta/filtros?termo=a&filtro=W:1')).statusCode).toBe(400);
    expect((await get('/api/consulta/filtros?search_tab=pesquisa_geral')).statusCode).toBe(422);
  });
});

describe('paging by a sort index or by sorting the matches', () => {
  it('gives the same pages both ways, in every column order and direction', async () => {
    const walking = postgresFtsBackend(db.kysely, { indexWalkMinMatches: 1 });
    const sorting = postgresFtsBackend(db.kysely, { indexWalkMinMatches: Number.MAX_SAFE_INTEGER });
    const query = {
      match: { rows: [{ term: 'historia', field: 'todos' as const, operator: 'E' as const }] },
      scope: { network: false },
      filters: {},
    };
    for (const sort of ['year', 'title', 'author', 'call_number', 'acquired', 'id'] as const) {
      for (const descending of [true, false]) {
        for (const offset of [0, 20]) {
          const page = { sort, descending, offset, limit: 20 };
          const a = await walking.search(query, page);
          const b = await sorting.search(query, page);
          expect(a.total).toBe(b.total);
          expect(a.ids, `${sort} ${descending} ${offset}`).toEqual(b.ids);
          expect(a.ids.length).toBe(Math.min(20, Math.max(0, b.total - offset)));
        }
      }
    }
  });
});

describe('facets G and F', () => {
  interface Field {
    tag: string;
    subfields?: { code: string; value: string }[];
  }
  /** What 655 $a / 338 $a hold, trimmed of ISBD punctuation, each once, sorted. */
  function subfieldValues(marc: { fields: Field[] }, tag: string): string[] {
    const values = marc.fields
      .filter((f) => f.tag === tag && Array.isArray(f.subfields))
      .flatMap((f) => f.subfields ?? [])
      .filter((s) => s.code === 'a')
      .map((s) => s.value.replace(/^[ .,;:/]+|[ .,;:/]+$/g, ''))
      .filter((v) => v !== '');
    return [...new Set(values)].sort();
  }

  it('derives genres (655 $a) and carriers (338 $a) from every stored record', async () => {
    const rows = await db.kysely
      .selectFrom('title')
      .select(['id', 'marc', 'genres', 'carriers'])
      .execute();
    const withGenres = rows.filter((r) => r.genres.length > 0);
    const withCarriers = rows.filter((r) => r.carriers.length > 0);
    expect(withGenres.length).toBeGreaterThan(0);
    expect(withCarriers.length).toBeGreaterThan(0);
    for (const row of rows) {
      const marc = row.marc as unknown as { fields: Field[] };
      expect([...row.genres].sort(), `title ${row.id}`).toEqual(subfieldValues(marc, '655'));
      expect([...row.carriers].sort(), `title ${row.id}`).toEqual(subfieldValues(marc, '338'));
    }
  });

  it('offers carriers as facet F and filters by them', async () => {
    const { filtros } = (await get('/api/consulta/filtros?termo=historia')).json();
    const carriers = (filtros.F ?? []) as { codigo: string; totalSemFiltro: number }[];
    expect(carriers.length).toBeGreaterThan(0);
    const first = carriers[0]!;
    const filtered = await search(
      `termo=historia&filtro=${encodeURIComponent(`F:${first.codigo}`)}`,
    );
    expect(filtered.total).toBe(first.totalSemFiltro);
  });
});

describe('facets of a large match set', () => {
  const historia = {
    match: { rows: [{ term: 'historia', field: 'todos' as const, operator: 'E' as const }] },
    scope: { network: false },
    filters: {},
  };

  it('counts every match while the set is within the sample, and says nothing', async () => {
    const { total } = await search('termo=historia');
    const answer = await postgresFtsBackend(db.kysely, { facetSample: total }).facets(historia);
    expect(answer.sampled).toBeNull();
    const types = answer.counts.get('T') ?? [];
    expect(types.reduce((n, t) => n + t.unfiltered, 0)).toBe(total);
    const res = await get('/api/consulta/filtros?termo=historia');
    expect(res.json().amostra).toBeUndefined();
  });

  it('estimates the counts of a larger set from the sample, scaled to every match, and says so', async () => {
    const { total } = await search('termo=historia');
    expect(total).toBeGreaterThan(10);
    const answer = await postgresFtsBackend(db.kysely, { facetSample: 10 }).facets({
      ...historia,
      filters: { T: ['book'] },
    });
    expect(answer.sampled).toBe(10);
    // Every title has one material type: the sample's type counts, each scaled by total / 10,
    // add up to about the total.
    const types = answer.counts.get('T') ?? [];
    const sum = types.reduce((n, t) => n + t.unfiltered, 0);
    expect(Math.abs(sum - total)).toBeLessThanOrEqual(types.length);
    const book = types.find((t) => t.code === 'book');
    expect(book?.total).toBe(book?.unfiltered);
    const years = answer.counts.get('Y') ?? [];
    expect(years.every((y) => y.total <= y.unfiltered && y.total >= 0)).toBe(true);
  });
});

describe('GET /api/consulta/ordenacao', () => {
  it('offers every order in both directions, default C with the shipped per-tab meanings', async () => {
    const body = (await get('/api/consulta/ordenacao', { 'accept-language': 'en' })).json();
    expect(body.padrao).toBe('C');
    expect(body.padroes_guia).toMatchObject({
      pesquisa_geral: 'ano_publicacao',
      arquivo: 'obra',
      atos_normativos: 'referencia',
      indice: 'cod_titulo',
    });
    const codes = new Set(body.opcoes.map((o: { codigo: string }) => o.codigo));
    for (const code of ['relevancia', 'titulo', 'autor', 'ano_publicacao', 'chamada', 'aquisicao'])
      expect(codes.has(code)).toBe(true);
    expect(body.opcoes).toHaveLength(12);
    expect(body.tamanhos).toEqual([10, 20, 50, 100]);
  });

  it('C sorts a general search by publication year, newest first', async () => {
    const result = await search('termo=historia&tamanho=50');
    const years = result.data.map(
      (r) => (r as unknown as { ano_publicacao: number | null }).ano_publicacao ?? -1,
    );
    expect(years).toEqual([...years].sort((a, b) => b - a));
    const byTitle = await search('termo=historia&ordenacao=titulo&tamanho=50');
    const keys = byTitle.data.map((r) => fold(r.titulo));
    expect(keys).toEqual([...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });
});
