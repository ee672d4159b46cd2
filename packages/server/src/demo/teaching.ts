/**
 * Teaching data of the demo institution: departments, courses on the three campuses,
 * disciplines with codes, professors with Brazilian names, and teaching plans of the current
 * and previous semesters whose bibliographies (basic and complementary) are drawn from titles
 * with matching subjects. Deterministic for a seed.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { bulkInsert } from './bulk-insert.ts';
import { AREAS_OF_KNOWLEDGE, type DemoAreas } from './knowledge-areas.ts';
import type { Random } from './random.ts';
import { AREAS, PT_FEMALE_NAMES, PT_MALE_NAMES, PT_SURNAMES } from './vocabulary.ts';

type Level = 'undergraduate' | 'graduate' | 'technical';

/** Courses: name, level, knowledge area, campus (index into the demo campuses). */
export const COURSES: [name: string, level: Level, area: string, campus: number][] = [
  ['Pedagogia', 'undergraduate', 'Educação', 0],
  ['Direito', 'undergraduate', 'Direito', 0],
  ['Engenharia Civil', 'undergraduate', 'Engenharia Civil', 0],
  ['Medicina', 'undergraduate', 'Medicina', 0],
  ['Enfermagem', 'undergraduate', 'Enfermagem', 0],
  ['Letras – Português', 'undergraduate', 'Letras', 0],
  ['Letras – Inglês', 'undergraduate', 'Linguística', 0],
  ['Administração', 'undergraduate', 'Administração', 0],
  ['Ciências Contábeis', 'undergraduate', 'Administração', 0],
  ['Ciências Econômicas', 'undergraduate', 'Economia', 0],
  ['Ciência da Computação', 'undergraduate', 'Ciência da Computação', 0],
  ['Matemática', 'undergraduate', 'Matemática', 0],
  ['Física', 'undergraduate', 'Física', 0],
  ['Química', 'undergraduate', 'Química', 0],
  ['Ciências Biológicas', 'undergraduate', 'Biologia Geral', 0],
  ['Psicologia', 'undergraduate', 'Psicologia', 0],
  ['Ciências Sociais', 'undergraduate', 'Sociologia', 0],
  ['História', 'undergraduate', 'História', 0],
  ['Geografia', 'undergraduate', 'Geografia', 0],
  ['Arquitetura e Urbanismo', 'undergraduate', 'Arquitetura e Urbanismo', 0],
  ['Filosofia', 'undergraduate', 'Filosofia', 0],
  ['Biblioteconomia', 'undergraduate', 'Ciência da Informação', 0],
  ['Música', 'undergraduate', 'Artes', 0],
  ['Saúde Coletiva', 'undergraduate', 'Saúde Coletiva', 0],
  ['Mestrado em Educação', 'graduate', 'Educação', 0],
  ['Doutorado em Educação', 'graduate', 'Educação', 0],
  ['Mestrado em Direito', 'graduate', 'Direito', 0],
  ['Mestrado em Saúde Coletiva', 'graduate', 'Saúde Coletiva', 0],
  ['Mestrado em Ciência da Informação', 'graduate', 'Ciência da Informação', 0],
  ['Doutorado em Literatura', 'graduate', 'Letras', 0],
  ['Engenharia Elétrica', 'undergraduate', 'Engenharia Elétrica', 1],
  ['Engenharia Civil de Infraestrutura', 'undergraduate', 'Engenharia Civil', 1],
  ['Engenharia de Computação', 'undergraduate', 'Ciência da Computação', 1],
  ['Mestrado em Engenharia Elétrica', 'graduate', 'Engenharia Elétrica', 1],
  ['Técnico em Eletrotécnica', 'technical', 'Engenharia Elétrica', 1],
  ['Agronomia', 'undergraduate', 'Agronomia', 2],
  ['Medicina Veterinária', 'undergraduate', 'Agronomia', 2],
  ['Engenharia Florestal', 'undergraduate', 'Agronomia', 2],
  ['Mestrado em Ecossistemas Agrícolas', 'graduate', 'Agronomia', 2],
  ['Técnico em Agropecuária', 'technical', 'Agronomia', 2],
  ['Técnico em Enfermagem', 'technical', 'Enfermagem', 2],
];

