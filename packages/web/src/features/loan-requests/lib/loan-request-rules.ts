import {
  ANY_CHOICE,
  cleanPhone,
  isEmailAddress,
  type LoanRequestBody,
  type LoanRequestInfo,
} from '@estante/contract';

/** The copy options every request chooses (spec §5), in the form's order. */
export const LOAN_REQUEST_OPTIONS = ['volume', 'tomo', 'parte', 'material_adicional'] as const;
export type LoanRequestOption = (typeof LOAN_REQUEST_OPTIONS)[number];

/** The delivery point value that means "another place, in words". */
export const OTHER_PLACE = 'outro';

/** The form as the patron fills it: every field a string, '' when untouched. */
export interface LoanRequestValues {
  biblioteca_origem: string;
  biblioteca_recebimento: string;
  /** A delivery point code, OTHER_PLACE or ''. */
  local: string;
  recebimento_textual: string;
  domicilio: boolean;
  endereco: string;
  volume: string;
  tomo: string;
  parte: string;
  material_adicional: string;
  telefone: string;
  email: string;
  pessoa_autorizada: string;
}

/** Why a field is refused (spec §5); each has its message. */
export type LoanRequestProblem =
  'origin' | 'receiving' | 'location' | 'place' | 'option' | 'email' | 'phone' | 'address';

/** The values the title's copies offer for an option (besides "no preference"). */
export function optionValues(info: LoanRequestInfo, option: LoanRequestOption): string[] {
  switch (option) {
    case 'volume':
      return info.volumes;
    case 'tomo':
      return info.tomos;
    case 'parte':
      return info.partes;
    case 'material_adicional':
      return info.materiais;
  }
}

/** The form's first values: the only library when there is one, the patron's contacts. */
export function initialValues(info: LoanRequestInfo): LoanRequestValues {
  const onlyOrigin = info.bibliotecas_origem.length === 1 ? info.bibliotecas_origem[0] : undefined;
  return {
    biblioteca_origem: onlyOrigin ? String(onlyOrigin.cod_biblioteca) : '',
    biblioteca_recebimento: '',
    local: '',
    recebimento_textual: '',
    domicilio: false,
    endereco: info.endereco ?? '',
    // A title whose copies have no values of an option has nothing to choose: no preference.
    volume: info.volumes.length === 0 ? ANY_CHOICE : '',
    tomo: info.tomos.length === 0 ? ANY_CHOICE : '',
    parte: info.partes.length === 0 ? ANY_CHOICE : '',
    material_adicional: info.materiais.length === 0 ? ANY_CHOICE : '',
    telefone: cleanPhone(info.telefone ?? ''),
    email: info.email ?? '',
    pessoa_autorizada: '',
  };
}

/** Spec §5 on the form: the problem of each field that has one. */
export function problemsOf(
  values: LoanRequestValues,
): Partial<Record<keyof LoanRequestValues, LoanRequestProblem>> {
  const problems: Partial<Record<keyof LoanRequestValues, LoanRequestProblem>> = {};
  if (!values.biblioteca_origem) problems.biblioteca_origem = 'origin';
  if (!values.biblioteca_recebimento) problems.biblioteca_recebimento = 'receiving';
  if (values.domicilio) {
    if (values.endereco.trim() === '') problems.endereco = 'address';
  } else if (!values.local) problems.local = 'location';
  else if (values.local === OTHER_PLACE && values.recebimento_textual.trim() === '') {
    problems.recebimento_textual = 'place';
  }
  for (const option of LOAN_REQUEST_OPTIONS) if (!values[option]) problems[option] = 'option';
  if (!isEmailAddress(values.email.trim())) problems.email = 'email';
  if (values.telefone.trim() === '') problems.telefone = 'phone';
  return problems;
}

/** The body of POST /solicitacao-emprestimo/{id} for valid values. */
export function loanRequestBody(values: LoanRequestValues): LoanRequestBody {
  const point = values.local && values.local !== OTHER_PLACE ? Number(values.local) : null;
  return {
    biblioteca_origem: Number(values.biblioteca_origem),
    biblioteca_recebimento: Number(values.biblioteca_recebimento),
    cod_local_recebimento: values.domicilio ? null : point,
    recebimento_textual:
      !values.domicilio && values.local === OTHER_PLACE ? values.recebimento_textual.trim() : null,
    domicilio: values.domicilio ? { endereco: values.endereco.trim() } : null,
    volume: values.volume,
    tomo: values.tomo,
    parte: values.parte,
    material_adicional: values.material_adicional,
    telefone: values.telefone.trim(),
    email: values.email.trim(),
    pessoa_autorizada: values.pessoa_autorizada.trim() || null,
  };
}
