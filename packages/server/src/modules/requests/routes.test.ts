import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OPEN_REQUEST_LIMITS, type Request, type StaffRequest } from '@estante/contract';
import { buildApp } from '../../app.ts';
import type { Db } from '../../db/database.ts';
import { createDemoPatrons, DEMO_PASSWORD } from '../../demo/patrons.ts';
import { ARGON2_MINIMUM } from '../auth/settings.ts';
import { GENEROUS_RATE_LIMITS, openTestDatabase } from '../../test-support/app.ts';
import { bearer, createActivities, tokensOf } from '../../test-support/auth.ts';
import { pdfLines } from './catalogue-card/pdf-lines.ts';
import { localDay } from '../../circulation/calendar.ts';

let db: Db;
let app: FastifyInstance;
let ana: string;
let carlos: string;
let staff: string;
let partner: number;

beforeAll(async () => {
  db = await openTestDatabase();
  const k = db.kysely;
  await createActivities(k);
  await createDemoPatrons(k, ARGON2_MINIMUM);
  await k
    .insertInto('network_institution')
    .values([
      { id: 9101, name: 'Universidade Federal de Goiás' },
      { id: 9102, name: 'Universidade de Brasília' },
    ])
    .execute();
  partner = 9102;
  app = await buildApp({ db, rateLimits: GENEROUS_RATE_LIMITS });
  await app.ready();
  ana = (await tokensOf(app, '20260001', DEMO_PASSWORD)).access_token;
  carlos = (await tokensOf(app, '20260002', DEMO_PASSWORD)).access_token;
  staff = (await tokensOf(app, 'balcao01', DEMO_PASSWORD)).access_token;
});

afterAll(async () => {
  await app.close();
  await db.close();
});

beforeEach(async () => {
  await db.kysely.deleteFrom('alert').execute();
  await db.kysely.deleteFrom('bibliographic_request').execute();
});

const get = (url: string, token: string) =>
  app.inject({ method: 'GET', url, headers: { ...bearer(token), 'x-idioma': '5' } });
const post = (url: string, token: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url, headers: { ...bearer(token), 'x-idioma': '5' }, payload });