const LEVEL_PREFIX: Record<Level, string> = {
  undergraduate: 'GRA',
  graduate: 'POS',
  technical: 'TEC',
};
const PROFESSORS = 80;
/** Disciplines per knowledge area (25 areas → 150). */
const DISCIPLINES_PER_AREA = 6;
const PLANS_PER_COURSE = 4;

/** What the teaching generator created. */
export interface TeachingSummary {
  departments: number;
  courses: number;
  disciplines: number;
  professors: number;
  teachingPlans: number;
  teachingPlanTitles: number;
}

/** A code prefix from a name: the first three letters, upper case, without accents. */
function prefixOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 3)
    .toUpperCase();
}

/** Discipline names of an area: fundamentals, its demo topics, methods, special topics. */
function disciplineNames(areaName: string, subjects: string[]): string[] {
  const topics = AREAS.filter((a) => subjects.includes(a.subject)).flatMap((a) => a.topics);
  const names = [
    `Fundamentos de ${areaName}`,
    ...topics,
    `Metodologia da Pesquisa em ${areaName}`,
    `Tópicos Especiais em ${areaName}`,
    `Seminário de ${areaName}`,
  ];
  return [...new Set(names)].slice(0, DISCIPLINES_PER_AREA);
}

/** "Maria Souza" → "maria.souza": ASCII mail box names. */
function mailbox(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(' ')
    .join('.');
}

/** The current semester and the one before it, as [year, semester]. */
export function recentSemesters(today: string): [number, number][] {
  const year = Number(today.slice(0, 4));
  const semester = Number(today.slice(5, 7)) <= 6 ? 1 : 2;
  return semester === 2
    ? [
        [year, 2],
        [year, 1],
      ]
    : [
        [year, 1],
        [year - 1, 2],
      ];
}

/**
 * Creates departments, courses, disciplines, professors and teaching plans (with their
 * bibliographies) for the demo collection already stored. `campusIds` in vocabulary order.
 */
