import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Alert, Alerts } from '@estante/contract';
import { buildApp } from '../../app.ts';
import { postgresCirculation } from '../../circulation/engine.ts';
import type { Db } from '../../db/database.ts';
import { createDemoPatrons, DEMO_PASSWORD } from '../../demo/patrons.ts';
import { ARGON2_MINIMUM } from '../auth/settings.ts';
import { createMailer } from '../../mail/mailer.ts';
import { errorMessage } from '../../lib/http-errors.ts';
import { GENEROUS_RATE_LIMITS, openTestDatabase } from '../../test-support/app.ts';
import { bearer, createActivities, publicToken, tokensOf } from '../../test-support/auth.ts';
import { createLibrary } from '../../test-support/factories.ts';
import { recordAlerts } from './record.ts';

let db: Db;
let app: FastifyInstance;
let sonia: string;
let ana: string;
let soniaId: number;
let anaId: number;
let anaAlert: number;

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const period = `dataIni=${day(-2)}&dataFim=${day(2)}`;

const list = (token: string, query = period, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'GET',
    url: `/api/solicitacoes/alertas?${query}`,
    headers: { ...bearer(token), ...headers },
  });
const unread = async (token: string) =>
  (
    await app.inject({
      method: 'GET',
      url: '/api/solicitacoes/alertas/nao-lidas',
      headers: bearer(token),
    })
  ).json<{ total: number }>().total;
const alertRow = (id: number) =>
  db.kysely.selectFrom('alert').selectAll().where('id', '=', id).executeTakeFirst();

beforeAll(async () => {
  db = await openTestDatabase();
  await createActivities(db.kysely);
  await createDemoPatrons(db.kysely, ARGON2_MINIMUM);
  app = await buildApp({ db, rateLimits: GENEROUS_RATE_LIMITS });
  await app.ready();
  sonia = (await tokensOf(app, '20260010', DEMO_PASSWORD)).access_token;
  ana = (await tokensOf(app, '20260001', DEMO_PASSWORD)).access_token;
  const personOf = async (login: string) =>
    (
      await db.kysely
        .selectFrom('person_login')
        .select('person_id')
        .where('login', '=', login)
        .executeTakeFirstOrThrow()
    ).person_id;
  soniaId = await personOf('20260010');
  anaId = await personOf('20260001');
  await recordAlerts(db.kysely, [
    {
      personId: soniaId,
      kind: 'comment',
      params: { status: 'approved', title: 'Dom Casmurro', reply: 'Obrigado!' },
    },
    {
      personId: soniaId,
      kind: 'suggestion',
      params: { status: 'in_quote', title: '<b>Vidas secas</b>', reply: null },
    },
    {
      personId: soniaId,
      kind: 'request',
      params: { type: 'ficha-catalografica', status: 'finished', reply: 'Ficha liberada.' },
    },
    { personId: soniaId, kind: 'loan_request', params: { status: 'available', title: 'Iracema' } },
    {
      personId: soniaId,
      kind: 'profile',
      params: { count: 3, profileKind: 'subject', term: 'Software livre' },
    },
    {
      personId: soniaId,
      kind: 'profile',
      params: { count: 1, profileKind: 'material_type', term: 'thesis' },
    },
  ]);
  await recordAlerts(db.kysely, [
    { personId: anaId, kind: 'comment', params: { status: 'rejected', title: 'Iracema' } },
  ]);
  anaAlert = (
    await db.kysely
      .selectFrom('alert')
      .select('id')
      .where('person_id', '=', anaId)
      .executeTakeFirstOrThrow()
  ).id;
  // An alert of last month: outside the period.
  await sql`UPDATE alert SET created_at = now() - interval '40 days'
    WHERE id = (SELECT max(id) FROM alert WHERE person_id = ${soniaId} AND kind = 'profile')`.execute(
    db.kysely,
  );
});