const requestCount = async () =>
  (
    await db.kysely
      .selectFrom('bibliographic_request')
      .select(db.kysely.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;

/** A complete periodical-article request. */
const article = (fields: Record<string, unknown> = {}) => ({
  titulo_fonte: 'Revista Brasileira de Educação',
  titulo: 'Leitura e escrita na escola ribeirinha',
  autores: 'Souza, A. L.; Pereira, C.',
  ano: 2021,
  volume: '26',
  numero: '3',
  pagina_inicial: 45,
  pagina_final: 67,
  formato_entrega: 'eletronico',
  ...fields,
});

/** A complete master's dissertation for a catalogue card. */
const thesis = (fields: Record<string, unknown> = {}) => ({
  autor_sobrenome: 'Souza',
  autor_nome: 'Ana Lúcia de',
  titulo: 'Estudos de leitura',
  subtitulo: 'práticas escolares no Tocantins',
  ano: 2025,
  paginas_preliminares: 'xii',
  paginas: 148,
  ilustracoes: 'il.',
  dimensao_cm: 30,
  grau: 'mestrado',
  curso: 'Programa de Pós-Graduação em Letras',
  instituicao: 'Universidade Federal do Tocantins',
  cidade: 'Palmas',
  orientador: 'Carlos Eduardo Pereira',
  assuntos: ['Leitura', 'Práticas escolares'],
  ...fields,
});

const SWITCHING = '/api/solicitacoes/comutacao-bibliografica';

describe('bibliographic switching', () => {
  it('sends a periodical article request, stored as given (markup as text), listed as awaiting', async () => {
    const res = await post(
      `${SWITCHING}/artigo-periodico`,
      ana,
      article({
        observacao: '<b>urgente</b> <script>alert(1)</script>',
      }),
    );
    expect(res.statusCode).toBe(201);
    const sent = res.json<Request>();
    expect(sent).toMatchObject({
      tipo: 'comutacao-bibliografica',
      subtipo: 'artigo-periodico',
      situacao: 'awaiting',
      resumo: 'Leitura e escrita na escola ribeirinha',
      resposta: null,
      ficha: null,
    });
    expect(sent.dados.observacao).toBe('<b>urgente</b> <script>alert(1)</script>');

    const list = await get(`${SWITCHING.replace('/api', '/api')}`, ana);
    expect(list.statusCode).toBe(200);
    expect(list.json<Request[]>().map((r) => r.cod_solicitacao)).toEqual([sent.cod_solicitacao]);
    // Carlos sees none of Ana's.
    expect((await get(SWITCHING, carlos)).json()).toEqual([]);
  });

  it('refuses a start page after the end page (spec §5) and writes nothing', async () => {
    const res = await post(`${SWITCHING}/parte-livro`, ana, article({ pagina_inicial: 90 }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      key: 'request_pages_out_of_order',
      field: 'pagina_inicial',
      message: 'The start page cannot be after the end page.',
    });
    expect(await requestCount()).toBe(0);
  });

  it('names the first required field of the type left blank', async () => {
    const noJournal = await post(
      `${SWITCHING}/artigo-periodico`,
      ana,
      article({ titulo_fonte: '  ' }),
    );
    expect(noJournal.statusCode).toBe(422);
    expect(noJournal.json()).toMatchObject({
      key: 'request_field_required',
      field: 'titulo_fonte',
    });
    // A thesis needs its institution, not pages nor a source title.
    const thesisCopy = await post(`${SWITCHING}/tese`, ana, {
      titulo: 'Uma tese',
      autores: 'Lima, J.',
      ano: 2019,
      formato_entrega: 'impresso',
    });
    expect(thesisCopy.json()).toMatchObject({
      key: 'request_field_required',
      field: 'instituicao',
    });
    expect(await requestCount()).toBe(0);
  });

  it('answers an unknown type with 400', async () => {
    expect((await post(`${SWITCHING}/livro-inteiro`, ana, article())).statusCode).toBe(400);
    expect((await get('/api/solicitacoes/desconhecido', ana)).statusCode).toBe(400);
    expect(await requestCount()).toBe(0);
  });
});

describe('surveys, specialised searches and the per-type limit', () => {
  const survey = (fields: Record<string, unknown> = {}) => ({
    assunto: 'Educação ribeirinha',
    palavras_chave: 'leitura; escola; Tocantins',
    idiomas: ['por', 'eng'],
    ano_inicial: 2010,
    ano_final: 2024,
    tipos_material: ['artigos', 'teses'],
    finalidade: 'dissertacao',
    prazo: '2099-12-31',
    ...fields,
  });

  it('takes surveys up to the limit, then refuses with 422 and writes nothing', async () => {
    const limit = OPEN_REQUEST_LIMITS['levantamento-bibliografico'];
    for (let i = 0; i < limit; i += 1) {
      expect(
        (await post('/api/solicitacoes/levantamento-bibliografico', ana, survey())).statusCode,
      ).toBe(201);
    }
    const over = await post('/api/solicitacoes/levantamento-bibliografico', ana, survey());
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({ key: 'request_limit_reached' });
    expect(await requestCount()).toBe(limit);
    // The limit is per patron and per type.
    expect(
      (await post('/api/solicitacoes/levantamento-bibliografico', carlos, survey())).statusCode,
    ).toBe(201);
    expect(
      (
        await post('/api/solicitacoes/pesquisa-especializada', ana, {
          tema: 'Letramento',
          pergunta: 'Que estudos medem o letramento em escolas ribeirinhas?',
        })
      ).statusCode,
    ).toBe(201);
  });

  it("counts a deadline from the libraries' day, not UTC's: at 22:00 in São Paulo tomorrow is still tomorrow", async () => {
    // 2026-03-10 01:00 UTC is 2026-03-09 22:00 in São Paulo: a deadline of the 10th is tomorrow.
    const evening = await buildApp({
      db,
      rateLimits: GENEROUS_RATE_LIMITS,
      circulation: { now: () => new Date('2026-03-10T01:00:00Z') },
    });
    try {
      const send = (prazo: string) =>
        evening.inject({
          method: 'POST',
          url: '/api/solicitacoes/levantamento-bibliografico',
          headers: { ...bearer(ana), 'x-idioma': '5' },
          payload: survey({ prazo }),
        });
      expect((await send('2026-03-09')).json()).toMatchObject({ key: 'request_deadline_past' });
      expect((await send('2026-03-10')).statusCode).toBe(201);
    } finally {
      await evening.close();
    }
  });

  it('refuses years out of order, a past deadline and a missing purpose', async () => {
    const years = await post(
      '/api/solicitacoes/levantamento-bibliografico',
      ana,
      survey({ ano_inicial: 2025 }),
    );
    expect(years.json()).toMatchObject({ key: 'request_years_out_of_order', field: 'ano_inicial' });
    const late = await post(
      '/api/solicitacoes/levantamento-bibliografico',
      ana,
      survey({ prazo: '2020-01-01' }),
    );
    expect(late.json()).toMatchObject({ key: 'request_deadline_past', field: 'prazo' });
    const purpose = await post(
      '/api/solicitacoes/levantamento-bibliografico',
      ana,
      survey({ finalidade: null }),
    );
    expect(purpose.json()).toMatchObject({ key: 'request_field_required', field: 'finalidade' });
    const search = await post('/api/solicitacoes/pesquisa-especializada', ana, {
      tema: 'Letramento',
    });
    expect(search.json()).toMatchObject({ key: 'request_field_required', field: 'pergunta' });
    expect(await requestCount()).toBe(0);
  });

  it('lists by status and by request date; dates out of order are a 422', async () => {
    await post('/api/solicitacoes/levantamento-bibliografico', ana, survey());
    const url = '/api/solicitacoes/levantamento-bibliografico';
    expect((await get(`${url}?status=awaiting`, ana)).json()).toHaveLength(1);
    expect((await get(`${url}?status=finished`, ana)).json()).toHaveLength(0);
    expect((await get(`${url}?dataIni=2000-01-01&dataFim=2000-12-31`, ana)).json()).toHaveLength(0);
    // The libraries' day (the request dates are theirs), not UTC's.
    const today = localDay(new Date(), 'America/Sao_Paulo');
    expect((await get(`${url}?dataIni=${today}&dataFim=2999-01-01`, ana)).json()).toHaveLength(1);
    const bad = await get(`${url}?dataIni=2025-02-01&dataFim=2025-01-01`, ana);
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ key: 'dates_out_of_order' });
  });
});

