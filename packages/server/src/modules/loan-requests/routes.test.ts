import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOAN_REQUEST_LIMIT, type LoanRequest, type LoanRequestInfo } from '@estante/contract';
import { buildApp } from '../../app.ts';
import { saveRecords } from '../../catalogue/title-store.ts';
import type { Db } from '../../db/database.ts';
import { createDemoPatrons, DEMO_PASSWORD } from '../../demo/patrons.ts';
import { ARGON2_MINIMUM } from '../auth/settings.ts';
import { errorMessage } from '../../lib/http-errors.ts';
import { GENEROUS_RATE_LIMITS, openTestDatabase } from '../../test-support/app.ts';
import { bearer, createActivities, publicToken, tokensOf } from '../../test-support/auth.ts';
import { createLibrary } from '../../test-support/factories.ts';
import { SAMPLE_TITLE, titleIdOf } from '../titles/test-data.ts';
import { copyRow } from '../../test-support/copies.ts';
import { localDay } from '../../circulation/calendar.ts';

let db: Db;
let app: FastifyInstance;
let ana: string;
let carlos: string;
let staff: string;
let titleId: number;
let secondTitleId: number;
let thirdTitleId: number;
let central: { id: number };
let branch: { id: number };
let closed: { id: number };
let centralDesk: number;
let branchDesk: number;

/** SAMPLE_TITLE under another control number. */
const titleNumbered = (control: string) => ({
  ...SAMPLE_TITLE,
  fields: SAMPLE_TITLE.fields.map((f) => (f.tag === '001' ? { tag: '001', value: control } : f)),
});

let barcode = 0;
const copy = (title: number, library: number, fields: Parameters<typeof copyRow>[3] = {}) =>
  copyRow(title, library, `LR${(barcode += 1)}`, fields);

beforeAll(async () => {
  db = await openTestDatabase();
  const k = db.kysely;
  await createActivities(k);
  await createDemoPatrons(k, ARGON2_MINIMUM);
  await saveRecords(k, [titleNumbered('LR-1'), titleNumbered('LR-2'), titleNumbered('LR-3')]);
  titleId = await titleIdOf(k, 'LR-1');
  secondTitleId = await titleIdOf(k, 'LR-2');
  thirdTitleId = await titleIdOf(k, 'LR-3');
  central = await createLibrary(k, { name: 'Biblioteca Central' });
  branch = await createLibrary(k, { name: 'Biblioteca Setorial' });
  closed = await createLibrary(k, { name: 'Biblioteca Depósito', has_closed_stacks: true });
  const desk = async (library: number) =>
    (
      await k
        .selectFrom('delivery_point')
        .select('id')
        .where('library_id', '=', library)
        .orderBy('position')
        .executeTakeFirstOrThrow()
    ).id;
  centralDesk = await desk(central.id);
  branchDesk = await desk(branch.id);
  await k
    .insertInto('copy')
    .values([
      // Title 1: two loanable copies at the central library (volumes 1 and 2), one for
      // reference only; one at the branch on loan.
      copy(titleId, central.id, { volume: '1' }),
      copy(titleId, central.id, { volume: '2' }),
      copy(titleId, central.id, { loan_type: 'reference' }),
      copy(titleId, branch.id, { status: 'on_loan', due_on: '2026-12-01' }),
      // Title 2: one copy, at the central library.
      copy(secondTitleId, central.id),
      // Title 3: one copy in closed stacks (reference only: read at the library's desk), one on
      // open shelves at the closed-stack library.
      copy(thirdTitleId, closed.id, { in_closed_stacks: true, loan_type: 'reference' }),
      copy(secondTitleId, closed.id),
    ])
    .execute();
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
  await db.kysely.deleteFrom('loan_request').execute();
});

const get = (url: string, token: string) =>
  app.inject({ method: 'GET', url, headers: { ...bearer(token), 'x-idioma': '5' } });
const post = (url: string, token: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url, headers: { ...bearer(token), 'x-idioma': '5' }, payload });

/** A complete, valid body for title 1 at the central library, received at its desk. */
const valid = (fields: Record<string, unknown> = {}) => ({
  biblioteca_origem: central.id,
  biblioteca_recebimento: central.id,
  cod_local_recebimento: centralDesk,
  volume: '*',
  tomo: '*',
  parte: '*',
  material_adicional: '*',
  telefone: '(63) 3333-1234',
  email: 'ana@example.org',
  pessoa_autorizada: 'Maria Souza',
  ...fields,
});

const place = (token: string, fields: Record<string, unknown> = {}, title = titleId) =>
  post(`/api/solicitacao-emprestimo/${title}`, token, valid(fields));

