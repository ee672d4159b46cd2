import Type, { type Static } from 'typebox';

/**
 * Purchase suggestions, purchase orders, acquisition statistics, collection totals and the
 * campus/library lists of the suggestion form (spec §3 "Purchase suggestion", "Campus",
 * "Library"; §5; §7 "Units" and "Acquisition"). Wire names follow the spec (snake_case
 * Portuguese, cod_* ids); status codes are English, as for loan requests.
 */

const Nullable = <T extends Type.TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Day = Type.String({ format: 'date' });
const Instant = Type.String({ format: 'date-time' });

// ---------------------------------------------------------------------------------------------
// Campus and libraries (GET /campus, GET /unidade-informacao?campus=)

export const CampusSchema = Type.Object({ cod_campus: Type.Integer(), nome_campus: Type.String() });
export type Campus = Static<typeof CampusSchema>;
export const CampusesSchema = Type.Array(CampusSchema);

export const UnitLibrarySchema = Type.Object({
  cod_biblioteca: Type.Integer(),
  desc_biblioteca: Type.String(),
  cod_campus: Type.Integer(),
});
export type UnitLibrary = Static<typeof UnitLibrarySchema>;
export const UnitLibrariesSchema = Type.Array(UnitLibrarySchema);

export const UnitLibraryQuerySchema = Type.Object({
  /** Only the libraries of this campus; absent: every library. */
  campus: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
});

// ---------------------------------------------------------------------------------------------
// Suggestion statuses (spec §3)

/**
 * The statuses of a purchase suggestion (spec §3), in the order of the usual flow:
 * pre_suggestion (sent by a patron, not yet reviewed) → purchase_suggestion (accepted for
 * purchase) → in_quote (prices asked) → trading (bidding/auction) → awaiting_delivery (ordered:
 * part of a purchase order) → attended | partially_attended | finished_incomplete. The others
 * end a suggestion without a purchase.
 */
export const SUGGESTION_STATUSES = [
  'pre_suggestion',
  'purchase_suggestion',
  'already_exists',
  'in_quote',
  'trading',
  'awaiting_delivery',
  'partially_attended',
  'attended',
  'finished_incomplete',
  'not_attended',
  'not_found',
  'exhausted',
  'duplicated',
  'cancelled',
] as const;
export type SuggestionStatus = (typeof SUGGESTION_STATUSES)[number];

/** Statuses the library has still to decide on: they count against the patron's limit. */
export const OPEN_SUGGESTION_STATUSES = [
  'pre_suggestion',
  'purchase_suggestion',
  'already_exists',
  'in_quote',
  'trading',
] as const satisfies readonly SuggestionStatus[];

/** Statuses that are part of a purchase order (the suggestion was bought). */
export const ORDERED_SUGGESTION_STATUSES = [
  'awaiting_delivery',
  'partially_attended',
  'attended',
  'finished_incomplete',
] as const satisfies readonly SuggestionStatus[];

/** Statuses after which the copies of an order were received, wholly or in part. */
export const DELIVERED_SUGGESTION_STATUSES = [
  'partially_attended',
  'attended',
  'finished_incomplete',
] as const satisfies readonly SuggestionStatus[];

/**
 * Where staff may move a suggestion from each status (POST /balcao/sugestoes/{id}/situacao).
 * A suggestion flagged already_exists may still be bought (purchase_suggestion: more copies
 * wanted). attended, finished_incomplete, not_attended, not_found, exhausted, duplicated and
 * cancelled are final.
 */
export const SUGGESTION_TRANSITIONS: Record<SuggestionStatus, readonly SuggestionStatus[]> = {
  pre_suggestion: [
    'purchase_suggestion',
    'in_quote',
    'already_exists',
    'duplicated',
    'not_attended',
    'cancelled',
  ],
  purchase_suggestion: ['in_quote', 'already_exists', 'duplicated', 'not_attended', 'cancelled'],
  already_exists: ['purchase_suggestion', 'not_attended', 'cancelled'],
  in_quote: ['trading', 'awaiting_delivery', 'exhausted', 'not_found', 'not_attended', 'cancelled'],
  trading: ['awaiting_delivery', 'exhausted', 'not_found', 'not_attended', 'cancelled'],
  awaiting_delivery: ['partially_attended', 'attended', 'finished_incomplete', 'cancelled'],
  partially_attended: ['attended', 'finished_incomplete'],
  attended: [],
  finished_incomplete: [],
  not_attended: [],
  not_found: [],
  exhausted: [],
  duplicated: [],
  cancelled: [],
};