describe('inter-library loans', () => {
  const loan = (fields: Record<string, unknown> = {}) => ({
    cod_instituicao: partner,
    titulo: 'Grande sertão: veredas',
    autor: 'Rosa, João Guimarães',
    email: 'ana@example.org',
    telefone: '(63) 3333-1234',
    ...fields,
  });

  it('offers the partner institutions and the patron’s contacts', async () => {
    const res = await get('/api/solicitacoes/emprestimo-inter-bibliotecas/dados', ana);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      solicitacoes_abertas: 0,
      limite_solicitacoes: OPEN_REQUEST_LIMITS['emprestimo-inter-bibliotecas'],
    });
    expect(res.json().instituicoes).toEqual(
      expect.arrayContaining([
        { codigo: 9102, nome: 'Universidade de Brasília' },
        { codigo: 9101, nome: 'Universidade Federal de Goiás' },
      ]),
    );
    expect(res.json().instituicoes).toHaveLength(2);
  });

  it('sends one naming the institution, and refuses an unknown one, a bad email or phone', async () => {
    const res = await post('/api/solicitacoes/emprestimo-inter-bibliotecas', ana, loan());
    expect(res.statusCode).toBe(201);
    expect(res.json<Request>().dados.instituicao).toBe('Universidade de Brasília');
    const unknown = await post(
      '/api/solicitacoes/emprestimo-inter-bibliotecas',
      ana,
      loan({ cod_instituicao: 1 }),
    );
    expect(unknown.json()).toMatchObject({ key: 'validation_error', field: 'cod_instituicao' });
    const email = await post(
      '/api/solicitacoes/emprestimo-inter-bibliotecas',
      ana,
      loan({ email: 'ana@' }),
    );
    expect(email.json()).toMatchObject({ key: 'invalid_email_address', field: 'email' });
    const phone = await post(
      '/api/solicitacoes/emprestimo-inter-bibliotecas',
      ana,
      loan({ telefone: '63 x 1234' }),
    );
    expect(phone.json()).toMatchObject({ key: 'invalid_phone', field: 'telefone' });
    expect(await requestCount()).toBe(1);
  });
});

