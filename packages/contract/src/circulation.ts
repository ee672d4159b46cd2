import Type, { type Static } from 'typebox';

/**
 * Circulation on the wire (spec §7 Loans, Reservations, /pessoas/afastamentos; issue 13).
 * The spec names the calls but not their fields: these follow its wire style (snake_case
 * Portuguese, cod_* ids). Money is integer centavos plus the amount formatted for reading.
 */

/** Money: integer centavos (never fractions) and the amount as the patron reads it. */
export const MoneySchema = Type.Object({
  centavos: Type.Integer(),
  /** Formatted in the request's language: "R$ 12,50". */
  valor: Type.String(),
});
export type Money = Static<typeof MoneySchema>;

/** A date without time, 'YYYY-MM-DD' (the library's calendar day). */
const Day = Type.String({ format: 'date' });
/** A row id given by a client: a positive PostgreSQL integer (larger ones are a 400, not a 500). */
export const IdSchema = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Instant = Type.String({ format: 'date-time' });

/**
 * Why a loan cannot be renewed, in the order they are checked: each has its own message
 * (server `message`, web translation `circulation.renewalBlock.<key>`).
 */
export const RENEWAL_BLOCKS = [
  'returned',
  'suspended',
  'debts',
  'overdue',
  'reserved',
  'limit',
  'not_renewable',
] as const;
export type RenewalBlock = (typeof RENEWAL_BLOCKS)[number];

export const LoanSchema = Type.Object({
  cod_emprestimo: Type.Integer(),
  cod_acervo: Type.Integer(),
  titulo: Type.String(),
  autor: Type.Union([Type.String(), Type.Null()]),
  cod_exemplar: Type.Integer(),
  codigo_barras: Type.String(),
  volume: Type.Union([Type.String(), Type.Null()]),
  tomo: Type.Union([Type.String(), Type.Null()]),
  parte: Type.Union([Type.String(), Type.Null()]),
  cod_biblioteca: Type.Integer(),
  desc_biblioteca: Type.String(),
  data_emprestimo: Instant,
  data_devolucao_prevista: Day,
  /** When it came back (history); null while on loan. */
  data_devolucao: Type.Union([Instant, Type.Null()]),
  renovacoes: Type.Integer(),
  renovacoes_permitidas: Type.Integer(),
  /** Days past the due date today (0 when not late or returned). */
  dias_atraso: Type.Integer(),
  atrasado: Type.Boolean(),
  renovavel: Type.Boolean(),
  motivo_nao_renovavel: Type.Union([Type.Enum(RENEWAL_BLOCKS), Type.Null()]),
  /** Overdue fine so far (open loan) or charged (history); null when none. */
  multa: Type.Union([MoneySchema, Type.Null()]),
  /** showDetails=true: call number, shelf location and holds waiting for the title. */
  detalhes: Type.Optional(
    Type.Object({
      chamada: Type.Union([Type.String(), Type.Null()]),
      localizacao: Type.Union([Type.String(), Type.Null()]),
      reservas_na_fila: Type.Integer(),
    }),
  ),
});
export type Loan = Static<typeof LoanSchema>;

export const PendingLoansQuerySchema = Type.Object({
  showDetails: Type.Optional(Type.Boolean()),
});
export const PendingLoansSchema = Type.Array(LoanSchema);

export const LoanHistoryQuerySchema = Type.Object({
  dataIni: Type.Optional(Day),
  dataFim: Type.Optional(Day),
  /** S: only loans that were fined. */
  multa: Type.Optional(Type.Union([Type.Literal('S'), Type.Literal('N')])),
});

export const RenewalBodySchema = Type.Object({
  /** Loans to renew (cod_emprestimo); empty answers 422 renewal_select_one. */
  emprestimos: Type.Array(IdSchema, { maxItems: 100 }),
});
export const RenewalResultSchema = Type.Object({
  cod_emprestimo: Type.Integer(),
  renovado: Type.Boolean(),
  motivo: Type.Union([Type.Enum(RENEWAL_BLOCKS), Type.Null()]),
  /** The result for the patron, in the request's language. */
  mensagem: Type.String(),
  data_devolucao_prevista: Type.Union([Day, Type.Null()]),
  renovacoes: Type.Integer(),
});
export const RenewalResponseSchema = Type.Object({
  resultados: Type.Array(RenewalResultSchema),
});
export type RenewalResult = Static<typeof RenewalResultSchema>;

export const FINE_SERVICES = ['overdue', 'lost', 'damage', 'other'] as const;
export type FineService = (typeof FINE_SERVICES)[number];

