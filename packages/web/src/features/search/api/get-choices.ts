import type { CourseChoice, DisciplineChoice, ProfessorChoice } from '@estante/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** Teaching-plan choice lists: /consulta/{cursos|disciplinas|professores}. */
export type ChoiceKind = 'cursos' | 'disciplinas' | 'professores';
type ChoiceOf = {
  cursos: CourseChoice;
  disciplinas: DisciplineChoice;
  professores: ProfessorChoice;
};
export interface ChoicePage<K extends ChoiceKind> {
  data: ChoiceOf[K][];
  total: number;
  page: number;
  page_size: number;
}

export const getChoices = <K extends ChoiceKind>(kind: K, text: string, signal?: AbortSignal) =>
  apiGet<ChoicePage<K>>(
    `/consulta/${kind}?${new URLSearchParams({ search_text: text, page: '1' }).toString()}`,
    { signal },
  );

export const choicesQueryOptions = <K extends ChoiceKind>(kind: K, text: string) =>
  queryOptions({
    queryKey: ['consulta', kind, text],
    queryFn: ({ signal }) => getChoices(kind, text, signal),
    staleTime: 5 * 60_000,
  });

export const useChoices = <K extends ChoiceKind>(kind: K, text: string) =>
  useQuery({ ...choicesQueryOptions(kind, text), placeholderData: keepPreviousData });

/** One chosen code's own record: /consulta/{curso|disciplina|professor}/{code}. */
const SINGULAR = { cursos: 'curso', disciplinas: 'disciplina', professores: 'professor' } as const;

export const getChoice = <K extends ChoiceKind>(kind: K, code: number, signal?: AbortSignal) =>
  apiGet<ChoiceOf[K]>(`/consulta/${SINGULAR[kind]}/${code}`, { signal });

export const choiceQueryOptions = <K extends ChoiceKind>(kind: K, code: number) =>
  queryOptions({
    queryKey: ['consulta', SINGULAR[kind], code],
    queryFn: ({ signal }) => getChoice(kind, code, signal),
    staleTime: 5 * 60_000,
  });

export const useChoice = <K extends ChoiceKind>(kind: K, code: number | null) =>
  useQuery({ ...choiceQueryOptions(kind, code ?? 0), enabled: code !== null });