afterAll(async () => {
  await app.close();
  await db.close();
});

describe('GET /solicitacoes/alertas', () => {
  it('lists the patron’s alerts of the period, newest first, worded in Portuguese', async () => {
    const res = await list(sonia);
    expect(res.statusCode).toBe(200);
    const body = res.json<Alerts>();
    expect(body.alertas.map((a) => a.tipo)).toEqual([
      'profile',
      'loan_request',
      'request',
      'suggestion',
      'comment',
    ]);
    expect(body.naoLidos).toBe(5);
    expect(body.alertas.every((a) => !a.lido)).toBe(true);
    expect(body.alertas.map((a) => a.mensagem)).toEqual([
      '3 novos títulos no acervo para o seu perfil de interesse (assunto “Software livre”).',
      'Sua solicitação de empréstimo de “Iracema” está: disponível para retirada.',
      'Sua solicitação de ficha catalográfica está atendida. Resposta: Ficha liberada.',
      // Markup in a value stays text: the web shows it as text.
      'Sua sugestão de compra “<b>Vidas secas</b>” passou para: em cotação.',
      'Seu comentário sobre “Dom Casmurro” foi aprovado. Resposta: Obrigado!',
    ]);
  });

  it('words them in the request’s language (English, Spanish)', async () => {
    const en = (await list(sonia, period, { 'accept-language': 'en' })).json<Alerts>();
    expect(en.alertas[0]!.mensagem).toBe(
      '3 new titles in the catalogue for your interest profile (subject “Software livre”).',
    );
    const es = (await list(sonia, period, { idioma: '3' })).json<Alerts>();
    expect(es.alertas.at(-1)!.mensagem).toBe(
      'Su comentario sobre “Dom Casmurro” fue aprobado. Respuesta: Obrigado!',
    );
  });

  it('finds older alerts when the period includes them', async () => {
    const body = (await list(sonia, `dataIni=${day(-45)}&dataFim=${day(-30)}`)).json<Alerts>();
    expect(body.alertas.map((a) => a.mensagem)).toEqual([
      '1 novo título no acervo para o seu perfil de interesse (tipo de obra “Tese / dissertação”).',
    ]);
  });

  it('needs both dates (spec §5) and the start not after the end', async () => {
    for (const [query, field] of [
      [`dataFim=${day(0)}`, 'dataIni'],
      [`dataIni=${day(0)}`, 'dataFim'],
      ['', 'dataIni'],
    ] as const) {
      const res = await list(sonia, query);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        key: 'alert_dates_required',
        field,
        message: errorMessage('alert_dates_required', 'pt'),
      });
    }
    const reversed = await list(sonia, `dataIni=${day(1)}&dataFim=${day(0)}`);
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json()).toMatchObject({ key: 'dates_out_of_order', field: 'dataIni' });
    expect((await list(sonia, 'dataIni=2026-13-01&dataFim=2026-12-01')).statusCode).toBe(400);
  });

  it('refuses visitors and the public token', async () => {
    expect(
      (await app.inject({ method: 'GET', url: `/api/solicitacoes/alertas?${period}` })).statusCode,
    ).toBe(401);
    expect((await list(await publicToken(app))).statusCode).toBe(401);
  });
});