export const DebitSchema = Type.Object({
  cod_debito: Type.Integer(),
  cod_emprestimo: Type.Union([Type.Integer(), Type.Null()]),
  cod_acervo: Type.Union([Type.Integer(), Type.Null()]),
  titulo: Type.Union([Type.String(), Type.Null()]),
  cod_biblioteca: Type.Integer(),
  desc_biblioteca: Type.String(),
  tipo_servico: Type.Enum(FINE_SERVICES),
  motivo: Type.String(),
  data: Instant,
  data_devolucao_prevista: Type.Union([Day, Type.Null()]),
  valor_multa: MoneySchema,
  desconto: MoneySchema,
  valor_pago: MoneySchema,
  data_pagamento: Type.Union([Instant, Type.Null()]),
  /** What is still owed: amount − discount − paid. */
  saldo: MoneySchema,
});
export type Debit = Static<typeof DebitSchema>;
export const PendingDebitsSchema = Type.Object({
  debitos: Type.Array(DebitSchema),
  total: MoneySchema,
});

export const SuspensionSchema = Type.Object({
  cod_afastamento: Type.Integer(),
  cod_biblioteca: Type.Union([Type.Integer(), Type.Null()]),
  desc_biblioteca: Type.Union([Type.String(), Type.Null()]),
  data_inicio: Day,
  data_fim: Day,
  motivo: Type.String(),
  /** In force today. */
  ativo: Type.Boolean(),
});
export const SuspensionsSchema = Type.Array(SuspensionSchema);

export const HOLD_STATUSES = ['queue', 'ready', 'fulfilled', 'cancelled', 'expired'] as const;
export type HoldStatus = (typeof HOLD_STATUSES)[number];

export const HoldSchema = Type.Object({
  cod_reserva: Type.Integer(),
  cod_acervo: Type.Integer(),
  titulo: Type.String(),
  cod_biblioteca: Type.Integer(),
  desc_biblioteca: Type.String(),
  volume: Type.Union([Type.String(), Type.Null()]),
  tomo: Type.Union([Type.String(), Type.Null()]),
  parte: Type.Union([Type.String(), Type.Null()]),
  material_adicional: Type.Union([Type.String(), Type.Null()]),
  data_reserva: Instant,
  situacao: Type.Enum(HOLD_STATUSES),
  /** 1 = next; null once the hold left the queue. */
  posicao_fila: Type.Union([Type.Integer(), Type.Null()]),
  /** When a copy was set aside for the patron (released). */
  data_liberacao: Type.Union([Instant, Type.Null()]),
  /** Last day to pick the released copy up. */
  prazo_retirada: Type.Union([Day, Type.Null()]),
  data_encerramento: Type.Union([Instant, Type.Null()]),
  observacoes: Type.Union([Type.String(), Type.Null()]),
});
export type Hold = Static<typeof HoldSchema>;
export const HoldsSchema = Type.Array(HoldSchema);

export const HoldHistoryQuerySchema = Type.Object({
  dataIni: Type.Optional(Day),
  dataFim: Type.Optional(Day),
});

/** POST /reserva and /reserva/validar-fila (spec §7). Empty strings mean "none". */
export const HoldBodySchema = Type.Object({
  cod_acervo: IdSchema,
  biblioteca: IdSchema,
  volume: Type.Optional(Type.Union([Type.String({ maxLength: 50 }), Type.Null()])),
  tomo: Type.Optional(Type.Union([Type.String({ maxLength: 50 }), Type.Null()])),
  parte: Type.Optional(Type.Union([Type.String({ maxLength: 50 }), Type.Null()])),
  material_adicional: Type.Optional(Type.Union([Type.String({ maxLength: 50 }), Type.Null()])),
  localizacao: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
});
export type HoldBody = Static<typeof HoldBodySchema>;

export const HoldPlacedSchema = Type.Object({
  cod_reserva: Type.Integer(),
  posicao_fila: Type.Integer(),
  mensagem: Type.String(),
});

/** POST /reserva/validar-fila: whether the hold may be placed and where it would stand. */
export const HoldQueueCheckSchema = Type.Object({
  permitido: Type.Boolean(),
  /** Error key when not permitted (hold_copies_available, hold_limit_reached…). */
  motivo: Type.Union([Type.String(), Type.Null()]),
  mensagem: Type.Union([Type.String(), Type.Null()]),
  /** Holds already waiting for this title at this library. */
  fila: Type.Integer(),
  disponiveis: Type.Integer(),
});

export const CancelHoldsBodySchema = Type.Object({
  reservas: Type.Array(IdSchema, { maxItems: 100 }),
});
export const CancelHoldsResponseSchema = Type.Object({
  canceladas: Type.Array(Type.Integer()),
});

