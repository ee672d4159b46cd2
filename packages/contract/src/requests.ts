import Type, { type Static } from 'typebox';

/**
 * Bibliographic requests on the wire (spec §3 "Request history statuses", §5, §7 "Requests"):
 * bibliographic switching (comutação: a copy of an article, thesis, paper or chapter from
 * another library), bibliographic survey, catalogue card (ficha catalográfica), specialised
 * search and inter-library loan. Paths and fields in the spec's wire style.
 */

const Nullable = <T extends Type.TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Day = Type.String({ format: 'date' });
const Instant = Type.String({ format: 'date-time' });
const Text = (maxLength = 300) => Type.Optional(Nullable(Type.String({ maxLength })));
const Whole = (minimum: number, maximum: number) =>
  Type.Optional(Nullable(Type.Integer({ minimum, maximum })));
const Words = (maxItems: number) =>
  Type.Optional(Type.Array(Type.String({ maxLength: 100 }), { maxItems }));

/** The {type} of GET /solicitacoes/{type}: one per kind of request. */
export const REQUEST_TYPES = [
  'comutacao-bibliografica',
  'levantamento-bibliografico',
  'ficha-catalografica',
  'pesquisa-especializada',
  'emprestimo-inter-bibliotecas',
] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];
export const RequestTypeSchema = Type.Enum(REQUEST_TYPES);

