/**
 * Knowledge areas of the demo institution: the CNPq table's major areas and areas (in
 * Portuguese), each demo subject mapped to its area, and every title linked to the areas of
 * its subjects (at most two).
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The classification the areas belong to (cod_tipo_area_conhec 1). */
export const KNOWLEDGE_AREA_TYPE = { id: 1, name: 'Tabela de Áreas do Conhecimento (CNPq)' };

/** CNPq major areas: code and name. */
export const MAJOR_AREAS: [code: string, name: string][] = [
  ['1.00.00.00-3', 'Ciências Exatas e da Terra'],
  ['2.00.00.00-6', 'Ciências Biológicas'],
  ['3.00.00.00-9', 'Engenharias'],
  ['4.00.00.00-1', 'Ciências da Saúde'],
  ['5.00.00.00-4', 'Ciências Agrárias'],
  ['6.00.00.00-7', 'Ciências Sociais Aplicadas'],
  ['7.00.00.00-0', 'Ciências Humanas'],
  ['8.00.00.00-2', 'Linguística, Letras e Artes'],
];

/** CNPq areas: code, name, and the demo subject headings (650) that belong to them. */
export const AREAS_OF_KNOWLEDGE: [code: string, name: string, subjects: string[]][] = [
  ['1.01.00.00-8', 'Matemática', ['Matemática']],
  ['1.03.00.00-7', 'Ciência da Computação', ['Ciência da computação']],
  ['1.05.00.00-6', 'Física', ['Física']],
  ['1.06.00.00-0', 'Química', ['Química']],
  ['2.01.00.00-0', 'Biologia Geral', ['Biologia']],
  ['3.01.00.00-3', 'Engenharia Civil', ['Engenharia civil']],
  ['3.04.00.00-7', 'Engenharia Elétrica', ['Engenharia elétrica']],
  ['4.01.00.00-6', 'Medicina', ['Medicina']],
  ['4.04.00.00-0', 'Enfermagem', ['Enfermagem']],
  ['4.06.00.00-9', 'Saúde Coletiva', ['Saúde pública']],
  ['5.01.00.00-9', 'Agronomia', ['Agronomia']],
  ['6.01.00.00-1', 'Direito', ['Direito constitucional', 'Direito civil']],
  ['6.02.00.00-6', 'Administração', ['Administração', 'Contabilidade']],
  ['6.03.00.00-0', 'Economia', ['Economia']],
  ['6.04.00.00-5', 'Arquitetura e Urbanismo', ['Arquitetura']],
  ['6.07.00.00-9', 'Ciência da Informação', ['Ciência da informação']],
  ['7.01.00.00-4', 'Filosofia', ['Filosofia']],
  ['7.02.00.00-9', 'Sociologia', ['Sociologia']],
  ['7.05.00.00-0', 'História', ['História']],
  ['7.06.00.00-5', 'Geografia', ['Geografia']],
  ['7.07.00.00-1', 'Psicologia', ['Psicologia']],
  ['7.08.00.00-6', 'Educação', ['Educação']],
  ['8.01.00.00-7', 'Linguística', ['Linguística']],
  ['8.02.00.00-1', 'Letras', ['Literatura brasileira']],
  ['8.03.00.00-6', 'Artes', ['Música']],
];

/** The major area code of an area code: same first digit. */
const majorOf = (code: string) => MAJOR_AREAS.find(([major]) => major[0] === code[0])?.[0];

/** Knowledge areas created: area name → id, and subject heading → area id. */
export interface DemoAreas {
  byName: Map<string, number>;
  bySubject: Map<string, number>;
}

/** Creates the type, major areas and areas; answers the ids of the areas. */
export async function createKnowledgeAreas(trx: Transaction<Database>): Promise<DemoAreas> {
  // Upserts: the areas reference nothing else, so a database emptied of its catalogue (by
  // truncating titles and campuses) may still hold them.
  await trx
    .insertInto('knowledge_area_type')
    .values(KNOWLEDGE_AREA_TYPE)
    .onConflict((oc) => oc.column('id').doUpdateSet({ name: KNOWLEDGE_AREA_TYPE.name }))
    .execute();
  const majors = await trx
    .insertInto('knowledge_area')
    .values(MAJOR_AREAS.map(([code, name]) => ({ type_id: KNOWLEDGE_AREA_TYPE.id, code, name })))
    .onConflict((oc) => oc.column('code').doUpdateSet((eb) => ({ name: eb.ref('excluded.name') })))
    .returning(['id', 'code'])
    .execute();
  const majorId = new Map(majors.map((m) => [m.code, m.id]));
  const areas = await trx
    .insertInto('knowledge_area')
    .values(
      AREAS_OF_KNOWLEDGE.map(([code, name]) => ({
        type_id: KNOWLEDGE_AREA_TYPE.id,
        code,
        name,
        parent_id: majorId.get(majorOf(code) ?? '') ?? null,
      })),
    )
    .onConflict((oc) =>
      oc.column('code').doUpdateSet((eb) => ({
        name: eb.ref('excluded.name'),
        parent_id: eb.ref('excluded.parent_id'),
      })),
    )
    .returning(['id', 'code', 'name'])
    .execute();
  const byName = new Map(areas.map((a) => [a.name, a.id]));
  const bySubject = new Map<string, number>();
  for (const [code, , subjects] of AREAS_OF_KNOWLEDGE) {
    const id = areas.find((a) => a.code === code)?.id;
    if (id !== undefined) for (const subject of subjects) bySubject.set(subject, id);
  }
  return { byName, bySubject };
}

/**
 * Links every title of our collection to the areas of its subjects, the first two in subject
 * order. Answers the number of links.
 */
export async function linkTitlesToAreas(
  kysely: Kysely<Database> | Transaction<Database>,
  areas: DemoAreas,
): Promise<number> {
  const subjects = [...areas.bySubject.keys()];
  const ids = subjects.map((s) => areas.bySubject.get(s) ?? 0);
  const result = await sql`
    insert into title_knowledge_area (title_id, knowledge_area_id)
    select title_id, area_id from (
      select title_id, area_id, row_number() over (partition by title_id order by first_at) as n
      from (
        select t.id as title_id, m.area_id, min(s.n) as first_at
        from title t
        cross join lateral unnest(t.subjects) with ordinality as s(subject, n)
        join unnest(${subjects}::text[], ${ids}::int[]) as m(subject, area_id)
          on m.subject = s.subject
        where t.network_institution_id is null
        group by t.id, m.area_id
      ) per_area
    ) ranked
    where n <= 2`.execute(kysely);
  return Number(result.numAffectedRows ?? 0);
}