describe('the desk answers requests', () => {
  it('is staff-only: a patron token gets 403 and changes nothing', async () => {
    const sent = (await post(`${SWITCHING}/artigo-periodico`, ana, article())).json<Request>();
    expect((await get('/api/balcao/solicitacoes', ana)).statusCode).toBe(403);
    const answer = await post(`/api/balcao/solicitacoes/${sent.cod_solicitacao}/situacao`, carlos, {
      situacao: 'finished',
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({ key: 'staff_only' });
    expect((await get(SWITCHING, ana)).json<Request[]>()[0]!.situacao).toBe('awaiting');
  });

  it('lists awaiting requests with whose they are, answers with a reply and alerts the patron', async () => {
    const sent = (await post(`${SWITCHING}/artigo-periodico`, ana, article())).json<Request>();
    const desk = await get('/api/balcao/solicitacoes?tipo=comutacao-bibliografica', staff);
    expect(desk.statusCode).toBe(200);
    expect(desk.json<StaffRequest[]>()).toMatchObject([
      { cod_solicitacao: sent.cod_solicitacao, pessoa: { nome: 'Ana Souza' } },
    ]);
    expect((await get('/api/balcao/solicitacoes?tipo=ficha-catalografica', staff)).json()).toEqual(
      [],
    );

    const url = `/api/balcao/solicitacoes/${sent.cod_solicitacao}/situacao`;
    const badUrl = await post(url, staff, {
      situacao: 'finished',
      url_entrega: 'javascript:alert(1)',
    });
    expect(badUrl.json()).toMatchObject({ key: 'validation_error', field: 'url_entrega' });

    const done = await post(url, staff, {
      situacao: 'finished',
      resposta: 'Cópia enviada pela UnB.',
      url_entrega: 'https://example.org/copia.pdf',
    });
    expect(done.statusCode).toBe(200);
    const mine = (await get(`${SWITCHING}?status=finished`, ana)).json<Request[]>();
    expect(mine).toMatchObject([
      {
        situacao: 'finished',
        resposta: 'Cópia enviada pela UnB.',
        url_entrega: 'https://example.org/copia.pdf',
      },
    ]);
    const alerts = await db.kysely.selectFrom('alert').selectAll().execute();
    expect(alerts).toMatchObject([
      {
        kind: 'request',
        subject_id: sent.cod_solicitacao,
        params: {
          type: 'comutacao-bibliografica',
          status: 'finished',
          reply: 'Cópia enviada pela UnB.',
        },
      },
    ]);

    // The patron reads it in the Alerts tab, worded in the reader's language.
    const read = await get('/api/solicitacoes/alertas?dataIni=2000-01-01&dataFim=2999-12-31', ana);
    expect(read.statusCode).toBe(200);
    expect(read.body).toContain('Cópia enviada pela UnB.');

    const again = await post(url, staff, { situacao: 'not_finished' });
    expect(again.json()).toMatchObject({ key: 'request_status_invalid' });
    expect(
      (await post('/api/balcao/solicitacoes/999999/situacao', staff, { situacao: 'finished' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('catalogue cards', () => {
  it('is pending review until staff release it; then only its patron downloads the PDF', async () => {
    const res = await post('/api/solicitacoes/ficha-catalografica', ana, thesis());
    expect(res.statusCode).toBe(201);
    const card = res.json<Request>();
    expect(card.ficha).toEqual({
      situacao: 'pending_review',
      cutter: 'S729e',
      classificacao: null,
      data_liberacao: null,
    });
    const pdfUrl = `/api/solicitacoes/ficha-catalografica/${card.cod_solicitacao}/pdf`;
    const early = await get(pdfUrl, ana);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ key: 'card_not_released' });
    expect((await get(pdfUrl, carlos)).statusCode).toBe(404);

    // Staff review the draft, cannot just "finish" it, and release it with the class number.
    const draft = await get(`/api/balcao/solicitacoes/${card.cod_solicitacao}/ficha/pdf`, staff);
    expect(draft.statusCode).toBe(200);
    expect((await pdfLines(draft.rawPayload)).join('\n')).toContain('Prévia para revisão');
    const finish = await post(`/api/balcao/solicitacoes/${card.cod_solicitacao}/situacao`, staff, {
      situacao: 'finished',
    });
    expect(finish.json()).toMatchObject({ key: 'card_release_required' });
    const releaseUrl = `/api/balcao/solicitacoes/${card.cod_solicitacao}/ficha/liberacao`;
    expect((await post(releaseUrl, ana, {})).statusCode).toBe(403);
    const invalid = await post(releaseUrl, staff, { correcoes: { paginas_preliminares: 'doze' } });
    expect(invalid.json()).toMatchObject({
      key: 'validation_error',
      field: 'paginas_preliminares',
    });
    const released = await post(releaseUrl, staff, {
      correcoes: { classificacao: '372.4', ilustracoes: 'il. color.' },
      resposta: 'Ficha revisada.',
    });
    expect(released.statusCode).toBe(200);
    expect(released.json<Request>()).toMatchObject({
      situacao: 'finished',
      resposta: 'Ficha revisada.',
      ficha: { situacao: 'released', cutter: 'S729e', classificacao: '372.4' },
    });
    expect((await post(releaseUrl, staff, {})).json()).toMatchObject({
      key: 'request_status_invalid',
    });

    const pdf = await get(pdfUrl, ana);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="ficha-catalografica-${card.cod_solicitacao}.pdf"`,
    );
    const text = (await pdfLines(pdf.rawPayload)).join(' ');
    expect(text).toContain('372.4');
    expect(text).toContain('Souza, Ana Lúcia de.');
    expect(text).toContain('xii, 148 f. : il. color. ; 30 cm.');
    expect((await get(pdfUrl, carlos)).statusCode).toBe(404);
    expect((await get('/api/solicitacoes/ficha-catalografica/999999/pdf', ana)).statusCode).toBe(
      404,
    );
  });

  it('names the first missing thesis field and refuses pages not in roman numerals', async () => {
    const noAdvisor = await post(
      '/api/solicitacoes/ficha-catalografica',
      ana,
      thesis({ orientador: '' }),
    );
    expect(noAdvisor.json()).toMatchObject({ key: 'request_field_required', field: 'orientador' });
    const noSubject = await post(
      '/api/solicitacoes/ficha-catalografica',
      ana,
      thesis({ assuntos: [' '] }),
    );
    expect(noSubject.json()).toMatchObject({ key: 'request_field_required', field: 'assuntos' });
    const roman = await post(
      '/api/solicitacoes/ficha-catalografica',
      ana,
      thesis({ paginas_preliminares: '12' }),
    );
    expect(roman.json()).toMatchObject({ key: 'validation_error', field: 'paginas_preliminares' });
    expect(await requestCount()).toBe(0);
  });
});
