import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TeachingPlanChoices, TeachingPlans } from '@estante/contract';
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

/**
 * The Teaching plan tab: Carlos (20260002) is the professor of two plans of "Cálculo I"; another
 * professor teaches "Álgebra". Title A is in Carlos's plans with two lendable copies at the
 * central library, one at the branch and one for reference; title B has none.
 */

let db: Db;
let app: FastifyInstance;
let ana: string;
let carlos: string;
let central: { id: number; campus_id: number };
let branch: { id: number };
let titleA: number;
let titleB: number;
let calculus: number;
let algebra: number;

const titleNumbered = (control: string) => ({
  ...SAMPLE_TITLE,
  fields: SAMPLE_TITLE.fields.map((f) => (f.tag === '001' ? { tag: '001', value: control } : f)),
});

beforeAll(async () => {
  db = await openTestDatabase();
  const k = db.kysely;
  await createActivities(k);
  await createDemoPatrons(k, ARGON2_MINIMUM);
  await saveRecords(k, [titleNumbered('TP-A'), titleNumbered('TP-B')]);
  titleA = await titleIdOf(k, 'TP-A');
  titleB = await titleIdOf(k, 'TP-B');
  central = await createLibrary(k, { name: 'Biblioteca Central' });
  branch = await createLibrary(k, { name: 'Biblioteca Setorial' });
  const copies = await k
    .insertInto('copy')
    .values(
      (
        [
          [central.id, 'available', 'normal'],
          [central.id, 'on_loan', 'normal'],
          [branch.id, 'available', 'normal'],
          [central.id, 'available', 'reference'],
        ] as const
      ).map(([library_id, status, loan_type], i) => ({
        title_id: titleA,
        library_id,
        barcode: `TP${i}`,
        loan_type,
        status,
        due_on: status === 'on_loan' ? '2026-12-01' : null,
      })),
    )
    .returning('id')
    .execute();
  const carlosId = (
    await k
      .selectFrom('person_login')
      .select('person_id')
      .where('login', '=', '20260002')
      .executeTakeFirstOrThrow()
  ).person_id;
  const department = await k
    .insertInto('department')
    .values({ name: 'Matemática' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const course = await k
    .insertInto('course')
    .values({
      code: 'G001',
      name: 'Engenharia Civil',
      campus_id: central.campus_id,
      level: 'undergraduate',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  [calculus, algebra] = (
    await k
      .insertInto('discipline')
      .values([
        { code: 'MAT101', name: 'Cálculo I', department_id: department.id },
        { code: 'MAT102', name: 'Álgebra', department_id: department.id },
      ])
      .returning('id')
      .execute()
  ).map((row) => row.id) as [number, number];
  const [mine, other] = await k
    .insertInto('professor')
    .values([
      { name: 'Carlos Eduardo Lima', person_id: carlosId },
      { name: 'Outra Professora', person_id: null },
    ])
    .returning('id')
    .execute();
  const plans = await k
    .insertInto('teaching_plan')
    .values([
      {
        course_id: course.id,
        discipline_id: calculus,
        professor_id: mine!.id,
        year: 2026,
        semester: 1,
        period: 1,
        vacancies: 40,
      },
      {
        course_id: course.id,
        discipline_id: calculus,
        professor_id: mine!.id,
        year: 2025,
        semester: 2,
        period: 1,
        vacancies: 30,
      },
      {
        course_id: course.id,
        discipline_id: algebra,
        professor_id: other!.id,
        year: 2026,
        semester: 1,
        period: 2,
        vacancies: 50,
      },
    ])
    .returning('id')
    .execute();
  await k
    .insertInto('teaching_plan_title')
    .values([
      { teaching_plan_id: plans[0]!.id, title_id: titleA, kind: 'basic' },
      { teaching_plan_id: plans[0]!.id, title_id: titleB, kind: 'complementary' },
      { teaching_plan_id: plans[1]!.id, title_id: titleA, kind: 'basic' },
      { teaching_plan_id: plans[2]!.id, title_id: titleB, kind: 'basic' },
    ])
    .execute();
  // Loans of title A: two in the first semester of 2026 (one at each library), one in July.
  const loan = (copy: number, library: number, at: string) => ({
    copy_id: copy,
    person_id: carlosId,
    library_id: library,
    loaned_at: at,
    due_on: at.slice(0, 10),
    returned_at: at,
  });
  await k
    .insertInto('loan')
    .values([
      loan(copies[0]!.id, central.id, '2026-03-10T12:00:00Z'),
      loan(copies[2]!.id, branch.id, '2026-06-30T20:00:00Z'),
      loan(copies[0]!.id, central.id, '2026-07-01T12:00:00Z'),
    ])
    .execute();
  app = await buildApp({ db, rateLimits: GENEROUS_RATE_LIMITS });
  await app.ready();
  ana = (await tokensOf(app, '20260001', DEMO_PASSWORD)).access_token;
  carlos = (await tokensOf(app, '20260002', DEMO_PASSWORD)).access_token;
});

afterAll(async () => {
  await app.close();
  await db.close();
});

const get = (url: string, token: string) =>
  app.inject({ method: 'GET', url, headers: { ...bearer(token), 'x-idioma': '5' } });
const plans = async (query: string, token = carlos) => {
  const res = await get(`/api/acervo/meu-pergamum/plano-ensino/bibliografia?${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TeachingPlans>();
};

describe('GET /api/acervo/meu-pergamum/plano-ensino/disciplinas-bibliotecas', () => {
  it("offers disciplines with plans (the professor's own flagged), libraries and years", async () => {
    const res = await get('/api/acervo/meu-pergamum/plano-ensino/disciplinas-bibliotecas', carlos);
    expect(res.statusCode).toBe(200);
    const choices = res.json<TeachingPlanChoices>();
    expect(choices.professor).toBe(true);
    expect(choices.anos).toEqual([2026, 2025]);
    expect(choices.disciplinas.map((d) => [d.nome, d.minha])).toEqual([
      ['Álgebra', false],
      ['Cálculo I', true],
    ]);
    expect(choices.bibliotecas.map((l) => l.desc_biblioteca)).toEqual([
      'Biblioteca Central',
      'Biblioteca Setorial',
    ]);
  });

  it('tells a patron who teaches no plan that they are not a professor', async () => {
    const res = await get('/api/acervo/meu-pergamum/plano-ensino/disciplinas-bibliotecas', ana);
    const choices = res.json<TeachingPlanChoices>();
    expect(choices.professor).toBe(false);
    expect(choices.disciplinas.every((d) => !d.minha)).toBe(true);
  });

  it('refuses visitors and the public token', async () => {
    const url = '/api/acervo/meu-pergamum/plano-ensino/disciplinas-bibliotecas';
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await get(url, await publicToken(app))).statusCode).toBe(401);
  });
});

describe('GET /api/acervo/meu-pergamum/plano-ensino/bibliografia', () => {
  it('refuses a search with no field filled (spec §5), in the asked language', async () => {
    for (const query of ['', 'meus=false']) {
      const res = await get(`/api/acervo/meu-pergamum/plano-ensino/bibliografia?${query}`, carlos);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        key: 'teaching_plan_search_empty',
        message: errorMessage('teaching_plan_search_empty', 'en'),
      });
    }
  });

  it("answers the professor's own plans, newest first, with copies, loans of the semester and students per copy", async () => {
    const { planos, total } = await plans('meus=true');
    expect(total).toBe(2);
    expect(planos.map((p) => [p.disciplina.nome, p.ano, p.semestre, p.professor])).toEqual([
      ['Cálculo I', 2026, 1, 'Carlos Eduardo Lima'],
      ['Cálculo I', 2025, 2, 'Carlos Eduardo Lima'],
    ]);
    const [current] = planos;
    expect(current!.bibliografia).toEqual([
      {
        cod_acervo: titleA,
        titulo: expect.any(String),
        autor: expect.any(String),
        ano_publicacao: expect.any(Number),
        tipo: 'basic',
        exemplares: 3,
        disponiveis: 2,
        emprestimos: 2,
        alunos_por_exemplar: 13.3,
      },
      expect.objectContaining({
        cod_acervo: titleB,
        tipo: 'complementary',
        exemplares: 0,
        alunos_por_exemplar: null,
      }),
    ]);
    expect(current!.emprestimos).toBe(2);
    // The July loan counts for the second semester of 2026 only, not for 2025's plan.
    expect(planos[1]!.emprestimos).toBe(0);
  });

  it('counts the copies and loans of one library when asked', async () => {
    const { planos } = await plans(`meus=true&ano=2026&biblioteca=${branch.id}`);
    expect(planos).toHaveLength(1);
    expect(planos[0]!.bibliografia[0]).toMatchObject({
      exemplares: 1,
      disponiveis: 1,
      emprestimos: 1,
      alunos_por_exemplar: 40,
    });
  });

  it('finds any plan by its fields, and "my plans" of a patron who teaches none is empty', async () => {
    const byDiscipline = await plans(`disciplina=${algebra}`, ana);
    expect(byDiscipline.planos.map((p) => p.professor)).toEqual(['Outra Professora']);
    const bySemester = await plans('ano=2026&semestre=1', ana);
    expect(bySemester.planos.map((p) => p.disciplina.nome)).toEqual(['Álgebra', 'Cálculo I']);
    expect(await plans('meus=true', ana)).toEqual({ planos: [], total: 0 });
    expect((await plans(`disciplina=${calculus}&periodo=9`, ana)).total).toBe(0);
  });

  it('rejects bad values with a 400 naming the field', async () => {
    for (const query of ['semestre=3', 'ano=abc', 'disciplina=0']) {
      const res = await get(`/api/acervo/meu-pergamum/plano-ensino/bibliografia?${query}`, ana);
      expect(res.statusCode, query).toBe(400);
    }
  });
});