/** Open suggestions (OPEN_SUGGESTION_STATUSES) a patron may have at once (spec §6: per user). */
export const SUGGESTION_OPEN_LIMIT = 10;

/** Longest text of each suggestion field. */
export const SUGGESTION_TEXT_MAX = { short: 300, other: 1000 } as const;

export const SuggestionStatusSchema = Type.Enum([...SUGGESTION_STATUSES]);

/** GET /aquisicao/sugestoes/situacao: each status with its label in the caller's language. */
export const SuggestionStatusLabelsSchema = Type.Array(
  Type.Object({
    codigo: SuggestionStatusSchema,
    descricao: Type.String(),
    /** Still to be decided by the library (counts against the limit). */
    aberta: Type.Boolean(),
    /** The statuses staff may move it to. */
    seguintes: Type.Array(SuggestionStatusSchema),
  }),
);
export type SuggestionStatusLabels = Static<typeof SuggestionStatusLabelsSchema>;

// ---------------------------------------------------------------------------------------------
// ISBN / ISSN

function isbnChecks(digits: string): boolean {
  if (/^\d{9}[\dX]$/.test(digits)) {
    let sum = 0;
    for (let i = 0; i < 10; i++) sum += (digits[i] === 'X' ? 10 : Number(digits[i])) * (10 - i);
    return sum % 11 === 0;
  }
  if (/^97[89]\d{10}$/.test(digits)) {
    let sum = 0;
    for (let i = 0; i < 13; i++) sum += Number(digits[i]) * (i % 2 === 0 ? 1 : 3);
    return sum % 10 === 0;
  }
  return false;
}

function issnChecks(digits: string): boolean {
  if (!/^\d{7}[\dX]$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 7; i++) sum += Number(digits[i]) * (8 - i);
  const check = (11 - (sum % 11)) % 11;
  return digits[7] === (check === 10 ? 'X' : String(check));
}

/**
 * An ISBN (10 or 13 digits) or ISSN (8) typed by a patron, checked by its check digit:
 * `{ kind, digits }` with hyphens and spaces removed, or null when it is neither.
 */
export function parseIsbnIssn(raw: string): { kind: 'isbn' | 'issn'; digits: string } | null {
  const digits = raw
    .replace(/^\s*(ISBN|ISSN)[:\s]*/i, '')
    .replace(/[\s-]/g, '')
    .toUpperCase();
  if (isbnChecks(digits)) return { kind: 'isbn', digits };
  if (issnChecks(digits)) return { kind: 'issn', digits };
  return null;
}

// ---------------------------------------------------------------------------------------------
// The suggestion form and the patron's list

/**
 * POST /unidade-informacao/sugestao-aquisicao (spec §3, §7). biblioteca, titulo and editor are
 * required (spec §5): absent, null or blank is a 422 naming the field (suggestion_field_required),
 * so an API client gets the same message as the form. isbn_issn is checked when given.
 */
export const SuggestionBodySchema = Type.Object({
  campus: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }))),
  biblioteca: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }))),
  autor: Type.Optional(Nullable(Type.String({ maxLength: SUGGESTION_TEXT_MAX.short }))),
  titulo: Type.Optional(Nullable(Type.String({ maxLength: SUGGESTION_TEXT_MAX.short }))),
  edicao: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
  editor: Type.Optional(Nullable(Type.String({ maxLength: SUGGESTION_TEXT_MAX.short }))),
  isbn_issn: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
  periodico: Type.Optional(Nullable(Type.String({ maxLength: SUGGESTION_TEXT_MAX.short }))),
  outras_inf: Type.Optional(Nullable(Type.String({ maxLength: SUGGESTION_TEXT_MAX.other }))),
  /**
   * More copies of this title of our catalogue (the title page's "Suggest more copies"): the
   * suggestion starts as pre_suggestion linked to it, not flagged already_exists.
   */
  cod_acervo: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }))),
});
export type SuggestionBody = Static<typeof SuggestionBodySchema>;

/** The required fields of the suggestion form, in its order (spec §5). */
export const SUGGESTION_REQUIRED_FIELDS = ['biblioteca', 'titulo', 'editor'] as const;

