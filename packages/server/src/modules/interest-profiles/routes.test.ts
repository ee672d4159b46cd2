import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AreaAuthorSubjectProfiles,
  JournalProfile,
  ProfileAuxInfo,
  ProfileTitles,
} from '@estante/contract';
import { buildApp } from '../../app.ts';
import { addDays, localDay } from '../../circulation/calendar.ts';
import { importMarcFile } from '../../cli/import-marc.ts';
import type { Db } from '../../db/database.ts';
import { createDemoPatrons, DEMO_PASSWORD } from '../../demo/patrons.ts';
import { ARGON2_MINIMUM } from '../auth/settings.ts';
import { errorMessage } from '../../lib/http-errors.ts';
import { createMailer } from '../../mail/mailer.ts';
import { startTestSmtpServer } from '../../mail/test-smtp-server.ts';
import { GENEROUS_RATE_LIMITS, openTestDatabase } from '../../test-support/app.ts';
import {
  bearer,
  createActivities,
  publicToken,
  signIn,
  tokensOf,
} from '../../test-support/auth.ts';
import { createLibrary } from '../../test-support/factories.ts';
import { refreshDiscoveryIndexes } from '../discovery/refresh.ts';
import { runProfileJob } from './job.ts';
import { matchNewTitles } from './matching.ts';
import { monthBefore } from './service.ts';

const MARC = path.resolve(import.meta.dirname, '../../../../../../shared/data/marc/evergreen');
const TIME_ZONE = 'America/Sao_Paulo';

let db: Db;
let app: FastifyInstance;
let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
let mailer: ReturnType<typeof createMailer>;
let sonia: string;
let ana: string;
let soniaId: number;
let anaId: number;
let library: { id: number };
let areaId: number;
let serialId: number;
let bookId: number;
const today = () => localDay(new Date(), TIME_ZONE);
const valid = () => addDays(today(), 90);

const call = (
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => app.inject({ method, url: `/api/perfil-interesse${url}`, headers: bearer(token), payload });
const profilesOf = async (personId: number) =>
  db.kysely
    .selectFrom('interest_profile')
    .selectAll()
    .where('person_id', '=', personId)
    .orderBy('id')
    .execute();
const alertsOf = (personId: number) =>
  db.kysely
    .selectFrom('alert')
    .select(['kind', 'title_id', 'params'])
    .where('person_id', '=', personId)
    .where('kind', '=', 'profile')
    .orderBy('id')
    .execute();

/** A received message's subject and text, decoded (encoded words, quoted-printable, base64). */
function readMail(raw: string): { subject: string; text: string } {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const subject = (/^Subject: (.*)$/im.exec(unfolded)?.[1] ?? '').replace(
    /=\?utf-8\?([qb])\?([^?]*)\?=\s*/gi,
    (_m, enc: string, data: string) =>
      enc.toLowerCase() === 'b'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(
            data
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          ).toString('utf8'),
  );
  const body = rest.join('\n\n');
  const text = /content-transfer-encoding: base64/i.test(unfolded)
    ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
    : Buffer.from(
        body
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
        'latin1',
      ).toString('utf8');
  return { subject, text };
}
const mailsTo = (address: string) =>
  smtp.received.filter((m) => m.to.includes(address)).map((m) => readMail(m.raw));
const job = () => runProfileJob({ db: db.kysely, mailer, timeZone: TIME_ZONE, now: new Date() });

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  mailer = createMailer({
    smtpUrl: smtp.url,
    mailFrom: 'Biblioteca <bib@teste.br>',
    dataDir: 'memory://',
  });
  db = await openTestDatabase();
  const k = db.kysely;
  await createActivities(k);
  await createDemoPatrons(k, ARGON2_MINIMUM);
  app = await buildApp({ db, rateLimits: GENEROUS_RATE_LIMITS, mailer });
  await app.ready();
  sonia = (await tokensOf(app, '20260010', DEMO_PASSWORD)).access_token;
  ana = (await tokensOf(app, '20260001', DEMO_PASSWORD)).access_token;
  const personOf = async (login: string) =>
    (
      await k
        .selectFrom('person_login')
        .select('person_id')
        .where('login', '=', login)
        .executeTakeFirstOrThrow()
    ).person_id;
  soniaId = await personOf('20260010');
  anaId = await personOf('20260001');
  await k
    .updateTable('person')
    .set({ email: 'sonia@teste.br', receive_emails: true })
    .where('id', '=', soniaId)
    .execute();
  // Ana does not want email: her matches are never mailed.
  await k.updateTable('person').set({ receive_emails: false }).where('id', '=', anaId).execute();
  library = await createLibrary(k, { name: 'Biblioteca de Informática' });
  await k.insertInto('knowledge_area_type').values({ id: 1, name: 'Tabela CNPq' }).execute();
  areaId = (
    await k
      .insertInto('knowledge_area')
      .values({ type_id: 1, code: '1.03.00.00-7', name: 'Ciência da Computação', parent_id: null })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  // A serial and a book already in the catalogue (matched before the profiles: not new later).
  await importMarcFile(k, path.join(MARC, 'serials_marc21.xml'));
  await k.deleteFrom('profile_pending').execute();
  serialId = (
    await k
      .selectFrom('title')
      .select('id')
      .where('material_type', '=', 'serial')
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).id;
  bookId = (
    await sql<{ id: number }>`
      insert into title (marc, title, material_type)
      values ('{"leader":"","fields":[]}'::jsonb, 'Um livro', 'book') returning id`.execute(k)
  ).rows[0]!.id;
  await k.deleteFrom('profile_pending').execute();
});

