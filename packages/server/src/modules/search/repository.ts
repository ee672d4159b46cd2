import { sql, type Kysely } from 'kysely';
import type { Database, TitleRow } from '../../db/schema.ts';
import { PREPARED } from '../../db/database.ts';
import { searchChangeCounter } from '../../search/cached-backend.ts';

/** What a results page shows of one title, read after the ids of the page are known. */
export interface TitleDisplayRow extends Pick<
  TitleRow,
  | 'id'
  | 'title'
  | 'subtitle'
  | 'responsibility'
  | 'authors'
  | 'subjects'
  | 'publisher'
  | 'place'
  | 'year'
  | 'edition'
  | 'physical_description'
  | 'series'
  | 'language'
  | 'isbns'
  | 'issns'
  | 'call_number'
  | 'material_type'
  | 'volume'
  | 'has_online_access'
  | 'has_accessibility'
  | 'original_script'
> {
  cover_url: string | null;
  network_institution_id: number | null;
  network_institution_name: string | null;
  available: number;
  copies: number;
  libraries: { codigo: string; descricao: string }[] | null;
  courses: { codigo: string; campus: string }[] | null;
  areas:
    { id: number; codigo: string; descricao: string; type_id: number; type_name: string }[] | null;
  plan_kind: string | null;
}

/** SQL the search module needs besides the engine: page rows and settings. */
export function searchRepository(db: Kysely<Database>) {
  return {
    /** The catalogue's change counter, which the search engine answers at (SearchBackend). */
    changeCounter: searchChangeCounter(db),

    /**
     * Display rows of the given titles (any order; the caller restores the page order).
     * `planKindFor` adds the bibliography kind of a teaching-plan search.
     */
    async displayRows(
      ids: number[],
      plan?: { courseId?: number; disciplineId?: number; professorId?: number },
    ): Promise<TitleDisplayRow[]> {
      if (ids.length === 0) return [];
      const planWhere = [sql`tpt.title_id = t.id`];
      if (plan?.courseId !== undefined) planWhere.push(sql`tp.course_id = ${plan.courseId}`);
      if (plan?.disciplineId !== undefined)
        planWhere.push(sql`tp.discipline_id = ${plan.disciplineId}`);
      if (plan?.professorId !== undefined)
        planWhere.push(sql`tp.professor_id = ${plan.professorId}`);
      const planKind = plan
        ? sql`(select min(tpt.kind) from teaching_plan_title tpt
            join teaching_plan tp on tp.id = tpt.teaching_plan_id
            where ${sql.join(planWhere, sql` and `)})`
        : sql`null::text`;
      // Prepared when its text is fixed (no teaching plan): planning its subqueries cost more
      // than running them (≈ 1 ms against 0.7 at a million titles).
      const prepared = sql.raw(plan ? '' : PREPARED);
      const { rows } = await sql<TitleDisplayRow>`${prepared}
        select t.id, t.title, t.subtitle, t.responsibility, t.authors, t.subjects, t.publisher,
          t.place, t.year, t.edition, t.physical_description, t.series, t.language, t.isbns,
          t.issns, t.call_number, t.material_type, t.volume, t.has_online_access,
          t.has_accessibility, t.original_script, t.cover_url, t.network_institution_id,
          ni.name as network_institution_name,
          h.available, h.copies, h.libraries,
          (select json_agg(distinct jsonb_build_object('codigo', co.code, 'campus', ca.name))
            from teaching_plan_title tpt join teaching_plan tp on tp.id = tpt.teaching_plan_id
            join course co on co.id = tp.course_id join campus ca on ca.id = co.campus_id
            where tpt.title_id = t.id) as courses,
          (select json_agg(json_build_object('id', ka.id, 'codigo', ka.code, 'descricao', ka.name,
              'type_id', kat.id, 'type_name', kat.name) order by ka.code)
            from title_knowledge_area tka join knowledge_area ka on ka.id = tka.knowledge_area_id
            join knowledge_area_type kat on kat.id = ka.type_id where tka.title_id = t.id) as areas,
          ${planKind} as plan_kind
        from title t left join network_institution ni on ni.id = t.network_institution_id
        -- The copies once per title (counts and libraries): fewer sub-plans to plan each time.
        left join lateral (select count(*) filter (where c.status = 'available')::int as available,
            count(*)::int as copies,
            (select json_agg(json_build_object('codigo', l.id::text, 'descricao', l.name)
                order by l.name)
              from library l where l.id = any(array_agg(c.library_id))) as libraries
          from copy c where c.title_id = t.id) h on true
        where t.id = any(${sql.val(ids)}::int[])`.execute(db);
      return rows;
    },

    /** A named institution setting (jsonb), or null. */
    async setting(name: string): Promise<unknown> {
      const row = await db
        .selectFrom('setting')
        .select('value')
        .where('name', '=', name)
        .executeTakeFirst();
      return row?.value ?? null;
    },

    /** Today in the database's clock, as YYYY-MM-DD. */
    async today(): Promise<string> {
      const { rows } = await sql<{ today: string }>`select current_date::text as today`.execute(db);
      return rows[0]?.today ?? new Date().toISOString().slice(0, 10);
    },
  };
}

export type SearchRepository = ReturnType<typeof searchRepository>;