/** GET /unidade-informacao/sugestao-aquisicao: what the form needs to know about the patron. */
export const SuggestionFormInfoSchema = Type.Object({
  /** The patron signed in as a professor (category code 04): the form's special prompt. */
  professor: Type.Boolean(),
  abertas: Type.Integer(),
  limite: Type.Integer(),
});
export type SuggestionFormInfo = Static<typeof SuggestionFormInfoSchema>;

export const SuggestionEventSchema = Type.Object({
  situacao: SuggestionStatusSchema,
  data: Instant,
  /** The library's reply with this status, if any. */
  resposta: Nullable(Type.String()),
});

/** A purchase suggestion as its patron sees it (spec §3 fields). */
export const SuggestionSchema = Type.Object({
  cod_sugestao: Type.Integer(),
  cod_campus: Nullable(Type.Integer()),
  nome_campus: Nullable(Type.String()),
  cod_biblioteca: Type.Integer(),
  desc_biblioteca: Type.String(),
  autor: Nullable(Type.String()),
  titulo: Type.String(),
  edicao: Nullable(Type.String()),
  editor: Type.String(),
  isbn_issn: Nullable(Type.String()),
  periodico: Nullable(Type.String()),
  outras_inf: Nullable(Type.String()),
  /** The requester (solicitante): the patron's name. */
  solicitante: Type.String(),
  situacao: SuggestionStatusSchema,
  data_situacao: Instant,
  /** Creation date. */
  data_cadastro: Instant,
  /** Copies the library decided to buy (null until decided). */
  quantidade: Nullable(Type.Integer()),
  /** When the quote was asked (in_quote). */
  data_cotacao: Nullable(Day),
  /** A title published abroad (imported): the library says so when quoting. */
  titulo_estrangeiro: Type.Boolean(),
  total_entregue: Type.Integer(),
  previsao_entrega: Nullable(Day),
  /** The purchase order it is part of. */
  cod_pedido: Nullable(Type.Integer()),
  /** The catalogue title it matched (already_exists) or asks more copies of, to link to. */
  cod_acervo_existente: Nullable(Type.Integer()),
  /** A request for more copies of cod_acervo_existente (sent from its title page). */
  mais_exemplares: Type.Boolean(),
  /** The library's latest reply. */
  resposta: Nullable(Type.String()),
  historico: Type.Array(SuggestionEventSchema),
});
export type Suggestion = Static<typeof SuggestionSchema>;
export const PurchaseSuggestionsSchema = Type.Array(SuggestionSchema);

export const SuggestionListQuerySchema = Type.Object({
  dataIni: Type.Optional(Day),
  dataFim: Type.Optional(Day),
  situacao: Type.Optional(SuggestionStatusSchema),
});
export type SuggestionListQuery = Static<typeof SuggestionListQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Purchase orders

/**
 * The status of a purchase order, from its suggestions: open (nothing received yet),
 * partially_received, received (every suggestion finished), cancelled (all cancelled).
 */
export const ORDER_STATUSES = ['open', 'partially_received', 'received', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const OrderStatusSchema = Type.Enum([...ORDER_STATUSES]);

/** GET /aquisicao/pedidos: the purchase orders holding the patron's suggestions. */
export const PurchaseOrderSchema = Type.Object({
  cod_pedido: Type.Integer(),
  fornecedor: Type.String(),
  cod_biblioteca: Type.Integer(),
  desc_biblioteca: Type.String(),
  data_pedido: Day,
  previsao_entrega: Nullable(Day),
  situacao: OrderStatusSchema,
  /** The patron's own suggestions in the order (other patrons' are not shown). */
  itens: Type.Array(
    Type.Object({
      cod_sugestao: Type.Integer(),
      titulo: Type.String(),
      situacao: SuggestionStatusSchema,
      quantidade_pedida: Type.Integer(),
      quantidade_entregue: Type.Integer(),
    }),
  ),
});
export type PurchaseOrder = Static<typeof PurchaseOrderSchema>;
export const PurchaseOrdersSchema = Type.Array(PurchaseOrderSchema);

export const PurchaseOrderQuerySchema = Type.Object({
  dataIni: Type.Optional(Day),
  dataFim: Type.Optional(Day),
  situacao: Type.Optional(OrderStatusSchema),
});
export type PurchaseOrderQuery = Static<typeof PurchaseOrderQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Staff

/**
 * POST /balcao/sugestoes/{id}/situacao. Moving to awaiting_delivery orders the suggestion:
 * fornecedor and quantidade are required then (a new order), or cod_pedido (an open order of the
 * same library). Moving to attended/partially_attended/finished_incomplete records total_entregue.
 */
export const SuggestionStatusBodySchema = Type.Object({
  situacao: SuggestionStatusSchema,
  resposta: Type.Optional(Nullable(Type.String({ maxLength: 1000 }))),
  quantidade: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 10_000 }))),
  titulo_estrangeiro: Type.Optional(Nullable(Type.Boolean())),
  fornecedor: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
  cod_pedido: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }))),
  data_pedido: Type.Optional(Nullable(Day)),
  previsao_entrega: Type.Optional(Nullable(Day)),
  total_entregue: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 10_000 }))),
});
export type SuggestionStatusBody = Static<typeof SuggestionStatusBodySchema>;

