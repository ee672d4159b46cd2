import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { buildTestApp } from '../../test-support/app.ts';
import {
  addHours,
  createEvent,
  createInstitution,
  createLibrary,
} from '../../test-support/factories.ts';

let app: FastifyInstance;
let db: Db;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, db, close } = await buildTestApp());
});
afterAll(() => close());

describe('GET /api/parametros/instituicao', () => {
  it('is 404 in the error format before the institution is configured', async () => {
    const res = await app.inject({ url: '/api/parametros/instituicao' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 404, key: 'not_found' });
  });

  it('answers the settings in the spec wire names', async () => {
    await createInstitution(db.kysely, {
      privacy_url: 'https://teste.br/lgpd',
      network_catalogue_label: 'Rede',
      network_catalogue_url: 'https://rede.example',
    });
    await db.kysely
      .insertInto('external_database_link')
      .values([
        { label: 'Portal CAPES', url: 'https://capes.example', position: 1 },
        { label: 'SciELO', url: 'https://scielo.example', position: 2 },
        { label: 'Third (not shown)', url: 'https://x.example', position: 3 },
      ])
      .execute();
    const res = await app.inject({ url: '/api/parametros/instituicao' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      codEmpresa: 1234,
      sigla: 'UFT',
      msg_suporte_consulta: 'Fale com a biblioteca: biblioteca@teste.br',
      link_lgpd: 'https://teste.br/lgpd',
      usaOIDC: false,
      'p.__md_aut': 2,
      'p.__md_crypt': 4,
      idioma_padrao: 'pt',
      link_rede: { descricao: 'Rede', url: 'https://rede.example' },
    });
    expect(body.bases_externas).toEqual([
      { descricao: 'Portal CAPES', url: 'https://capes.example' },
      { descricao: 'SciELO', url: 'https://scielo.example' },
    ]);
  });
});

describe('GET /api/parametros/funcionalidades', () => {
  it('lists only enabled activities, and tabs in order', async () => {
    await db.kysely
      .insertInto('activity')
      .values([
        { code: 57, module: 1, description: 'CONSULTA - Link base externa' },
        { code: 13, module: 1, description: 'CONSULTA - Comentários' },
        { code: 87, module: 1, description: 'CONSULTA - Rede', enabled: false },
      ])
      .execute();
    await db.kysely
      .insertInto('search_tab')
      .values([
        { key: 'autoridades', label: 'Autoridades', position: 2 },
        { key: 'pesquisa_geral', label: 'Pesquisa geral', position: 1 },
      ])
      .execute();
    const body = (await app.inject({ url: '/api/parametros/funcionalidades' })).json();
    expect(body.atividades.map((a: { cod_atividade: number }) => a.cod_atividade)).toEqual([
      13, 57,
    ]);
    expect(body.guias.map((g: { chave: string }) => g.chave)).toEqual([
      'pesquisa_geral',
      'autoridades',
    ]);
  });
});

describe('GET /api/parametros/atendimento', () => {
  it('gives each library its hours Monday to Sunday, and one library by id', async () => {
    const library = await createLibrary(db.kysely, {
      name: 'Biblioteca Central',
      email: 'bc@teste.br',
    });
    await addHours(db.kysely, library.id, 7, '09:00', '13:00');
    await addHours(db.kysely, library.id, 1, '13:30', '22:00');
    await addHours(db.kysely, library.id, 1, '07:30', '12:00');
    const list = (await app.inject({ url: '/api/parametros/atendimento' })).json();
    const central = list.find((l: { cod_biblioteca: number }) => l.cod_biblioteca === library.id);
    expect(central).toMatchObject({ desc_biblioteca: 'Biblioteca Central', email: 'bc@teste.br' });
    expect(central.horarios).toEqual([
      { dia_semana: 1, abertura: '07:30', fechamento: '12:00' },
      { dia_semana: 1, abertura: '13:30', fechamento: '22:00' },
      { dia_semana: 7, abertura: '09:00', fechamento: '13:00' },
    ]);
    const one = await app.inject({ url: `/api/parametros/atendimento/${library.id}` });
    expect(one.statusCode).toBe(200);
    expect(one.json().cod_biblioteca).toBe(library.id);
  });

  it('is 404 for an unknown library and 400 naming the field for a non-numeric id', async () => {
    const missing = await app.inject({ url: '/api/parametros/atendimento/999999' });
    expect(missing.statusCode).toBe(404);
    const bad = await app.inject({ url: '/api/parametros/atendimento/abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ status: 400, key: 'validation_error', field: 'id' });
  });
});

describe('GET /api/parametros/eventos_institucionais', () => {
  it('lists events not yet over, soonest first', async () => {
    const day = 24 * 3600 * 1000;
    const now = Date.now();
    await createEvent(db.kysely, {
      title: 'Passado',
      starts_at: new Date(now - 10 * day),
      ends_at: new Date(now - 9 * day),
    });
    await createEvent(db.kysely, { title: 'Depois', starts_at: new Date(now + 5 * day) });
    await createEvent(db.kysely, {
      title: 'Em curso',
      starts_at: new Date(now - day),
      ends_at: new Date(now + day),
    });
    await createEvent(db.kysely, { title: 'Logo', starts_at: new Date(now + day) });
    const body = (await app.inject({ url: '/api/parametros/eventos_institucionais' })).json();
    expect(body.map((e: { titulo: string }) => e.titulo)).toEqual(['Em curso', 'Logo', 'Depois']);
    expect(body[0].data_inicio).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });
});

describe('GET /api/parametros/{informacoes_gerais|secao_1|secao_2|faq}', () => {
  it('lists the blocks of each section in order', async () => {
    await db.kysely
      .insertInto('info_block')
      .values([
        {
          section: 'faq',
          position: 2,
          title: 'Como renovar?',
          body: 'Pela área pessoal.',
          link: null,
        },
        {
          section: 'faq',
          position: 1,
          title: 'Quantos livros?',
          body: 'Depende da categoria.',
          link: null,
        },
        { section: 'secao_1', position: 1, title: 'Bem-vindo', body: '<b>texto</b>', link: null },
      ])
      .execute();
    const faq = (await app.inject({ url: '/api/parametros/faq' })).json();
    expect(faq.map((b: { titulo: string }) => b.titulo)).toEqual([
      'Quantos livros?',
      'Como renovar?',
    ]);
    const secao1 = (await app.inject({ url: '/api/parametros/secao_1' })).json();
    expect(secao1[0].conteudo).toBe('<b>texto</b>'); // stored as text; the web shows it as text
    expect((await app.inject({ url: '/api/parametros/secao_2' })).json()).toEqual([]);
    expect((await app.inject({ url: '/api/parametros/informacoes_gerais' })).json()).toEqual([]);
  });
});