/** Spec §3: awaiting → finished | not finished (staff answer with a reply). */
export const REQUEST_STATUSES = ['awaiting', 'finished', 'not_finished'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
const StatusSchema = Type.Enum(REQUEST_STATUSES);

/**
 * Requests of each type a patron may have awaiting an answer at once (spec §6, §9: per-user
 * request limits, server-defined). One more is a 422 request_limit_reached.
 */
export const OPEN_REQUEST_LIMITS: Readonly<Record<RequestType, number>> = {
  'comutacao-bibliografica': 10,
  'levantamento-bibliografico': 2,
  'ficha-catalografica': 2,
  'pesquisa-especializada': 2,
  'emprestimo-inter-bibliotecas': 5,
};

// ── Bibliographic switching ────────────────────────────────────────────────────────────

/** The {type} of POST /solicitacoes/comutacao-bibliografica/{type}: what is wanted a copy of. */
export const SWITCHING_TYPES = [
  'artigo-periodico',
  'tese',
  'anais-congresso',
  'parte-livro',
] as const;
export type SwitchingType = (typeof SWITCHING_TYPES)[number];
export const SwitchingTypeSchema = Type.Enum(SWITCHING_TYPES);

/** How the copy is delivered. */
export const DELIVERY_FORMATS = ['eletronico', 'impresso'] as const;

/**
 * POST /solicitacoes/comutacao-bibliografica/{type}. Which fields are required depends on the
 * type (SWITCHING_REQUIRED); the service answers the first missing one with a 422
 * request_field_required naming it, and a start page after the end page with
 * request_pages_out_of_order (spec §5).
 */
export const SwitchingBodySchema = Type.Object({
  /** The journal, book or proceedings the part is in (not for a thesis). */
  titulo_fonte: Text(),
  /** The article, thesis, paper or chapter wanted. */
  titulo: Text(),
  autores: Text(),
  ano: Whole(1000, 2999),
  volume: Text(30),
  numero: Text(30),
  pagina_inicial: Whole(1, 99_999),
  pagina_final: Whole(1, 99_999),
  /** The thesis's institution. */
  instituicao: Text(),
  editora: Text(),
  issn_isbn: Text(30),
  /** Where the patron found the reference (a database, a bibliography…). */
  onde_encontrou: Text(),
  formato_entrega: Type.Optional(Nullable(Type.Enum(DELIVERY_FORMATS))),
  observacao: Text(1000),
});
export type SwitchingBody = Static<typeof SwitchingBodySchema>;
export type SwitchingField = keyof SwitchingBody;

/** The fields each switching type requires, in the form's order. */
export const SWITCHING_REQUIRED: Readonly<Record<SwitchingType, readonly SwitchingField[]>> = {
  'artigo-periodico': [
    'titulo_fonte',
    'titulo',
    'autores',
    'ano',
    'pagina_inicial',
    'pagina_final',
    'formato_entrega',
  ],
  tese: ['titulo', 'autores', 'ano', 'instituicao', 'formato_entrega'],
  'anais-congresso': [
    'titulo_fonte',
    'titulo',
    'autores',
    'ano',
    'pagina_inicial',
    'pagina_final',
    'formato_entrega',
  ],
  'parte-livro': [
    'titulo_fonte',
    'titulo',
    'autores',
    'ano',
    'pagina_inicial',
    'pagina_final',
    'formato_entrega',
  ],
};

/** The fields each switching type's form shows (required ones included). */
export const SWITCHING_FIELDS: Readonly<Record<SwitchingType, readonly SwitchingField[]>> = {
  'artigo-periodico': [
    'titulo_fonte',
    'titulo',
    'autores',
    'ano',
    'volume',
    'numero',
    'pagina_inicial',
    'pagina_final',
    'issn_isbn',
    'onde_encontrou',
    'formato_entrega',
    'observacao',
  ],
  tese: [
    'titulo',
    'autores',
    'ano',
    'instituicao',
    'pagina_inicial',
    'pagina_final',
    'onde_encontrou',
    'formato_entrega',
    'observacao',
  ],
  'anais-congresso': [
    'titulo_fonte',
    'titulo',
    'autores',
    'ano',
    'pagina_inicial',
    'pagina_final',
    'editora',
    'onde_encontrou',
    'formato_entrega',
    'observacao',
  ],
  'parte-livro': [
    'titulo_fonte',
    'titulo',
    'autores',
    'ano',
    'pagina_inicial',
    'pagina_final',
    'editora',
    'issn_isbn',
    'onde_encontrou',
    'formato_entrega',
    'observacao',
  ],
};

// ── Bibliographic survey and specialised search ────────────────────────────────────────

/** What a survey is for. */
export const SURVEY_PURPOSES = [
  'tcc',
  'dissertacao',
  'tese',
  'artigo',
  'projeto',
  'ensino',
  'outro',
] as const;

/** Kinds of material a survey may cover. */
export const SURVEY_MATERIALS = [
  'livros',
  'artigos',
  'teses',
  'anais',
  'normas',
  'multimeios',
] as const;

/** Languages a survey may cover (MARC codes). */
export const SURVEY_LANGUAGES = ['por', 'eng', 'spa', 'fre', 'ita', 'ger'] as const;

/**
 * POST /solicitacoes/levantamento-bibliografico. Required: assunto, palavras_chave, finalidade.
 * ano_inicial after ano_final → 422 request_years_out_of_order; a prazo before tomorrow →
 * 422 request_deadline_past.
 */
export const SurveyBodySchema = Type.Object({
  assunto: Text(),
  palavras_chave: Text(),
  idiomas: Type.Optional(Type.Array(Type.Enum(SURVEY_LANGUAGES), { maxItems: 6 })),
  ano_inicial: Whole(1000, 2999),
  ano_final: Whole(1000, 2999),
  tipos_material: Type.Optional(Type.Array(Type.Enum(SURVEY_MATERIALS), { maxItems: 6 })),
  finalidade: Type.Optional(Nullable(Type.Enum(SURVEY_PURPOSES))),
  prazo: Type.Optional(Nullable(Day)),
  observacao: Text(1000),
});
export type SurveyBody = Static<typeof SurveyBodySchema>;
export const SURVEY_REQUIRED = ['assunto', 'palavras_chave', 'finalidade'] as const;

/**
 * POST /solicitacoes/pesquisa-especializada: a question for a librarian to search for.
 * Required: tema, pergunta. A prazo before tomorrow → 422 request_deadline_past.
 */
export const SpecializedSearchBodySchema = Type.Object({
  tema: Text(),
  pergunta: Text(2000),
  bases_dados: Words(10),
  prazo: Type.Optional(Nullable(Day)),
  observacao: Text(1000),
});
export type SpecializedSearchBody = Static<typeof SpecializedSearchBodySchema>;
export const SPECIALIZED_SEARCH_REQUIRED = ['tema', 'pergunta'] as const;

// ── Inter-library loan ─────────────────────────────────────────────────────────────────

/**
 * POST /solicitacoes/emprestimo-inter-bibliotecas: a title borrowed from a partner
 * institution (one of GET …/dados). Required: cod_instituicao, titulo, email (valid), telefone.
 */
export const InterlibraryLoanBodySchema = Type.Object({
  cod_instituicao: Whole(1, 2_147_483_647),
  titulo: Text(),
  autor: Text(),
  ano: Whole(1000, 2999),
  edicao: Text(30),
  issn_isbn: Text(30),
  volume: Text(30),
  email: Text(),
  telefone: Text(100),
  observacao: Text(1000),
});
export type InterlibraryLoanBody = Static<typeof InterlibraryLoanBodySchema>;
export const INTERLIBRARY_LOAN_REQUIRED = [
  'cod_instituicao',
  'titulo',
  'email',
  'telefone',
] as const;

/** GET /solicitacoes/emprestimo-inter-bibliotecas/dados: what the form offers. */
export const InterlibraryLoanInfoSchema = Type.Object({
  /** Partner institutions (the network catalogue's). */
  instituicoes: Type.Array(Type.Object({ codigo: Type.Integer(), nome: Type.String() })),
  email: Nullable(Type.String()),
  telefone: Nullable(Type.String()),
  solicitacoes_abertas: Type.Integer(),
  limite_solicitacoes: Type.Integer(),
});
export type InterlibraryLoanInfo = Static<typeof InterlibraryLoanInfoSchema>;

// ── Catalogue card ─────────────────────────────────────────────────────────────────────

/** The academic work a card is for, worded on the card's notes line. */
export const CARD_DEGREES = ['tcc', 'especializacao', 'mestrado', 'doutorado'] as const;
export type CardDegree = (typeof CARD_DEGREES)[number];

/** Illustrations line of the card: none, "il." or "il. color.". */
export const CARD_ILLUSTRATIONS = ['nenhuma', 'il.', 'il. color.'] as const;
/** How the card names an advisor: "Orientador:" or "Orientadora:" (and Coorientador/a). */
export const CARD_ADVISOR_FORMS = ['masculino', 'feminino'] as const;

/**
 * POST /solicitacoes/ficha-catalografica: the thesis data the card is made of. Required:
 * autor_sobrenome, autor_nome, titulo, ano, paginas, grau, curso, instituicao, cidade,
 * orientador and at least one subject (assuntos). paginas_preliminares in roman numerals.
 */
export const CatalogueCardBodySchema = Type.Object({
  autor_sobrenome: Text(120),
  autor_nome: Text(120),
  titulo: Text(500),
  subtitulo: Text(500),
  ano: Whole(1900, 2999),
  /** Preliminary pages in roman numerals ("xii"). */
  paginas_preliminares: Text(20),
  /** Numbered pages (the last numbered page). */
  paginas: Whole(1, 9_999),
  ilustracoes: Type.Optional(Nullable(Type.Enum(CARD_ILLUSTRATIONS))),
  /** Height of the volume in centimetres (A4 binding: 30). */
  dimensao_cm: Whole(10, 60),
  grau: Type.Optional(Nullable(Type.Enum(CARD_DEGREES))),
  /** Programme (master's, doctorate) or course (TCC, specialisation). */
  curso: Text(200),
  instituicao: Text(200),
  cidade: Text(100),
  orientador: Text(200),
  /** "Orientadora" on the card when feminino; "Orientador" otherwise. */
  orientador_genero: Type.Optional(Nullable(Type.Enum(CARD_ADVISOR_FORMS))),
  coorientador: Text(200),
  coorientador_genero: Type.Optional(Nullable(Type.Enum(CARD_ADVISOR_FORMS))),
  assuntos: Words(6),
  /** The patron's CDD/CDU class, if known; staff may set or correct it. */
  classificacao: Text(40),
  sistema_classificacao: Type.Optional(
    Nullable(Type.Union([Type.Literal('CDD'), Type.Literal('CDU')])),
  ),
});
export type CatalogueCardBody = Static<typeof CatalogueCardBodySchema>;
export const CATALOGUE_CARD_REQUIRED = [
  'autor_sobrenome',
  'autor_nome',
  'titulo',
  'ano',
  'paginas',
  'grau',
  'curso',
  'instituicao',
  'cidade',
  'orientador',
  'assuntos',
] as const;

/** pending_review until staff release it; only then may the patron download the PDF. */
export const CARD_STATUSES = ['pending_review', 'released'] as const;
export type CardStatus = (typeof CARD_STATUSES)[number];

export const CardSchema = Type.Object({
  situacao: Type.Enum(CARD_STATUSES),
  /** Cutter-Sanborn mark computed from the surname and title ("S729e"). */
  cutter: Nullable(Type.String()),
  classificacao: Nullable(Type.String()),
  data_liberacao: Nullable(Instant),
});

// ── Answers ────────────────────────────────────────────────────────────────────────────

/** A request as the patron sees it. dados holds the fields sent (text as given, never markup). */
export const RequestSchema = Type.Object({
  cod_solicitacao: Type.Integer(),
  tipo: RequestTypeSchema,
  /** The switching type; null for the other requests. */
  subtipo: Nullable(Type.String()),
  situacao: StatusSchema,
  /** One line naming what was asked for (title, subject, topic). */
  resumo: Type.String(),
  dados: Type.Record(Type.String(), Type.Unknown()),
  /** The library's reply. */
  resposta: Nullable(Type.String()),
  /** Where the delivered copy or result can be fetched, when staff gave one. */
  url_entrega: Nullable(Type.String()),
  data_solicitacao: Instant,
  data_situacao: Instant,
  /** The catalogue card's review state; null for other requests. */
  ficha: Nullable(CardSchema),
});
export type Request = Static<typeof RequestSchema>;
export const RequestsSchema = Type.Array(RequestSchema);

/** GET /solicitacoes/{type}: status keeps one status; dataIni/dataFim bound the request date. */
export const RequestListQuerySchema = Type.Object({
  status: Type.Optional(StatusSchema),
  dataIni: Type.Optional(Day),
  dataFim: Type.Optional(Day),
});
export type RequestListQuery = Static<typeof RequestListQuerySchema>;

// ── Staff ──────────────────────────────────────────────────────────────────────────────

/** A request on the desk's list, with whose it is. */
export const StaffRequestSchema = Type.Object({
  ...RequestSchema.properties,
  pessoa: Type.Object({ cod_pessoa: Type.Integer(), nome: Type.String() }),
});
export type StaffRequest = Static<typeof StaffRequestSchema>;

export const StaffRequestQuerySchema = Type.Object({ tipo: Type.Optional(RequestTypeSchema) });

/**
 * POST /balcao/solicitacoes/{id}/situacao: answers an awaiting request. A catalogue card is
 * finished by releasing it (…/ficha/liberacao), not here.
 */
export const RequestAnswerBodySchema = Type.Object({
  situacao: Type.Union([Type.Literal('finished'), Type.Literal('not_finished')]),
  resposta: Text(2000),
  /** An http(s) address where the copy or result can be fetched. */
  url_entrega: Text(500),
});
export type RequestAnswerBody = Static<typeof RequestAnswerBodySchema>;

/** POST /balcao/solicitacoes/{id}/ficha/liberacao: releases the card, correcting fields. */
export const CardReleaseBodySchema = Type.Object({
  correcoes: Type.Optional(Type.Partial(CatalogueCardBodySchema)),
  resposta: Text(2000),
});
export type CardReleaseBody = Static<typeof CardReleaseBodySchema>;