describe('marking read, deleting and the unread count', () => {
  it('marks an alert read and the unread count drops; marking again keeps it read', async () => {
    expect(await unread(sonia)).toBe(6);
    const first = (await list(sonia)).json<Alerts>().alertas[0]!;
    const res = await app.inject({
      method: 'PUT',
      url: `/api/solicitacoes/alertas/${first.id}`,
      headers: bearer(sonia),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<Alert>()).toMatchObject({ id: first.id, lido: true });
    const readAt = (await alertRow(first.id))!.read_at;
    expect(readAt).not.toBeNull();
    await app.inject({
      method: 'PUT',
      url: `/api/solicitacoes/alertas/${first.id}`,
      headers: bearer(sonia),
    });
    expect((await alertRow(first.id))!.read_at).toEqual(readAt);
    expect(await unread(sonia)).toBe(5);
    expect((await list(sonia)).json<Alerts>().naoLidos).toBe(4);
  });

  it('deletes an alert', async () => {
    const last = (await list(sonia)).json<Alerts>().alertas.at(-1)!;
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/solicitacoes/alertas/${last.id}`,
      headers: bearer(sonia),
    });
    expect(res.statusCode).toBe(204);
    expect(await alertRow(last.id)).toBeUndefined();
    const again = await app.inject({
      method: 'DELETE',
      url: `/api/solicitacoes/alertas/${last.id}`,
      headers: bearer(sonia),
    });
    expect(again.statusCode).toBe(404);
  });

  it('answers 404 for another patron’s alert and leaves it as it was', async () => {
    for (const method of ['PUT', 'DELETE'] as const) {
      const res = await app.inject({
        method,
        url: `/api/solicitacoes/alertas/${anaAlert}`,
        headers: bearer(sonia),
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ key: 'not_found' });
    }
    expect(await alertRow(anaAlert)).toMatchObject({ person_id: anaId, read_at: null });
    expect((await list(ana)).json<Alerts>().alertas.map((a) => a.id)).toEqual([anaAlert]);
    expect(await unread(ana)).toBe(1);
  });
});

describe('a hold set aside at check-in', () => {
  it('alerts its patron in the check-in’s transaction', async () => {
    const library = await createLibrary(db.kysely, { name: 'Biblioteca do Hospital' });
    await db.kysely
      .insertInto('loan_policy')
      .values({
        loan_days: 14,
        max_loans: 5,
        renewals: 1,
        renewal_days: 7,
        hold_limit: 5,
        pickup_days: 2,
        fine_per_day_cents: 0,
        suspension_days_per_day: 0,
      })
      .execute();
    const { rows } = await sql<{ id: number }>`
      insert into title (marc, title, material_type)
      values ('{"leader":"","fields":[]}'::jsonb, 'Memórias póstumas', 'book') returning id`.execute(
      db.kysely,
    );
    const titleId = rows[0]!.id;
    await db.kysely
      .insertInto('copy')
      .values({
        title_id: titleId,
        library_id: library.id,
        barcode: 'MP-1',
        loan_type: 'normal',
        status: 'available',
      })
      .execute();
    const mailer = createMailer({ smtpUrl: null, mailFrom: 'b@teste.br', dataDir: 'memory://' });
    const engine = postgresCirculation({
      db: db.kysely,
      mailer,
      now: () => new Date('2026-05-04T13:00:00Z'),
    });
    await engine.checkout(null, '20260001', 'MP-1');
    const patron = await engine.patronByLogin('20260010');
    const hold = await engine.placeHold(
      patron,
      { cod_acervo: titleId, biblioteca: library.id },
      'pt',
    );
    const before = await unread(sonia);
    await engine.checkin(null, 'MP-1');
    expect(await unread(sonia)).toBe(before + 1);
    const alert = await db.kysely
      .selectFrom('alert')
      .selectAll()
      .where('person_id', '=', soniaId)
      .where('kind', '=', 'hold')
      .executeTakeFirstOrThrow();
    expect(alert).toMatchObject({ title_id: titleId, subject_id: hold.cod_reserva });
    expect(alert.params).toMatchObject({
      title: 'Memórias póstumas',
      library: 'Biblioteca do Hospital',
    });
    const shown = (await list(sonia)).json<Alerts>().alertas.find((a) => a.tipo === 'hold')!;
    expect(shown.mensagem).toMatch(
      /^Sua reserva de “Memórias póstumas” está disponível para retirada em Biblioteca do Hospital até \d\d\/\d\d\/2026\.$/,
    );
    expect(shown.cod_acervo).toBe(titleId);
  });
});
