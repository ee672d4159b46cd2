import Type, { type Static } from 'typebox';

/**
 * Loan requests on the wire (spec §3, §5, §7 "Loan requests", §8; POST /gravar-armazem).
 * The spec names the body fields of POST /solicitacao-emprestimo/{id}; the answers follow its
 * wire style (snake_case Portuguese, cod_* ids).
 */

const Nullable = <T extends Type.TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Day = Type.String({ format: 'date' });
const Instant = Type.String({ format: 'date-time' });

/**
 * Statuses of a loan request (spec §3): waiting, finished, not finished (cancelled),
 * available, in transit, removed (picked up by the patron).
 */
export const LOAN_REQUEST_STATUSES = [
  'waiting',
  'in_transit',
  'available',
  'removed',
  'finished',
  'not_finished',
] as const;
export type LoanRequestStatus = (typeof LOAN_REQUEST_STATUSES)[number];

/** Statuses of a request still in progress: they count against the limit and the copies. */
export const OPEN_LOAN_REQUEST_STATUSES = [
  'waiting',
  'in_transit',
  'available',
] as const satisfies readonly LoanRequestStatus[];

/**
 * Where staff may move a request from each status (POST /balcao/solicitacoes-emprestimo/{id}/situacao).
 * finished and not_finished are final.
 */
export const LOAN_REQUEST_TRANSITIONS: Record<LoanRequestStatus, readonly LoanRequestStatus[]> = {
  waiting: ['in_transit', 'available', 'not_finished'],
  in_transit: ['available', 'not_finished'],
  available: ['removed', 'not_finished'],
  removed: ['finished'],
  finished: [],
  not_finished: [],
};

const StatusSchema = Type.Union([
  Type.Literal('waiting'),
  Type.Literal('in_transit'),
  Type.Literal('available'),
  Type.Literal('removed'),
  Type.Literal('finished'),
  Type.Literal('not_finished'),
]);

/**
 * The choice "no preference" for volume, tome, part and additional material. A request must
 * choose each (spec §5): a value of the title's copies or this.
 */
export const ANY_CHOICE = '*';

/** Open requests a patron may have at once (spec §9: server-defined). */
export const LOAN_REQUEST_LIMIT = 5;

/** Longest authorised-person name, free-text receiving place and home address. */
export const LOAN_REQUEST_TEXT_MAX = 200;

/** GET /solicitacao-emprestimo/{id}/informacoes-iniciais: what the form offers for a title. */
export const LoanRequestInfoSchema = Type.Object({
  cod_acervo: Type.Integer(),
  titulo: Type.String(),
  /** Libraries holding copies of the title (biblioteca_origem). */
  bibliotecas_origem: Type.Array(
    Type.Object({
      cod_biblioteca: Type.Integer(),
      desc_biblioteca: Type.String(),
      exemplares: Type.Integer(),
      /** Copies that may be lent and are not yet asked for by an open request. */
      disponiveis: Type.Integer(),
    }),
  ),
  /** Receiving units and their delivery points (cod_local_recebimento). */
  bibliotecas_recebimento: Type.Array(
    Type.Object({
      cod_biblioteca: Type.Integer(),
      desc_biblioteca: Type.String(),
      locais: Type.Array(Type.Object({ cod_local: Type.Integer(), descricao: Type.String() })),
    }),
  ),
  /** Values of the title's copies; ANY_CHOICE ('*', no preference) is always valid too. */
  volumes: Type.Array(Type.String()),
  tomos: Type.Array(Type.String()),
  partes: Type.Array(Type.String()),
  materiais: Type.Array(Type.String()),
  /** The patron's defaults for the form. */
  email: Nullable(Type.String()),
  telefone: Nullable(Type.String()),
  endereco: Nullable(Type.String()),
  solicitacoes_abertas: Type.Integer(),
  limite_solicitacoes: Type.Integer(),
});
export type LoanRequestInfo = Static<typeof LoanRequestInfoSchema>;

/**
 * POST /solicitacao-emprestimo/{id} (spec §7). The rules of spec §5 are the service's (each
 * failure is a 422 with its own key), so that an API client gets the same messages as the form.
 */