export async function createTeaching(
  kysely: Kysely<Database>,
  random: Random,
  areas: DemoAreas,
  campusIds: number[],
  today: string,
): Promise<TeachingSummary> {
  // Titles by area of knowledge, in id order (the pool each bibliography draws from).
  const links = await kysely
    .selectFrom('title_knowledge_area')
    .select(['title_id', 'knowledge_area_id'])
    .orderBy('knowledge_area_id')
    .orderBy('title_id')
    .execute();
  const titlesOfArea = new Map<number, number[]>();
  for (const link of links) {
    const list = titlesOfArea.get(link.knowledge_area_id) ?? [];
    list.push(link.title_id);
    titlesOfArea.set(link.knowledge_area_id, list);
  }

  return kysely.transaction().execute(async (trx) => {
    const home = campusIds[0] ?? null;
    const departments = await trx
      .insertInto('department')
      .values(
        AREAS_OF_KNOWLEDGE.map(([, name]) => ({
          name: `Departamento de ${name}`,
          campus_id: home,
        })),
      )
      .returning(['id', 'name'])
      .execute();
    const departmentOf = new Map(
      departments.map((d) => [d.name.replace('Departamento de ', ''), d.id]),
    );

    const disciplineRows = AREAS_OF_KNOWLEDGE.flatMap(([, areaName, subjects], areaIndex) =>
      disciplineNames(areaName, subjects).map((name, j) => ({
        code: `${prefixOf(areaName)}${5100 + areaIndex * 10 + j}`,
        name,
        department_id: departmentOf.get(areaName) ?? null,
        workload_hours: random.pick([36, 54, 72, 108]),
      })),
    );
    const disciplines = await trx
      .insertInto('discipline')
      .values(disciplineRows)
      .returning(['id', 'department_id'])
      .execute();

    const names = new Set<string>();
    while (names.size < PROFESSORS) {
      const first = random.pick(random.chance(0.5) ? PT_FEMALE_NAMES : PT_MALE_NAMES);
      names.add(`${first} ${random.pick(PT_SURNAMES)} ${random.pick(PT_SURNAMES)}`);
    }
    const professors = await trx
      .insertInto('professor')
      .values(
        [...names].map((name, i) => ({
          name,
          email: `${mailbox(name)}@ufe.edu.br`,
          department_id: departments[i % departments.length]?.id ?? null,
        })),
      )
      .returning(['id', 'department_id'])
      .execute();

    const courses = await trx
      .insertInto('course')
      .values(
        COURSES.map(([name, level, area, campus], i) => ({
          code: `${LEVEL_PREFIX[level]}${String(i + 1).padStart(3, '0')}`,
          name,
          campus_id: campusIds[campus] ?? campusIds[0] ?? 0,
          level,
          knowledge_area_id: areas.byName.get(area) ?? null,
        })),
      )
      .returning(['id', 'knowledge_area_id'])
      .execute();

    const plans: Record<string, unknown>[] = [];
    const planTitles: { plan: number; title_id: number; kind: 'basic' | 'complementary' }[] = [];
    for (const [index, course] of courses.entries()) {
      const [, , areaName] = COURSES[index] ?? [];
      const department = departmentOf.get(areaName ?? '');
      const own = disciplines.filter((d) => d.department_id === department);
      const chosen = random.sample(own.length > 0 ? own : disciplines, PLANS_PER_COURSE);
      const teachers = professors.filter((p) => p.department_id === department);
      const pool = titlesOfArea.get(course.knowledge_area_id ?? 0) ?? [];
      for (const [year, semester] of recentSemesters(today)) {
        for (const discipline of chosen) {
          const plan = plans.length;
          plans.push({
            course_id: course.id,
            discipline_id: discipline.id,
            professor_id: random.pick(teachers.length > 0 ? teachers : professors).id,
            year,
            semester,
            period: random.int(1, 10),
            vacancies: random.int(20, 60),
          });
          const titles = random.sample(pool, random.int(5, 15));
          const basic = Math.ceil(titles.length * 0.4);
          titles.forEach((title_id, i) =>
            planTitles.push({ plan, title_id, kind: i < basic ? 'basic' : 'complementary' }),
          );
        }
      }
    }
    const storedPlans = await trx
      .insertInto('teaching_plan')
      .values(plans as never[])
      .returning('id')
      .execute();
    await bulkInsert(
      trx,
      'teaching_plan_title',
      planTitles.map((t) => ({
        teaching_plan_id: storedPlans[t.plan]?.id,
        title_id: t.title_id,
        kind: t.kind,
      })),
    );
    return {
      departments: departments.length,
      courses: courses.length,
      disciplines: disciplines.length,
      professors: professors.length,
      teachingPlans: storedPlans.length,
      teachingPlanTitles: planTitles.length,
    };
  });
}

/**
 * Makes the demo professor Carlos (20260002) the teacher of the plans of the professor with the
 * most plans, under his name, so his Teaching plan tab opens on his own plans (docs/demo.md).
 */
export async function linkDemoProfessor(db: Kysely<Database>): Promise<void> {
  const carlos = await db
    .selectFrom('person_login as pl')
    .innerJoin('person as p', 'p.id', 'pl.person_id')
    .select(['p.id', 'p.name', 'p.email'])
    .where('pl.login', '=', '20260002')
    .executeTakeFirst();
  const busiest = await db
    .selectFrom('teaching_plan')
    .select('professor_id')
    .where('professor_id', 'is not', null)
    .groupBy('professor_id')
    .orderBy((eb) => eb.fn.countAll(), 'desc')
    .orderBy('professor_id')
    .executeTakeFirst();
  if (!carlos || !busiest?.professor_id) return;
  await db
    .updateTable('professor')
    .set({ person_id: carlos.id, name: carlos.name, email: carlos.email })
    .where('id', '=', busiest.professor_id)
    .execute();
}
