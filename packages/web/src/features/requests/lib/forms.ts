import {
  CARD_ADVISOR_FORMS,
  CARD_DEGREES,
  CARD_ILLUSTRATIONS,
  CATALOGUE_CARD_REQUIRED,
  DELIVERY_FORMATS,
  INTERLIBRARY_LOAN_REQUIRED,
  SPECIALIZED_SEARCH_REQUIRED,
  SURVEY_LANGUAGES,
  SURVEY_MATERIALS,
  SURVEY_PURPOSES,
  SURVEY_REQUIRED,
  SWITCHING_FIELDS,
  SWITCHING_REQUIRED,
  isEmailAddress,
  cleanPhone,
  type RequestType,
  type SwitchingType,
} from '@estante/contract';

/**
 * How a request field is asked for: a line of text, a paragraph, a whole number, a day, one
 * choice of a list, several choices (checkboxes) or a list typed one item per line.
 */
export type FieldKind = 'text' | 'textarea' | 'number' | 'date' | 'select' | 'multi' | 'lines';

export interface FieldSpec {
  /** The wire name (spec §7 style), also the translation key requests.fields.{name}. */
  name: string;
  kind: FieldKind;
  required: boolean;
  /** The choices of a select or multi field (translated as requests.options.{name}.{value}). */
  options?: readonly string[];
}

/** Values of a form: text as typed, several choices as a list. */
export type FormValues = Record<string, string | string[]>;

/** What is wrong with a field, in the order the checks run (spec §5). */
export type Problem =
  'required' | 'pages' | 'years' | 'deadline' | 'roman' | 'email' | 'phone' | 'number';

const KINDS: Record<string, FieldKind> = {
  ano: 'number',
  ano_inicial: 'number',
  ano_final: 'number',
  pagina_inicial: 'number',
  pagina_final: 'number',
  paginas: 'number',
  dimensao_cm: 'number',
  cod_instituicao: 'select',
  observacao: 'textarea',
  pergunta: 'textarea',
  prazo: 'date',
  formato_entrega: 'select',
  finalidade: 'select',
  ilustracoes: 'select',
  grau: 'select',
  sistema_classificacao: 'select',
  orientador_genero: 'select',
  coorientador_genero: 'select',
  idiomas: 'multi',
  tipos_material: 'multi',
  assuntos: 'lines',
  bases_dados: 'lines',
};

const OPTIONS: Record<string, readonly string[]> = {
  formato_entrega: DELIVERY_FORMATS,
  finalidade: SURVEY_PURPOSES,
  ilustracoes: CARD_ILLUSTRATIONS,
  grau: CARD_DEGREES,
  sistema_classificacao: ['CDD', 'CDU'],
  orientador_genero: CARD_ADVISOR_FORMS,
  coorientador_genero: CARD_ADVISOR_FORMS,
  idiomas: SURVEY_LANGUAGES,
  tipos_material: SURVEY_MATERIALS,
};

const spec = (names: readonly string[], required: readonly string[]): FieldSpec[] =>
  names.map((name) => ({
    name,
    kind: KINDS[name] ?? 'text',
    required: required.includes(name),
    options: OPTIONS[name],
  }));

/** The fields of each request's form, in order (the server checks the same required ones). */
export function fieldsOf(type: RequestType, subtype: SwitchingType): FieldSpec[] {
  switch (type) {
    case 'comutacao-bibliografica':
      return spec(SWITCHING_FIELDS[subtype], SWITCHING_REQUIRED[subtype]);
    case 'levantamento-bibliografico':
      return spec(
        [
          'assunto',
          'palavras_chave',
          'idiomas',
          'ano_inicial',
          'ano_final',
          'tipos_material',
          'finalidade',
          'prazo',
          'observacao',
        ],
        SURVEY_REQUIRED,
      );
    case 'pesquisa-especializada':
      return spec(
        ['tema', 'pergunta', 'bases_dados', 'prazo', 'observacao'],
        SPECIALIZED_SEARCH_REQUIRED,
      );
    case 'emprestimo-inter-bibliotecas':
      return spec(
        [
          'cod_instituicao',
          'titulo',
          'autor',
          'ano',
          'edicao',
          'issn_isbn',
          'volume',
          'email',
          'telefone',
          'observacao',
        ],
        INTERLIBRARY_LOAN_REQUIRED,
      );
    case 'ficha-catalografica':
      return spec(
        [
          'autor_nome',
          'autor_sobrenome',
          'titulo',
          'subtitulo',
          'ano',
          'paginas_preliminares',
          'paginas',
          'ilustracoes',
          'dimensao_cm',
          'grau',
          'curso',
          'instituicao',
          'cidade',
          'orientador',
          'orientador_genero',
          'coorientador',
          'coorientador_genero',
          'assuntos',
          'classificacao',
          'sistema_classificacao',
        ],
        CATALOGUE_CARD_REQUIRED,
      );
  }
}

