import type { TeachingPlanQuery } from '@estante/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** A plan row with its course, discipline, department and professor. */
export interface PlanRow {
  id: number;
  year: number;
  semester: number;
  period: number | null;
  vacancies: number | null;
  course_id: number;
  course_code: string;
  course_name: string;
  discipline_id: number;
  discipline_code: string;
  discipline_name: string;
  department: string | null;
  professor: string | null;
}

/** A bibliography entry of a plan with its copies and the semester's loans. */
export interface PlanTitleRow {
  plan_id: number;
  title_id: number;
  title: string;
  author: string | null;
  year: number | null;
  kind: 'basic' | 'complementary';
  copies: number;
  available: number;
  loans: number;
}

/** Plan filters once validated: the professor is the signed-in patron's, never a parameter. */
export interface PlanFilter extends Omit<TeachingPlanQuery, 'meus'> {
  professorPersonId?: number;
}

export function teachingPlanRepository(db: Kysely<Database>) {
  return {
    /** The professor record of a patron, if they are one. */
    async professorOf(personId: number): Promise<number | null> {
      const row = await db
        .selectFrom('professor')
        .select('id')
        .where('person_id', '=', personId)
        .executeTakeFirst();
      return row?.id ?? null;
    },

    /** Disciplines with plans; `mine` when the professor teaches one of its plans. */
    async disciplines(professorId: number | null) {
      return db
        .selectFrom('discipline as d')
        .select([
          'd.id',
          'd.code',
          'd.name',
          'd.department_id',
          sql<boolean>`coalesce(bool_or(tp.professor_id = ${professorId ?? -1}), false)`.as('mine'),
        ])
        .innerJoin('teaching_plan as tp', 'tp.discipline_id', 'd.id')
        .groupBy(['d.id', 'd.code', 'd.name', 'd.department_id'])
        .orderBy(sql`estante_fold(d.name)`)
        .orderBy('d.id')
        .execute();
    },

    async libraries() {
      return db
        .selectFrom('library')
        .select(['id', 'name'])
        .orderBy(sql`estante_fold(name)`)
        .execute();
    },

    async years(): Promise<number[]> {
      const rows = await db
        .selectFrom('teaching_plan')
        .select('year')
        .distinct()
        .orderBy('year', 'desc')
        .execute();
      return rows.map((row) => row.year);
    },

    /** Plans matching, newest semester first, at most `limit`, and how many match. */
    async plans(filter: PlanFilter, limit: number): Promise<{ rows: PlanRow[]; total: number }> {
      let query = db
        .selectFrom('teaching_plan as tp')
        .innerJoin('course as c', 'c.id', 'tp.course_id')
        .innerJoin('discipline as d', 'd.id', 'tp.discipline_id')
        .leftJoin('department as dep', 'dep.id', 'd.department_id')
        .leftJoin('professor as p', 'p.id', 'tp.professor_id');
      if (filter.departamento !== undefined)
        query = query.where('d.department_id', '=', filter.departamento);
      if (filter.ano !== undefined) query = query.where('tp.year', '=', filter.ano);
      if (filter.semestre !== undefined) query = query.where('tp.semester', '=', filter.semestre);
      if (filter.periodo !== undefined) query = query.where('tp.period', '=', filter.periodo);
      if (filter.disciplina !== undefined)
        query = query.where('tp.discipline_id', '=', filter.disciplina);
      if (filter.professorPersonId !== undefined)
        query = query.where('p.person_id', '=', filter.professorPersonId);
      const [rows, count] = await Promise.all([
        query
          .select([
            'tp.id',
            'tp.year',
            'tp.semester',
            'tp.period',
            'tp.vacancies',
            'c.id as course_id',
            'c.code as course_code',
            'c.name as course_name',
            'd.id as discipline_id',
            'd.code as discipline_code',
            'd.name as discipline_name',
            'dep.name as department',
            'p.name as professor',
          ])
          .orderBy('tp.year', 'desc')
          .orderBy('tp.semester', 'desc')
          .orderBy(sql`estante_fold(d.name)`)
          .orderBy(sql`estante_fold(c.name)`)
          .orderBy('tp.id')
          .limit(limit)
          .execute(),
        query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },

    /**
     * The bibliography of the plans with lendable copies (in `libraryId` or all) and the loans
     * of those copies between `from` and `to` of each plan's semester.
     */
    async bibliography(
      plans: readonly { id: number; from: string; to: string }[],
      libraryId: number | undefined,
    ): Promise<PlanTitleRow[]> {
      if (plans.length === 0) return [];
      const library = libraryId ?? null;
      const { rows } = await sql<PlanTitleRow>`
        with plan(id, from_day, to_day) as (
          select * from unnest(${plans.map((p) => p.id)}::int[],
                               ${plans.map((p) => p.from)}::date[],
                               ${plans.map((p) => p.to)}::date[])
        )
        select tpt.teaching_plan_id as plan_id, t.id as title_id, t.title,
               t.authors[1] as author, t.year, tpt.kind,
               count(c.id)::int as copies,
               (count(c.id) filter (where c.status = 'available'))::int as available,
               coalesce((select count(*)::int from loan l
                 join copy lc on lc.id = l.copy_id
                 where lc.title_id = t.id
                   and (${library}::int is null or l.library_id = ${library}::int)
                   and l.loaned_at >= plan.from_day
                   and l.loaned_at < plan.to_day + 1), 0) as loans
        from plan
        join teaching_plan_title tpt on tpt.teaching_plan_id = plan.id
        join title t on t.id = tpt.title_id
        left join copy c on c.title_id = t.id and c.loan_type <> 'reference'
          and (${library}::int is null or c.library_id = ${library}::int)
        group by tpt.teaching_plan_id, t.id, tpt.kind, plan.from_day, plan.to_day
        order by tpt.teaching_plan_id, tpt.kind, t.title_key, t.id`.execute(db);
      return rows;
    },
  };
}

export type TeachingPlanRepository = ReturnType<typeof teachingPlanRepository>;