afterAll(async () => {
  await app.close();
  await db.close();
  await smtp.close();
});

describe('info-auxiliar', () => {
  it('offers the areas, the DSI kinds, material types, languages and libraries', async () => {
    const res = await call(sonia, 'GET', '/areas-interesse/info-auxiliar');
    expect(res.statusCode).toBe(200);
    const body = res.json<ProfileAuxInfo>();
    expect(body.tiposArea).toEqual([
      {
        codigo: 1,
        descricao: 'Tabela CNPq',
        areas: [{ codigo: areaId, sigla: '1.03.00.00-7', descricao: 'Ciência da Computação' }],
      },
    ]);
    expect(body.tiposDSI.map((k) => k.codigo)).toEqual(['area', 'author', 'subject']);
    expect(body.tiposObra).toContainEqual({ codigo: 'serial', descricao: 'Periódico' });
    expect(body.idiomas).toContainEqual({ codigo: 'eng', descricao: 'Inglês' });
    expect(body.bibliotecas).toContainEqual({
      cod_biblioteca: library.id,
      desc_biblioteca: 'Biblioteca de Informática',
    });
  });
});

describe('area-autor-assunto', () => {
  it('adds subjects, authors and areas; adding again moves the validity, not a copy', async () => {
    const subject = await call(sonia, 'POST', '/area-autor-assunto', {
      tipoDSI: 'subject',
      validade: valid(),
      itens: ['Open source software.', '  ', 'open SOURCE software'],
    });
    expect(subject.statusCode).toBe(201);
    await call(sonia, 'POST', '/area-autor-assunto', {
      tipoDSI: 'author',
      validade: valid(),
      itens: ['Raymond, Eric S.'],
    });
    await call(sonia, 'POST', '/area-autor-assunto', {
      tipoDSI: 'area',
      validade: valid(),
      itens: [String(areaId)],
    });
    const later = addDays(today(), 200);
    const again = await call(sonia, 'POST', '/area-autor-assunto', {
      tipoDSI: 'area',
      validade: later,
      itens: [String(areaId)],
    });
    const perfis = again.json<AreaAuthorSubjectProfiles>().perfis;
    expect(perfis.map((p) => [p.tipoDSI, p.descricao, p.validade, p.expirado])).toEqual([
      ['area', 'Ciência da Computação', later, false],
      ['author', 'Raymond, Eric S.', valid(), false],
      ['subject', 'Open source software.', valid(), false],
    ]);
    expect(perfis[0]).toMatchObject({ codTipoArea: 1, codArea: areaId });
    const listed = await call(sonia, 'GET', '/area-autor-assunto');
    expect(listed.json()).toEqual(again.json());
  });

  it('refuses nothing to add, bad validity and unknown areas, writing nothing', async () => {
    const before = await profilesOf(soniaId);
    const cases: [object, string, string][] = [
      [{ tipoDSI: 'subject', validade: valid(), itens: [] }, 'profile_items_required', 'itens'],
      [{ tipoDSI: 'subject', validade: valid(), itens: [' '] }, 'profile_items_required', 'itens'],
      [
        { tipoDSI: 'subject', validade: addDays(today(), -1), itens: ['Física'] },
        'profile_validity_invalid',
        'validade',
      ],
      [
        { tipoDSI: 'author', validade: addDays(today(), 731), itens: ['Alguém'] },
        'profile_validity_invalid',
        'validade',
      ],
      [{ tipoDSI: 'area', validade: valid(), itens: ['999999'] }, 'profile_item_unknown', 'itens'],
      [{ tipoDSI: 'area', validade: valid(), itens: ['abc'] }, 'profile_item_unknown', 'itens'],
    ];
    for (const [payload, key, field] of cases) {
      const res = await call(sonia, 'POST', '/area-autor-assunto', payload);
      expect(res.statusCode, key).toBe(422);
      expect(res.json()).toMatchObject({
        key,
        field,
        message: errorMessage(key as never, 'pt', field),
      });
    }
    const wrongKind = await call(sonia, 'POST', '/area-autor-assunto', {
      tipoDSI: 'journal',
      validade: valid(),
      itens: ['x'],
    });
    expect(wrongKind.statusCode).toBe(400);
    expect(await profilesOf(soniaId)).toEqual(before);
  });

  it('deletes only the patron’s own profile: another patron’s id is 404 and stays', async () => {
    const created = await call(ana, 'POST', '/area-autor-assunto', {
      tipoDSI: 'subject',
      validade: valid(),
      itens: ['Open source software'],
    });
    const anas = created.json<AreaAuthorSubjectProfiles>().perfis[0]!;
    const res = await call(
      sonia,
      'DELETE',
      `/area-autor-assunto?codigo=${anas.codigo}&tipoDSI=subject`,
    );
    expect(res.statusCode).toBe(404);
    expect(await profilesOf(anaId)).toHaveLength(1);
    // Wrong kind or classification: not found either.
    const soniaArea = (await profilesOf(soniaId)).find((p) => p.kind === 'area')!;
    expect(
      (await call(sonia, 'DELETE', `/area-autor-assunto?codigo=${soniaArea.id}&tipoDSI=subject`))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await call(
          sonia,
          'DELETE',
          `/area-autor-assunto?codigo=${soniaArea.id}&tipoDSI=area&codTipoArea=2`,
        )
      ).statusCode,
    ).toBe(404);
    expect((await profilesOf(soniaId)).some((p) => p.id === soniaArea.id)).toBe(true);
  });

  it('refuses visitors and the public token', async () => {
    const visitor = await app.inject({
      method: 'GET',
      url: '/api/perfil-interesse/area-autor-assunto',
    });
    expect(visitor.statusCode).toBe(401);
    expect((await call(await publicToken(app), 'GET', '/area-autor-assunto')).statusCode).toBe(401);
  });
});