export const LoanRequestBodySchema = Type.Object({
  biblioteca_origem: Type.Integer({ minimum: 1 }),
  /** Receiving unit; required (422 loan_request_receiving_required). */
  biblioteca_recebimento: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
  /**
   * A value of the title's copies, or ANY_CHOICE ('*'); absent, null or blank = not chosen
   * (422 loan_request_options_required).
   */
  volume: Type.Optional(Nullable(Type.String({ maxLength: 50 }))),
  tomo: Type.Optional(Nullable(Type.String({ maxLength: 50 }))),
  parte: Type.Optional(Nullable(Type.String({ maxLength: 50 }))),
  material_adicional: Type.Optional(Nullable(Type.String({ maxLength: 50 }))),
  /** Cleaned to digits, hyphen, parentheses and space, at most 16 (spec §5); required. */
  telefone: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
  /** Required, one valid address. */
  email: Type.Optional(Nullable(Type.String({ maxLength: 300 }))),
  /** A delivery point of the receiving unit; or recebimento_textual. */
  cod_local_recebimento: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
  pessoa_autorizada: Type.Optional(Nullable(Type.String({ maxLength: LOAN_REQUEST_TEXT_MAX }))),
  /** Home delivery: the address is required (422 loan_request_address_required). */
  domicilio: Type.Optional(
    Nullable(Type.Object({ endereco: Type.String({ maxLength: LOAN_REQUEST_TEXT_MAX }) })),
  ),
  /** A receiving place in the patron's words, instead of a delivery point. */
  recebimento_textual: Type.Optional(Nullable(Type.String({ maxLength: LOAN_REQUEST_TEXT_MAX }))),
});
export type LoanRequestBody = Static<typeof LoanRequestBodySchema>;

export const LoanRequestEventSchema = Type.Object({
  situacao: StatusSchema,
  data: Instant,
  observacao: Nullable(Type.String()),
});

export const LoanRequestSchema = Type.Object({
  cod_solicitacao: Type.Integer(),
  /** emprestimo: a loan request; armazem: a closed-stack request. */
  tipo: Type.Union([Type.Literal('emprestimo'), Type.Literal('armazem')]),
  cod_acervo: Type.Integer(),
  titulo: Type.String(),
  cod_biblioteca_origem: Type.Integer(),
  desc_biblioteca_origem: Type.String(),
  cod_biblioteca_recebimento: Type.Integer(),
  desc_biblioteca_recebimento: Type.String(),
  cod_local_recebimento: Nullable(Type.Integer()),
  desc_local_recebimento: Nullable(Type.String()),
  recebimento_textual: Nullable(Type.String()),
  /** ANY_CHOICE ('*') when the patron had no preference. */
  volume: Type.String(),
  tomo: Type.String(),
  parte: Type.String(),
  material_adicional: Type.String(),
  telefone: Nullable(Type.String()),
  email: Nullable(Type.String()),
  pessoa_autorizada: Nullable(Type.String()),
  /** Home delivery address; null when picked up at the receiving unit. */
  domicilio: Nullable(Type.String()),
  situacao: StatusSchema,
  data_solicitacao: Instant,
  data_situacao: Instant,
  historico: Type.Array(LoanRequestEventSchema),
});
export type LoanRequest = Static<typeof LoanRequestSchema>;
export const LoanRequestsSchema = Type.Array(LoanRequestSchema);

export const LoanRequestListQuerySchema = Type.Object({
  dataIni: Type.Optional(Day),
  dataFim: Type.Optional(Day),
  status: Type.Optional(StatusSchema),
});
export type LoanRequestListQuery = Static<typeof LoanRequestListQuerySchema>;

/** POST /gravar-armazem (spec §7): the basket's titles asked from a library's closed stacks. */
export const ClosedStackBodySchema = Type.Object({
  cesta: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 100 }),
});
export const ClosedStackQuerySchema = Type.Object({
  cod_biblioteca: Type.Integer({ minimum: 1 }),
});

/** Why a basket title was not asked for (each has its own message). */
export const CLOSED_STACK_REFUSALS = [
  'not_found',
  'no_closed_stack_copies',
  'all_requested',
  'duplicate',
  'limit',
] as const;
export type ClosedStackRefusal = (typeof CLOSED_STACK_REFUSALS)[number];

export const ClosedStackResultSchema = Type.Object({
  solicitados: Type.Array(
    Type.Object({ cod_acervo: Type.Integer(), cod_solicitacao: Type.Integer() }),
  ),
  nao_solicitados: Type.Array(
    Type.Object({
      cod_acervo: Type.Integer(),
      motivo: Type.Union([
        Type.Literal('not_found'),
        Type.Literal('no_closed_stack_copies'),
        Type.Literal('all_requested'),
        Type.Literal('duplicate'),
        Type.Literal('limit'),
      ]),
      /** The reason for the patron, in the request's language. */
      mensagem: Type.String(),
    }),
  ),
});
export type ClosedStackResult = Static<typeof ClosedStackResultSchema>;

/** Staff: move a request to another status (LOAN_REQUEST_TRANSITIONS). */
export const LoanRequestStatusBodySchema = Type.Object({
  situacao: StatusSchema,
  observacao: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
});
export type LoanRequestStatusBody = Static<typeof LoanRequestStatusBodySchema>;
