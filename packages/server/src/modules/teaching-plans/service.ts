import {
  TEACHING_PLANS_MAX,
  type TeachingPlan,
  type TeachingPlanChoices,
  type TeachingPlanQuery,
  type TeachingPlans,
} from '@estante/contract';
import { HttpError } from '../../lib/http-errors.ts';
import type { Requester } from '../../lib/requester.ts';
import { patronOf } from '../people/service.ts';
import type { PlanFilter, TeachingPlanRepository } from './repository.ts';

/**
 * The days of a semester whose loans count for a plan: the first semester is January to June,
 * the second July to December (the Brazilian academic calendar's halves; a library that lends
 * for a summer term counts it with the first).
 */
export function semesterDays(year: number, semester: number): { from: string; to: string } {
  return semester === 1
    ? { from: `${year}-01-01`, to: `${year}-06-30` }
    : { from: `${year}-07-01`, to: `${year}-12-31` };
}

/** Students per lendable copy, one decimal (the ratio course evaluations look at). */
function studentsPerCopy(vacancies: number | null, copies: number): number | null {
  if (!vacancies || copies === 0) return null;
  return Math.round((vacancies / copies) * 10) / 10;
}

const FIELDS = ['departamento', 'ano', 'semestre', 'periodo', 'disciplina', 'biblioteca'] as const;

/** The personal area's Teaching plan tab (docs/personal-area.md "Teaching plan"). */
export function teachingPlanService(repository: TeachingPlanRepository) {
  return {
    /** GET …/plano-ensino/disciplinas-bibliotecas: what the search form offers. */
    async choices(requester: Requester): Promise<TeachingPlanChoices> {
      const { personId } = patronOf(requester);
      const professorId = await repository.professorOf(personId);
      const [disciplines, libraries, years] = await Promise.all([
        repository.disciplines(professorId),
        repository.libraries(),
        repository.years(),
      ]);
      return {
        disciplinas: disciplines.map((d) => ({
          codigo: d.id,
          sigla: d.code,
          nome: d.name,
          cod_departamento: d.department_id,
          minha: d.mine,
        })),
        bibliotecas: libraries.map((l) => ({ cod_biblioteca: l.id, desc_biblioteca: l.name })),
        anos: years,
        professor: professorId !== null,
      };
    },

    /**
     * GET …/plano-ensino/bibliografia: the plans matching (newest first, at most
     * TEACHING_PLANS_MAX) with their bibliography, copies and the semester's loans.
     *
     * @throws HttpError 422 teaching_plan_search_empty when no field is filled (spec §5).
     */
    async bibliography(requester: Requester, query: TeachingPlanQuery): Promise<TeachingPlans> {
      const { personId } = patronOf(requester);
      if (!query.meus && FIELDS.every((field) => query[field] === undefined)) {
        throw new HttpError(422, 'teaching_plan_search_empty');
      }
      const { meus, ...fields } = query;
      const filter: PlanFilter = { ...fields, ...(meus ? { professorPersonId: personId } : {}) };
      const { rows, total } = await repository.plans(filter, TEACHING_PLANS_MAX);
      const titles = await repository.bibliography(
        rows.map((row) => ({ id: row.id, ...semesterDays(row.year, row.semester) })),
        query.biblioteca,
      );
      const planos = rows.map((row): TeachingPlan => {
        const own = titles.filter((title) => title.plan_id === row.id);
        return {
          cod_plano: row.id,
          curso: { codigo: row.course_id, sigla: row.course_code, nome: row.course_name },
          disciplina: {
            codigo: row.discipline_id,
            sigla: row.discipline_code,
            nome: row.discipline_name,
          },
          departamento: row.department,
          professor: row.professor,
          ano: row.year,
          semestre: row.semester,
          periodo: row.period,
          vagas: row.vacancies,
          emprestimos: own.reduce((sum, title) => sum + title.loans, 0),
          bibliografia: own.map((title) => ({
            cod_acervo: title.title_id,
            titulo: title.title,
            autor: title.author,
            ano_publicacao: title.year,
            tipo: title.kind,
            exemplares: title.copies,
            disponiveis: title.available,
            emprestimos: title.loans,
            alunos_por_exemplar: studentsPerCopy(row.vacancies, title.copies),
          })),
        };
      });
      return { planos, total };
    },
  };
}