describe('periodicos and tipo-obra', () => {
  it('needs at least one journal alert type (spec §5) and a serial title', async () => {
    const before = await profilesOf(soniaId);
    const none = await call(sonia, 'POST', '/periodicos', {
      codigo: serialId,
      validade: valid(),
      fasciculo: false,
      artigo: false,
    });
    expect(none.statusCode).toBe(422);
    expect(none.json()).toMatchObject({
      key: 'journal_profile_type_required',
      message: 'Selecione ao menos um tipo de alerta do periódico: fascículo, artigo ou sumário.',
    });
    const book = await call(sonia, 'POST', '/periodicos', {
      codigo: bookId,
      validade: valid(),
      fasciculo: true,
    });
    expect(book.json()).toMatchObject({ key: 'profile_item_unknown', field: 'codigo' });
    const noLibrary = await call(sonia, 'POST', '/periodicos', {
      codigo: serialId,
      validade: valid(),
      fasciculo: true,
      bibliotecas: [999_999],
    });
    expect(noLibrary.json()).toMatchObject({ key: 'profile_item_unknown', field: 'bibliotecas' });
    expect(await profilesOf(soniaId)).toEqual(before);
  });

  it('follows a journal, changes it and finds serials to follow', async () => {
    const found = await call(
      sonia,
      'GET',
      '/periodicos/pesquisa?termoPesquisa=' + encodeURIComponent('journal'),
    );
    expect(found.statusCode).toBe(200);
    const created = await call(sonia, 'POST', '/periodicos', {
      codigo: serialId,
      validade: valid(),
      fasciculo: true,
      bibliotecas: [library.id],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json<JournalProfile>()).toMatchObject({
      codigo: serialId,
      fasciculo: true,
      artigo: false,
      sumario: false,
      bibliotecas: [{ cod_biblioteca: library.id, desc_biblioteca: 'Biblioteca de Informática' }],
      expirado: false,
    });
    const changed = await call(sonia, 'PUT', '/periodicos', {
      codigo: serialId,
      validade: valid(),
      fasciculo: true,
      sumario: true,
    });
    expect(changed.json<JournalProfile>()).toMatchObject({ sumario: true, bibliotecas: [] });
    expect((await call(sonia, 'GET', '/periodicos')).json().perfis).toHaveLength(1);
    // Ana does not follow it: her PUT and DELETE are 404 and Sônia's stays.
    expect(
      (
        await call(ana, 'PUT', '/periodicos', {
          codigo: serialId,
          validade: valid(),
          fasciculo: true,
        })
      ).statusCode,
    ).toBe(404);
    expect((await call(ana, 'DELETE', `/periodicos?codigo=${serialId}`)).statusCode).toBe(404);
    expect((await profilesOf(soniaId)).filter((p) => p.kind === 'journal')).toHaveLength(1);
  });

  it('follows a material type in languages and libraries', async () => {
    const bad = await call(sonia, 'POST', '/tipo-obra', { codigo: 'papyrus', validade: valid() });
    expect(bad.json()).toMatchObject({ key: 'profile_item_unknown', field: 'codigo' });
    const created = await call(sonia, 'POST', '/tipo-obra', {
      codigo: 'computer_file',
      validade: valid(),
      idiomas: ['eng'],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      codigo: 'computer_file',
      descricao: 'Arquivo de computador',
      idiomas: ['eng'],
      bibliotecas: [],
    });
    const put = await call(sonia, 'PUT', '/tipo-obra', {
      codigo: 'computer_file',
      validade: valid(),
      idiomas: ['eng', 'ger'],
    });
    expect(put.json()).toMatchObject({ idiomas: ['eng', 'ger'] });
    expect(
      (await call(sonia, 'PUT', '/tipo-obra', { codigo: 'map', validade: valid() })).statusCode,
    ).toBe(404);
    expect((await call(ana, 'DELETE', '/tipo-obra?codigo=computer_file')).statusCode).toBe(404);
    expect((await call(sonia, 'GET', '/tipo-obra')).json().perfis).toHaveLength(1);
  });
});

describe('matching new titles (real records from ../shared/data/marc)', () => {
  it('alerts profiles in force once per pass; an expired profile gets nothing', async () => {
    // Ana's subject profile expired yesterday.
    await db.kysely
      .updateTable('interest_profile')
      .set({ valid_until: addDays(today(), -1) })
      .where('person_id', '=', anaId)
      .execute();
    const summary = await importMarcFile(db.kysely, path.join(MARC, 'oss.marc'));
    expect(summary.inserted).toBeGreaterThan(30);
    // One of them is filed under Sônia's knowledge area.
    const oneTitle = await db.kysely
      .selectFrom('title')
      .select('id')
      .where(sql<boolean>`'Open source software' = ANY (subjects)`)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await db.kysely
      .insertInto('title_knowledge_area')
      .values({ title_id: oneTitle.id, knowledge_area_id: areaId })
      .execute();

    const first = await job();
    expect(first.matching!.taken).toBe(summary.inserted);
    const alerts = await alertsOf(soniaId);
    const byKind = Object.fromEntries(alerts.map((a) => [String(a.params.profileKind), a]));
    expect(Object.keys(byKind).sort()).toEqual(['area', 'author', 'material_type', 'subject']);
    const subjectTitles = await db.kysely
      .selectFrom('title')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where(
        sql<boolean>`EXISTS (SELECT 1 FROM unnest(subjects) s
        WHERE discovery_fold(s) = 'open source software')`,
      )
      .executeTakeFirstOrThrow();
    expect(byKind.subject!.params).toMatchObject({
      count: Number(subjectTitles.n),
      term: 'Open source software.',
    });
    expect(byKind.area!.params).toMatchObject({ count: 1, term: 'Ciência da Computação' });
    expect(byKind.area!.title_id).toBe(oneTitle.id);
    expect(await alertsOf(anaId)).toEqual([]);

    const second = await job();
    expect(second.matching).toEqual({ taken: 0, matches: 0, alerts: 0 });
    expect(await alertsOf(soniaId)).toHaveLength(alerts.length);
  });

  it('alerts a journal profile when an issue arrives at a followed library', async () => {
    await call(sonia, 'PUT', '/periodicos', {
      codigo: serialId,
      validade: valid(),
      fasciculo: true,
      bibliotecas: [library.id],
    });
    const other = await createLibrary(db.kysely, { name: 'Outra' });
    await db.kysely
      .insertInto('serial_issue')
      .values([
        { title_id: serialId, library_id: other.id, year: 2026, number: '1' },
        {
          title_id: serialId,
          library_id: library.id,
          year: 2026,
          number: '2',
          received_on: today(),
        },
      ])
      .execute();
    const run = await job();
    expect(run.matching).toMatchObject({ taken: 2, matches: 1, alerts: 1 });
    const journal = (await alertsOf(soniaId)).at(-1)!;
    expect(journal).toMatchObject({
      title_id: serialId,
      params: { count: 1, profileKind: 'journal' },
    });
  });

  it('lists the matching titles in Check titles, last month by default', async () => {
    const res = await call(sonia, 'GET', '/titulos');
    expect(res.statusCode).toBe(200);
    const body = res.json<ProfileTitles>();
    expect(body.dataFim).toBe(today());
    expect(body.dataIni).toBe(monthBefore(today()));
    const serial = body.titulos.find((t) => t.cod_acervo === serialId)!;
    expect(serial.perfis).toEqual([{ tipoDSI: 'journal', descricao: expect.any(String) }]);
    const oss = body.titulos.filter((t) =>
      t.perfis.some((p) => p.descricao === 'Open source software.'),
    );
    expect(oss.length).toBeGreaterThan(5);
    // Ana's expired profile shows nothing.
    expect((await call(ana, 'GET', '/titulos')).json<ProfileTitles>().titulos).toEqual([]);
    const empty = await call(
      sonia,
      'GET',
      `/titulos?dataIni=${addDays(today(), -60)}&dataFim=${addDays(today(), -40)}`,
    );
    expect(empty.json<ProfileTitles>().titulos).toEqual([]);
    const reversed = await call(
      sonia,
      'GET',
      `/titulos?dataIni=${today()}&dataFim=${addDays(today(), -1)}`,
    );
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json()).toMatchObject({ key: 'dates_out_of_order' });
  });

  it('emails one digest a day to patrons who want email, in the language they last signed in with', async () => {
    const mails = mailsTo('sonia@teste.br');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^Perfil de interesse: \d+ novos títulos$/);
    expect(mails[0]!.text).toContain('Olá, Sônia Ribeiro.');
    expect(mails[0]!.text).toMatch(/• .+\(\d{4}\)/);
    // The issue matched after the first digest waits for tomorrow's.
    const unmailed = await db.kysely
      .selectFrom('profile_match')
      .select(['titles', 'title_ids'])
      .where('person_id', '=', soniaId)
      .where('mailed_at', 'is', null)
      .execute();
    expect(unmailed).toEqual([{ titles: 1, title_ids: [serialId] }]);
    await job();
    expect(mailsTo('sonia@teste.br')).toHaveLength(1);
    // Sônia signs in again reading in English: tomorrow's digest is written in English.
    const english = await signIn(
      app,
      '20260010',
      DEMO_PASSWORD,
      {},
      {
        headers: { 'accept-language': 'en-GB,en;q=0.8' },
      },
    );
    expect(english.statusCode).toBe(200);
    const tomorrow = await runProfileJob({
      db: db.kysely,
      mailer,
      timeZone: TIME_ZONE,
      now: new Date(Date.now() + 86_400_000),
    });
    expect(tomorrow.digests).toEqual({ sent: 1, failed: 0 });
    const next = mailsTo('sonia@teste.br').at(-1)!;
    expect(next.subject).toBe('Interest profile: 1 new title');
    expect(next.text).toContain('Hello, Sônia Ribeiro.');
    expect(next.text).toContain('issue n. 2, 2026');
    expect(smtp.received.some((m) => m.to.some((to) => to.includes('ana')))).toBe(false);
  });
  it('matches each new title once when two passes run at the same time', async () => {
    const before = (await alertsOf(soniaId)).length;
    await sql`
      insert into title (marc, title, material_type, subjects)
      select '{"leader":"","fields":[]}'::jsonb, 'Concorrência ' || g, 'book',
             ARRAY['Open source software']
      from generate_series(1, 3) g`.execute(db.kysely);
    const today = localDay(new Date(), TIME_ZONE);
    const passes = await Promise.all([
      matchNewTitles(db.kysely, { today }),
      matchNewTitles(db.kysely, { today }),
    ]);
    // One pass took the three titles; the other found the work taken or the lock held.
    expect(passes.map((p) => p?.taken ?? 0).sort()).toEqual([0, 3]);
    const added = (await alertsOf(soniaId)).slice(before);
    expect(added).toEqual([
      expect.objectContaining({
        params: expect.objectContaining({ count: 3, profileKind: 'subject' }),
      }),
    ]);
  });
});