/** An empty form, with the defaults a patron rarely changes. */
export function initialValues(fields: FieldSpec[], defaults: FormValues = {}): FormValues {
  const values: FormValues = {};
  for (const field of fields) values[field.name] = field.kind === 'multi' ? [] : '';
  if ('formato_entrega' in values) values.formato_entrega = 'eletronico';
  if ('dimensao_cm' in values) values.dimensao_cm = '30';
  if ('ilustracoes' in values) values.ilustracoes = 'nenhuma';
  if ('sistema_classificacao' in values) values.sistema_classificacao = 'CDD';
  if ('orientador_genero' in values) values.orientador_genero = 'masculino';
  if ('coorientador_genero' in values) values.coorientador_genero = 'masculino';
  return { ...values, ...defaults };
}

const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

const isBlank = (value: string | string[] | undefined) =>
  value === undefined || (Array.isArray(value) ? value.length === 0 : value.trim() === '');

const wholeNumber = (value: string) => (/^\d+$/.test(value.trim()) ? Number(value) : null);

/**
 * The problems of a form, field by field (spec §5: required fields, start page not after the
 * end page, first year not after the last, a deadline from tomorrow on, a valid email).
 */
export function problemsOf(
  fields: FieldSpec[],
  values: FormValues,
  today: string,
): Partial<Record<string, Problem>> {
  const problems: Partial<Record<string, Problem>> = {};
  for (const field of fields) {
    const value = values[field.name];
    if (field.kind === 'lines' && typeof value === 'string' && field.required) {
      if (linesOf(value).length === 0) problems[field.name] = 'required';
      continue;
    }
    if (field.required && isBlank(value)) problems[field.name] = 'required';
    else if (field.kind === 'number' && typeof value === 'string' && value.trim() !== '') {
      if (wholeNumber(value) === null) problems[field.name] = 'number';
    }
  }
  const number = (name: string) =>
    typeof values[name] === 'string' ? wholeNumber(values[name] as string) : null;
  const [first, last] = [number('pagina_inicial'), number('pagina_final')];
  if (first !== null && last !== null && first > last) problems.pagina_inicial ??= 'pages';
  const [from, to] = [number('ano_inicial'), number('ano_final')];
  if (from !== null && to !== null && from > to) problems.ano_inicial ??= 'years';
  const deadline = values.prazo;
  if (typeof deadline === 'string' && deadline !== '' && deadline <= today) {
    problems.prazo ??= 'deadline';
  }
  const roman = values.paginas_preliminares;
  if (typeof roman === 'string' && roman.trim() !== '' && !/^[ivxlcdm]+$/i.test(roman.trim())) {
    problems.paginas_preliminares ??= 'roman';
  }
  const email = values.email;
  if (typeof email === 'string' && email.trim() !== '' && !isEmailAddress(email.trim())) {
    problems.email ??= 'email';
  }
  const phone = values.telefone;
  if (
    typeof phone === 'string' &&
    phone.trim() !== '' &&
    cleanPhone(phone.trim()) !== phone.trim()
  ) {
    problems.telefone ??= 'phone';
  }
  return problems;
}

/** The request body of a form: numbers as numbers, lists as lists, blanks left out. */
export function bodyOf(fields: FieldSpec[], values: FormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.name];
    if (value === undefined || isBlank(value)) continue;
    if (Array.isArray(value)) body[field.name] = value;
    else if (field.kind === 'number' || field.name === 'cod_instituicao') {
      body[field.name] = Number(value);
    } else if (field.kind === 'lines') body[field.name] = linesOf(value);
    else body[field.name] = value.trim();
  }
  return body;
}