const requestCount = async () =>
  (
    await db.kysely
      .selectFrom('loan_request')
      .select(db.kysely.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;

describe('GET /api/solicitacao-emprestimo/{id}/informacoes-iniciais', () => {
  it('answers the holding libraries, receiving units with delivery points, options and defaults', async () => {
    const res = await get(`/api/solicitacao-emprestimo/${titleId}/informacoes-iniciais`, ana);
    expect(res.statusCode).toBe(200);
    const info: LoanRequestInfo = res.json();
    expect(info.cod_acervo).toBe(titleId);
    expect(info.bibliotecas_origem).toEqual([
      {
        cod_biblioteca: central.id,
        desc_biblioteca: 'Biblioteca Central',
        exemplares: 3,
        disponiveis: 2,
      },
      {
        cod_biblioteca: branch.id,
        desc_biblioteca: 'Biblioteca Setorial',
        exemplares: 1,
        disponiveis: 0,
      },
    ]);
    const unit = info.bibliotecas_recebimento.find((u) => u.cod_biblioteca === central.id)!;
    expect(unit.locais.map((l) => l.descricao)).toEqual([
      'Balcão de empréstimo',
      'Balcão de referência',
    ]);
    expect(info.volumes).toEqual(['1', '2']);
    expect(info.tomos).toEqual([]);
    expect(info.materiais).toEqual([]);
    expect(info).toMatchObject({
      solicitacoes_abertas: 0,
      limite_solicitacoes: LOAN_REQUEST_LIMIT,
    });
    expect(info).toHaveProperty('email');
    expect(info).toHaveProperty('telefone');
  });

  it('counts open requests against the available copies', async () => {
    expect((await place(ana)).statusCode).toBe(201);
    const info: LoanRequestInfo = (
      await get(`/api/solicitacao-emprestimo/${titleId}/informacoes-iniciais`, ana)
    ).json();
    expect(info.bibliotecas_origem[0]!.disponiveis).toBe(1);
    expect(info.solicitacoes_abertas).toBe(1);
  });

  it('is 404 for a title that does not exist', async () => {
    const res = await get('/api/solicitacao-emprestimo/999999/informacoes-iniciais', ana);
    expect(res.statusCode).toBe(404);
  });
});

describe('POST /api/solicitacao-emprestimo/{id}', () => {
  it('places a request for the token’s patron, waiting, with its history', async () => {
    const res = await place(ana, { telefone: '(63) 3333-1234', volume: '1' });
    expect(res.statusCode).toBe(201);
    const body: LoanRequest = res.json();
    expect(body).toMatchObject({
      tipo: 'emprestimo',
      cod_acervo: titleId,
      cod_biblioteca_origem: central.id,
      cod_biblioteca_recebimento: central.id,
      cod_local_recebimento: centralDesk,
      desc_local_recebimento: 'Balcão de empréstimo',
      volume: '1',
      telefone: '(63) 3333-1234',
      email: 'ana@example.org',
      pessoa_autorizada: 'Maria Souza',
      domicilio: null,
      situacao: 'waiting',
    });
    expect(body.historico).toEqual([
      { situacao: 'waiting', data: body.data_solicitacao, observacao: null },
    ]);
    const row = await db.kysely
      .selectFrom('loan_request')
      .innerJoin('person', 'person.id', 'loan_request.person_id')
      .select('person.name')
      .where('loan_request.id', '=', body.cod_solicitacao)
      .executeTakeFirstOrThrow();
    expect(row.name).toBe('Ana Souza');
  });

  it('accepts a receiving place in words and home delivery with an address', async () => {
    const words = await place(ana, {
      cod_local_recebimento: null,
      recebimento_textual: 'Secretaria do curso',
      biblioteca_recebimento: branch.id,
      volume: '1',
    });
    expect(words.statusCode).toBe(201);
    expect(words.json()).toMatchObject({
      recebimento_textual: 'Secretaria do curso',
      cod_local_recebimento: null,
    });
    const home = await place(ana, {
      cod_local_recebimento: null,
      volume: '2',
      domicilio: { endereco: 'Rua das Flores, 10' },
    });
    expect(home.statusCode).toBe(201);
    expect(home.json().domicilio).toBe('Rua das Flores, 10');
  });

  const failures: [string, Record<string, unknown>, string, string][] = [
    [
      'no receiving unit',
      { biblioteca_recebimento: null },
      'loan_request_receiving_required',
      'biblioteca_recebimento',
    ],
    [
      'an unknown receiving unit',
      { biblioteca_recebimento: 999999 },
      'loan_request_receiving_required',
      'biblioteca_recebimento',
    ],
    [
      'no location',
      { cod_local_recebimento: null },
      'loan_request_location_required',
      'cod_local_recebimento',
    ],
    [
      'a blank place in words',
      { cod_local_recebimento: null, recebimento_textual: '  ' },
      'loan_request_location_required',
      'cod_local_recebimento',
    ],
    ['a location code below 1', { cod_local_recebimento: -1 }, 'validation_error', ''],
    ['no volume', { volume: null }, 'loan_request_options_required', 'volume'],
    ['a blank volume', { volume: ' ' }, 'loan_request_options_required', 'volume'],
    [
      'a material the title has not',
      { material_adicional: 'CD' },
      'loan_request_options_required',
      'material_adicional',
    ],
    ['no tome', { tomo: undefined }, 'loan_request_options_required', 'tomo'],
    ['no part', { parte: null }, 'loan_request_options_required', 'parte'],
    [
      'no material',
      { material_adicional: null },
      'loan_request_options_required',
      'material_adicional',
    ],
    ['a volume the title has not', { volume: '9' }, 'loan_request_options_required', 'volume'],
    ['no email', { email: '' }, 'invalid_email_address', 'email'],
    ['a bad email', { email: 'ana@' }, 'invalid_email_address', 'email'],
    ['no phone', { telefone: '   ' }, 'phone_required', 'telefone'],
    ['a phone with letters', { telefone: '63 abc 3333' }, 'invalid_phone', 'telefone'],
    ['a phone over 16', { telefone: '(63) 3333-1234 5678' }, 'invalid_phone', 'telefone'],
    [
      'home delivery without address',
      { cod_local_recebimento: null, domicilio: { endereco: ' ' } },
      'loan_request_address_required',
      'domicilio.endereco',
    ],
  ];
  it.each(failures)('refuses %s (422 %s), writing nothing', async (_, fields, key, field) => {
    const res = await place(ana, fields);
    if (key === 'validation_error') {
      expect(res.statusCode).toBe(400);
    } else {
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        key,
        field,
        message: errorMessage(key as never, 'en', field),
      });
    }
    expect(await requestCount()).toBe(0);
  });

  it('refuses a location of another receiving unit', async () => {
    const res = await place(ana, {
      biblioteca_recebimento: central.id,
      cod_local_recebimento: branchDesk,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().key).toBe('loan_request_location_required');
  });

  it('refuses an identical open request with the §8 limit/identical message', async () => {
    expect((await place(ana)).statusCode).toBe(201);
    const again = await place(ana, { telefone: '1234' });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({
      key: 'loan_request_limit_or_duplicate',
      message: 'Loan request cancelled: the limit was exceeded or an identical request exists.',
    });
    expect(await requestCount()).toBe(1);
  });

  it('refuses two identical requests sent at once: exactly one is placed', async () => {
    const answers = await Promise.all([place(ana), place(ana), place(ana)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422, 422]);
    expect(await requestCount()).toBe(1);
  });

  it('refuses past the open-request limit with the same message', async () => {
    const k = db.kysely;
    const person = await k
      .selectFrom('person')
      .select('id')
      .where('name', '=', 'Ana Souza')
      .executeTakeFirstOrThrow();
    await k
      .insertInto('loan_request')
      .values(
        Array.from({ length: LOAN_REQUEST_LIMIT }, (_, i) => ({
          person_id: person.id,
          title_id: thirdTitleId,
          origin_library_id: closed.id,
          receiving_library_id: closed.id,
          volume: `x${i}`,
          created_at: new Date(),
          status_at: new Date(),
        })),
      )
      .execute();
    const res = await place(ana);
    expect(res.statusCode).toBe(422);
    expect(res.json().key).toBe('loan_request_limit_or_duplicate');
  });

  it('refuses when no copy is available, or all are already requested (§8 other message)', async () => {
    const none = await place(ana, { biblioteca_origem: branch.id });
    expect(none.statusCode).toBe(422);
    expect(none.json()).toMatchObject({
      key: 'loan_request_no_copies',
      message:
        'Loan request cancelled: no copies are available or all have already been requested.',
    });
    expect((await place(carlos, {}, secondTitleId)).statusCode).toBe(201);
    const taken = await place(ana, {}, secondTitleId);
    expect(taken.statusCode).toBe(422);
    expect(taken.json().key).toBe('loan_request_no_copies');
    expect(await requestCount()).toBe(1);
  });

  it('is 404 for a title that does not exist', async () => {
    expect((await place(ana, {}, 999999)).statusCode).toBe(404);
  });

  it('answers in Portuguese by default', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/solicitacao-emprestimo/${titleId}`,
      headers: bearer(ana),
      payload: valid({ telefone: '' }),
    });
    expect(res.json().message).toBe('Informe o telefone.');
  });
});

describe('GET /api/solicitacao-emprestimo', () => {
  it('lists only the token’s patron’s requests, newest first, by status and dates', async () => {
    const first: LoanRequest = (await place(ana, { volume: '1' })).json();
    const second: LoanRequest = (await place(ana, { volume: '2' })).json();
    await place(carlos, {}, secondTitleId);
    const mine: LoanRequest[] = (await get('/api/solicitacao-emprestimo', ana)).json();
    expect(mine.map((r) => r.cod_solicitacao)).toEqual([
      second.cod_solicitacao,
      first.cod_solicitacao,
    ]);

    await post(`/api/balcao/solicitacoes-emprestimo/${first.cod_solicitacao}/situacao`, staff, {
      situacao: 'not_finished',
    });
    const cancelled: LoanRequest[] = (
      await get('/api/solicitacao-emprestimo?status=not_finished', ana)
    ).json();
    expect(cancelled.map((r) => r.cod_solicitacao)).toEqual([first.cod_solicitacao]);

    // The libraries' day: lists filter by it, not by UTC's.
    const today = localDay(new Date(), 'America/Sao_Paulo');
    const inRange = await get(`/api/solicitacao-emprestimo?dataIni=${today}&dataFim=${today}`, ana);
    expect(inRange.json()).toHaveLength(2);
    const before = await get(
      '/api/solicitacao-emprestimo?dataIni=2020-01-01&dataFim=2020-12-31',
      ana,
    );
    expect(before.json()).toEqual([]);
  });

  it('refuses a start date after the end date (422 dates_out_of_order)', async () => {
    const res = await get('/api/solicitacao-emprestimo?dataIni=2026-05-02&dataFim=2026-05-01', ana);
    expect(res.statusCode).toBe(422);
    expect(res.json().key).toBe('dates_out_of_order');
  });

  it('refuses a status that is not one of spec §3', async () => {
    expect((await get('/api/solicitacao-emprestimo?status=lost', ana)).statusCode).toBe(400);
  });
});

describe('POST /api/gravar-armazem', () => {
  it('requests the closed-stack titles of the basket and says why the others were not', async () => {
    const res = await post(`/api/gravar-armazem?cod_biblioteca=${closed.id}`, ana, {
      cesta: [thirdTitleId, secondTitleId, 999999, thirdTitleId],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.solicitados).toEqual([
      { cod_acervo: thirdTitleId, cod_solicitacao: expect.any(Number) },
    ]);
    expect(body.nao_solicitados).toEqual([
      {
        cod_acervo: secondTitleId,
        motivo: 'no_closed_stack_copies',
        mensagem: errorMessage('loan_request_no_copies', 'en'),
      },
      { cod_acervo: 999999, motivo: 'not_found', mensagem: errorMessage('not_found', 'en') },
    ]);
    const listed: LoanRequest[] = (await get('/api/solicitacao-emprestimo', ana)).json();
    expect(listed[0]).toMatchObject({
      tipo: 'armazem',
      cod_acervo: thirdTitleId,
      situacao: 'waiting',
    });

    const again = await post(`/api/gravar-armazem?cod_biblioteca=${closed.id}`, ana, {
      cesta: [thirdTitleId],
    });
    expect(again.json().nao_solicitados[0].motivo).toBe('duplicate');
    const other = await post(`/api/gravar-armazem?cod_biblioteca=${closed.id}`, carlos, {
      cesta: [thirdTitleId],
    });
    expect(other.json().nao_solicitados[0].motivo).toBe('all_requested');
  });

  it('refuses a library without closed stacks, an unknown library and an empty basket', async () => {
    const open = await post(`/api/gravar-armazem?cod_biblioteca=${central.id}`, ana, {
      cesta: [titleId],
    });
    expect(open.statusCode).toBe(422);
    expect(open.json().key).toBe('closed_stacks_unavailable');
    const unknown = await post('/api/gravar-armazem?cod_biblioteca=999999', ana, {
      cesta: [titleId],
    });
    expect(unknown.statusCode).toBe(404);
    const empty = await post(`/api/gravar-armazem?cod_biblioteca=${closed.id}`, ana, { cesta: [] });
    expect(empty.statusCode).toBe(400);
    expect(await requestCount()).toBe(0);
  });
});

describe('POST /api/balcao/solicitacoes-emprestimo/{id}/situacao', () => {
  it('moves a request through its statuses, recording each in its history', async () => {
    const placed: LoanRequest = (await place(ana)).json();
    const url = `/api/balcao/solicitacoes-emprestimo/${placed.cod_solicitacao}/situacao`;
    for (const situacao of ['in_transit', 'available', 'removed', 'finished']) {
      const res = await post(url, staff, { situacao, observacao: `to ${situacao}` });
      expect(res.statusCode).toBe(200);
      expect(res.json().situacao).toBe(situacao);
    }
    const [mine] = (await get('/api/solicitacao-emprestimo', ana)).json() as LoanRequest[];
    expect(mine!.historico.map((e) => e.situacao)).toEqual([
      'waiting',
      'in_transit',
      'available',
      'removed',
      'finished',
    ]);
    expect(mine!.historico[1]!.observacao).toBe('to in_transit');
    // Each move is an alert for the patron, in the language asked.
    const alerts = await db.kysely
      .selectFrom('alert')
      .select(['kind', 'subject_id', 'params'])
      .where('subject_id', '=', placed.cod_solicitacao)
      .where('kind', '=', 'loan_request')
      .orderBy('id')
      .execute();
    expect(alerts.map((a) => a.params.status)).toEqual([
      'in_transit',
      'available',
      'removed',
      'finished',
    ]);
    const listed = await get(
      '/api/solicitacoes/alertas?dataIni=2000-01-01&dataFim=2999-12-31',
      ana,
    );
    expect(JSON.stringify(listed.json())).toContain('is: available for pickup');
    const after = await post(url, staff, { situacao: 'available' });
    expect(after.statusCode).toBe(422);
    expect(after.json()).toMatchObject({ key: 'loan_request_status_invalid', field: 'available' });
  });

  it('refuses a patron without a staff role (403 staff_only), changing nothing', async () => {
    const placed: LoanRequest = (await place(ana)).json();
    const res = await post(
      `/api/balcao/solicitacoes-emprestimo/${placed.cod_solicitacao}/situacao`,
      ana,
      { situacao: 'not_finished' },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().key).toBe('staff_only');
    const [mine] = (await get('/api/solicitacao-emprestimo', ana)).json() as LoanRequest[];
    expect(mine!.situacao).toBe('waiting');
  });

  it('is 404 for a request that does not exist', async () => {
    const res = await post('/api/balcao/solicitacoes-emprestimo/999999/situacao', staff, {
      situacao: 'finished',
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('access', () => {
  it('never shows or lets anyone act on another patron’s request: 404, nothing changes', async () => {
    const placed: LoanRequest = (await place(ana)).json();
    // Carlos is not staff: his attempt at another's request is 403 before any lookup.
    const staffCall = await post(
      `/api/balcao/solicitacoes-emprestimo/${placed.cod_solicitacao}/situacao`,
      carlos,
      { situacao: 'not_finished' },
    );
    expect(staffCall.statusCode).toBe(403);
    expect((await get('/api/solicitacao-emprestimo', carlos)).json()).toEqual([]);
    // A patron id in the query or body is not how the patron is chosen.
    const sneaky = await get(`/api/solicitacao-emprestimo?cod_pessoa=1&codPessoa=1`, carlos);
    expect(sneaky.json()).toEqual([]);
    const [mine] = (await get('/api/solicitacao-emprestimo', ana)).json() as LoanRequest[];
    expect(mine).toMatchObject({ cod_solicitacao: placed.cod_solicitacao, situacao: 'waiting' });
    expect(mine!.historico).toHaveLength(1);
  });

  it('refuses every call without a patron token (401 login_required)', async () => {
    const pub = await publicToken(app);
    const calls = [
      ['GET', `/api/solicitacao-emprestimo/${titleId}/informacoes-iniciais`],
      ['POST', `/api/solicitacao-emprestimo/${titleId}`],
      ['GET', '/api/solicitacao-emprestimo'],
      ['POST', `/api/gravar-armazem?cod_biblioteca=${closed.id}`],
      ['POST', '/api/balcao/solicitacoes-emprestimo/1/situacao'],
    ] as const;
    for (const [method, url] of calls) {
      for (const headers of [{}, bearer(pub)]) {
        const res = await app.inject({
          method,
          url,
          headers,
          payload: method === 'POST' ? {} : undefined,
        });
        expect(res.statusCode, `${method} ${url}`).toBe(401);
        expect(res.json().key).toBe('login_required');
      }
    }
    expect(await requestCount()).toBe(0);
  });
});