describe('pesquisa and validade', () => {
  it('finds subjects, authors and areas to add', async () => {
    await refreshDiscoveryIndexes(db.kysely);
    const subjects = await call(
      sonia,
      'GET',
      '/pesquisa?tipoPesquisa=subject&termoPesquisa=open%20sour',
    );
    expect(subjects.json().resultados[0]).toMatchObject({
      descricao: expect.stringMatching(/^Open source software/),
    });
    const authors = await call(sonia, 'GET', '/pesquisa?tipoPesquisa=author&termoPesquisa=raymond');
    expect(authors.json().resultados.map((r: { codigo: string }) => r.codigo)).toContain(
      'Raymond, Eric S.',
    );
    const areas = await call(sonia, 'GET', '/pesquisa?tipoPesquisa=area&termoPesquisa=ciencia');
    expect(areas.json().resultados).toEqual([
      { codigo: String(areaId), descricao: 'Ciência da Computação', titulos: 1 },
    ]);
    const short = await call(sonia, 'GET', '/pesquisa?tipoPesquisa=subject&termoPesquisa=op');
    expect(short.statusCode).toBe(422);
    expect(short.json()).toMatchObject({ field: 'termoPesquisa' });
  });

  it('extends every profile of the patron, and only theirs', async () => {
    const until = addDays(today(), 365);
    const res = await call(sonia, 'PUT', '/validade', { validade: until });
    expect(res.statusCode).toBe(200);
    const mine = await profilesOf(soniaId);
    expect(res.json()).toEqual({ validade: until, atualizados: mine.length });
    expect(mine.every((p) => p.valid_until === until)).toBe(true);
    expect((await profilesOf(anaId))[0]!.valid_until).toBe(addDays(today(), -1));
    const past = await call(sonia, 'PUT', '/validade', { validade: addDays(today(), -3) });
    expect(past.json()).toMatchObject({ key: 'profile_validity_invalid', field: 'validade' });
  });
});