/** GET /balcao/sugestoes: a suggestion with its patron's login, for the desk. */
export const DeskSuggestionSchema = Type.Object({
  ...SuggestionSchema.properties,
  cod_pessoa: Type.Integer(),
  login: Nullable(Type.String()),
});
export type DeskSuggestion = Static<typeof DeskSuggestionSchema>;
export const DeskSuggestionsSchema = Type.Array(DeskSuggestionSchema);

export const DeskSuggestionQuerySchema = Type.Object({
  situacao: Type.Optional(SuggestionStatusSchema),
  biblioteca: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
});

// ---------------------------------------------------------------------------------------------
// Statistics and totals

export const AcquisitionStatisticsQuerySchema = Type.Object({
  dataIni: Type.Optional(Day),
  dataFim: Type.Optional(Day),
  biblioteca: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
});
export type AcquisitionStatisticsQuery = Static<typeof AcquisitionStatisticsQuerySchema>;

const CountRow = <T extends Type.TSchema>(status: T) =>
  Type.Object({
    /** YYYY-MM */
    mes: Type.String({ pattern: '^\\d{4}-\\d{2}$' }),
    cod_biblioteca: Type.Integer(),
    desc_biblioteca: Type.String(),
    situacao: status,
    total: Type.Integer(),
  });

/**
 * GET /aquisicao/estatisticas: the library's suggestions (by creation month) and purchase
 * orders (by order month), counted by status, month and library, in the period.
 */
export const AcquisitionStatisticsSchema = Type.Object({
  dataIni: Nullable(Day),
  dataFim: Nullable(Day),
  sugestoes: Type.Array(CountRow(SuggestionStatusSchema)),
  pedidos: Type.Array(CountRow(OrderStatusSchema)),
  total_sugestoes: Type.Integer(),
  total_pedidos: Type.Integer(),
});
export type AcquisitionStatistics = Static<typeof AcquisitionStatisticsSchema>;

export const CollectionTotalsQuerySchema = AcquisitionStatisticsQuerySchema;
export type CollectionTotalsQuery = AcquisitionStatisticsQuery;

/**
 * GET /acervo/meu-pergamum/totais (tab Title totals): titles and copies of the collection by
 * material type and library; dataIni/dataFim bound the copies' acquisition date.
 */
export const CollectionTotalsSchema = Type.Object({
  dataIni: Nullable(Day),
  dataFim: Nullable(Day),
  linhas: Type.Array(
    Type.Object({
      cod_biblioteca: Type.Integer(),
      desc_biblioteca: Type.String(),
      /** A material type code (MATERIAL_TYPES). */
      tipo_obra: Type.String(),
      /** Its name in the caller's language. */
      desc_tipo_obra: Type.String(),
      titulos: Type.Integer(),
      exemplares: Type.Integer(),
    }),
  ),
  /** The same over every library, by material type (titles counted once), most copies first. */
  por_tipo: Type.Array(
    Type.Object({
      tipo_obra: Type.String(),
      desc_tipo_obra: Type.String(),
      titulos: Type.Integer(),
      exemplares: Type.Integer(),
    }),
  ),
  /** The same over every material type, by library. */
  por_biblioteca: Type.Array(
    Type.Object({
      cod_biblioteca: Type.Integer(),
      desc_biblioteca: Type.String(),
      titulos: Type.Integer(),
      exemplares: Type.Integer(),
    }),
  ),
  total_titulos: Type.Integer(),
  total_exemplares: Type.Integer(),
});
export type CollectionTotals = Static<typeof CollectionTotalsSchema>;