/** GET /reserva/{id}/informacoes-iniciais: what the hold form offers for this title. */
export const HoldInfoSchema = Type.Object({
  cod_acervo: Type.Integer(),
  titulo: Type.String(),
  bibliotecas: Type.Array(
    Type.Object({
      cod_biblioteca: Type.Integer(),
      desc_biblioteca: Type.String(),
      exemplares: Type.Integer(),
      /** Copies on the shelf that may go home now (then no hold: spec §5). */
      disponiveis: Type.Integer(),
      fila: Type.Integer(),
      /** Earliest due date of its copies on loan. */
      proxima_devolucao: Type.Union([Day, Type.Null()]),
    }),
  ),
  volumes: Type.Array(Type.String()),
  tomos: Type.Array(Type.String()),
  partes: Type.Array(Type.String()),
  materiais: Type.Array(Type.String()),
  /** The patron's open holds against the policy's limit. */
  reservas_abertas: Type.Integer(),
  limite_reservas: Type.Integer(),
});
export type HoldInfo = Static<typeof HoldInfoSchema>;

/** Staff desk (/api/balcao/*): a staff person's token only. */
export const DeskCheckoutBodySchema = Type.Object({
  /** The patron's login (matrícula). */
  usuario: Type.String({ minLength: 1, maxLength: 100 }),
  codigo_barras: Type.String({ minLength: 1, maxLength: 100 }),
});
export const DeskBarcodeBodySchema = Type.Object({
  codigo_barras: Type.String({ minLength: 1, maxLength: 100 }),
});
export const DeskRenewBodySchema = Type.Object({
  usuario: Type.String({ minLength: 1, maxLength: 100 }),
  emprestimos: Type.Array(IdSchema, { maxItems: 100 }),
});
export const DeskPaymentBodySchema = Type.Object({
  /** Integer centavos, > 0 (fractions and negatives are refused). */
  valor_centavos: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
});
export const DeskWaiveBodySchema = Type.Object({
  motivo: Type.String({ minLength: 1, maxLength: 500 }),
});
export const DeskSuspendBodySchema = Type.Object({
  usuario: Type.String({ minLength: 1, maxLength: 100 }),
  dias: Type.Integer({ minimum: 1, maximum: 3650 }),
  motivo: Type.String({ minLength: 1, maxLength: 500 }),
});
export const DeskSuspensionSchema = Type.Object({
  cod_afastamento: Type.Integer(),
  data_fim: Day,
});

export const DeskCheckinSchema = Type.Object({
  cod_emprestimo: Type.Integer(),
  /** Overdue fine charged on return; null when on time. */
  multa: Type.Union([MoneySchema, Type.Null()]),
  /** Suspension given on return (days); 0 when none. */
  dias_suspensao: Type.Integer(),
  /** A waiting hold trapped the copy: whose and until when. */
  reserva: Type.Union([
    Type.Object({ cod_reserva: Type.Integer(), prazo_retirada: Day }),
    Type.Null(),
  ]),
});
export const DeskLoanSchema = Type.Object({
  cod_emprestimo: Type.Integer(),
  data_devolucao_prevista: Day,
});

/** POST /balcao/readmissao: takes a patron who left the unit (no-debts declaration) back in. */
export const DeskPatronBodySchema = Type.Object({
  usuario: Type.String({ minLength: 1, maxLength: 100 }),
});
export const DeskReadmissionSchema = Type.Object({
  /** When the declaration had removed the patron from the unit. */
  desligado_em: Instant,
});

/** The six digits of a patron's loan token (GET|POST /emprestimo/token). */
const LoanTokenCode = Type.String({ pattern: '^[0-9]{6}$' });

/** POST /balcao/autoatendimento/usuario: the machine reads the patron's loan token. */
export const SelfServiceTokenBodySchema = Type.Object({ token: LoanTokenCode });
/** POST /balcao/autoatendimento/emprestimo: lends a copy to the token's patron. */
export const SelfServiceCheckoutBodySchema = Type.Object({
  token: LoanTokenCode,
  codigo_barras: Type.String({ minLength: 1, maxLength: 100 }),
});
/** What a self-service machine greets the token's patron with. */
export const SelfServicePatronSchema = Type.Object({
  nome: Type.String(),
  /** Open loans now. */
  emprestimos: Type.Integer(),
  /** Until when the token is accepted: the session at the machine ends then. */
  valido_ate: Instant,
});
export type SelfServicePatron = Static<typeof SelfServicePatronSchema>;
