import type {
  CampusChoice,
  CourseChoice,
  DisciplineChoice,
  LibraryChoice,
  ProfessorChoice,
} from '@estante/contract';
import { notFound } from '../../lib/http-errors.ts';
import { CHOICE_PAGE_SIZE, type ChoicesRepository } from './choices-repository.ts';

/** A page of a choice list on the wire. */
export interface ChoicePage<T> {
  data: T[];
  total: number;
  page: number;
  page_size: number;
}

/** Course levels on the wire. */
const LEVELS: Record<string, string> = {
  undergraduate: 'graduacao',
  graduate: 'pos_graduacao',
  technical: 'tecnico',
  extension: 'extensao',
};

/**
 * Runs a paged list query; past the last page the page is empty but `total` stays true
 * (the window count only exists on rows, so page 1 is asked again for it).
 */
async function pageOf<Row, T>(
  page: number,
  run: (page: number) => Promise<Row[]>,
  toWire: (row: Row) => T,
): Promise<ChoicePage<T>> {
  const rows = await run(page);
  const totalOf = (list: Row[]) => Number((list[0] as { total?: unknown } | undefined)?.total ?? 0);
  let total = totalOf(rows);
  if (rows.length === 0 && page > 1) total = totalOf(await run(1));
  return { data: rows.map(toWire), total, page, page_size: CHOICE_PAGE_SIZE };
}

function one<T>(list: ChoicePage<T>): T {
  const first = list.data[0];
  if (!first) throw notFound();
  return first;
}

/** Teaching-plan choice lists (courses, disciplines, professors), campuses and libraries. */
export function choicesService(repository: ChoicesRepository) {
  const professor = (row: { id: number; name: string; department: string | null }) => ({
    codigo: row.id,
    nome: row.name,
    departamento: row.department,
  });
  const course = (row: {
    id: number;
    name: string;
    code: string;
    level: string;
    campus_id: number;
    campus_name: string;
  }): CourseChoice => ({
    codigo: row.id,
    nome: row.name,
    sigla: row.code,
    nivel: LEVELS[row.level] ?? row.level,
    cod_campus: row.campus_id,
    nome_campus: row.campus_name,
  });
  const discipline = (row: {
    id: number;
    name: string;
    code: string;
    workload_hours: number | null;
    department: string | null;
  }): DisciplineChoice => ({
    codigo: row.id,
    nome: row.name,
    sigla: row.code,
    departamento: row.department,
    carga_horaria: row.workload_hours,
  });
  const campus = (row: { id: number; name: string }): CampusChoice => ({
    cod_campus: row.id,
    nome_campus: row.name,
  });
  const library = (row: {
    id: number;
    name: string;
    acronym: string | null;
    campus_id: number;
    campus_name: string;
  }): LibraryChoice => ({
    cod_biblioteca: row.id,
    desc_biblioteca: row.name,
    sigla: row.acronym,
    cod_campus: row.campus_id,
    nome_campus: row.campus_name,
  });

  return {
    professors: (text: string, page: number): Promise<ChoicePage<ProfessorChoice>> =>
      pageOf(page, (p: number) => repository.professors(text, p), professor),
    /** Throws not_found for an unknown code. */
    professor: async (id: number): Promise<ProfessorChoice> => {
      const row = await repository.professor(id);
      if (!row) throw notFound();
      return professor(row);
    },
    courses: (text: string, page: number) =>
      pageOf(page, (p: number) => repository.courses(text, p), course),
    course: async (id: number) =>
      one(await pageOf(1, (p: number) => repository.courses('', p, id), course)),
    disciplines: (text: string, page: number) =>
      pageOf(page, (p: number) => repository.disciplines(text, p), discipline),
    discipline: async (id: number) =>
      one(await pageOf(1, (p: number) => repository.disciplines('', p, id), discipline)),
    campuses: (text: string, page: number) =>
      pageOf(page, (p: number) => repository.campuses(text, p), campus),
    campus: async (id: number) =>
      one(await pageOf(1, (p: number) => repository.campuses('', p, id), campus)),
    libraries: (text: string, page: number, campusId?: number) =>
      pageOf(page, (p: number) => repository.libraries(text, p, { campusId }), library),
    library: async (id: number) =>
      one(await pageOf(1, (p: number) => repository.libraries('', p, { id }), library)),
  };
}
