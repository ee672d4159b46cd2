import { parseIsbnIssn, type SuggestionBody } from '@estante/contract';

/** The suggestion form's fields as typed (selects hold ids as text, '' for none). */
export interface SuggestionValues {
  campus: string;
  biblioteca: string;
  autor: string;
  titulo: string;
  edicao: string;
  editor: string;
  isbn_issn: string;
  periodico: string;
  outras_inf: string;
}

export const EMPTY_SUGGESTION: SuggestionValues = {
  campus: '',
  biblioteca: '',
  autor: '',
  titulo: '',
  edicao: '',
  editor: '',
  isbn_issn: '',
  periodico: '',
  outras_inf: '',
};

export type SuggestionProblem = 'required' | 'isbnIssn';

/**
 * What is wrong with the form (spec §5): library, title and editor required; an ISBN/ISSN, when
 * given, must check. The same rules as the server, so the form names the field before sending.
 */
export function problemsOf(
  values: SuggestionValues,
): Partial<Record<keyof SuggestionValues, SuggestionProblem>> {
  const problems: Partial<Record<keyof SuggestionValues, SuggestionProblem>> = {};
  if (values.biblioteca === '') problems.biblioteca = 'required';
  if (values.titulo.trim() === '') problems.titulo = 'required';
  if (values.editor.trim() === '') problems.editor = 'required';
  if (values.isbn_issn.trim() !== '' && parseIsbnIssn(values.isbn_issn) === null) {
    problems.isbn_issn = 'isbnIssn';
  }
  return problems;
}

/** A title of the catalogue the patron asks more copies of (from its title page). */
export interface MoreCopiesOf {
  cod_acervo: number;
  titulo: string;
  /** The form's fields filled from the title's record. */
  values: Partial<SuggestionValues>;
}

/**
 * The request body of valid values (blank optional fields sent as null), with the title when
 * the patron asks more copies of one.
 */
export function suggestionBody(
  values: SuggestionValues,
  moreCopiesOf: number | null = null,
): SuggestionBody {
  const text = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    campus: values.campus === '' ? null : Number(values.campus),
    biblioteca: Number(values.biblioteca),
    autor: text(values.autor),
    titulo: values.titulo.trim(),
    edicao: text(values.edicao),
    editor: values.editor.trim(),
    isbn_issn: text(values.isbn_issn),
    periodico: text(values.periodico),
    outras_inf: text(values.outras_inf),
    cod_acervo: moreCopiesOf,
  };
}
