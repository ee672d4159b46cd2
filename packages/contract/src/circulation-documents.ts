import Type, { type Static } from 'typebox';
import { MoneySchema } from './circulation.ts';

/**
 * Circulation documents on the wire (spec §3 loan token, §4 no-debts, §7 Loans and Units; issue
 * 13): the loan token, the no-debts declaration, the payment slip (GRU) and the calendar feed.
 */

const Instant = Type.String({ format: 'date-time' });
const Day = Type.String({ format: 'date' });

/** GET|POST /emprestimo/token: a short-lived code for a self-service machine. */
export const LoanTokenSchema = Type.Object({
  /** Six digits the patron types at the machine. */
  token: Type.String({ pattern: '^[0-9]{6}$' }),
  /** Until when the machine accepts it (ISO instant). */
  valido_ate: Instant,
  /** The code as a QR image: an `data:image/svg+xml;base64,…` URL. */
  qr: Type.String(),
});
export type LoanToken = Static<typeof LoanTokenSchema>;

/** An open loan that keeps the patron from a no-debts declaration. */
export const NoDebtsLoanSchema = Type.Object({
  cod_emprestimo: Type.Integer(),
  titulo: Type.String(),
  desc_biblioteca: Type.String(),
  data_devolucao_prevista: Day,
});

/** An open debit (balance above zero) that keeps the patron from a declaration. */
export const NoDebtsDebitSchema = Type.Object({
  cod_debito: Type.Integer(),
  cod_biblioteca: Type.Integer(),
  desc_biblioteca: Type.String(),
  motivo: Type.String(),
  saldo: MoneySchema,
});

/** A suspension in force today. */
export const NoDebtsSuspensionSchema = Type.Object({
  data_inicio: Day,
  data_fim: Day,
  motivo: Type.String(),
  desc_biblioteca: Type.Union([Type.String(), Type.Null()]),
});

/** GET /unidade-informacao/nada-consta/verifica: whether a declaration may be issued, and why not. */
export const NoDebtsCheckSchema = Type.Object({
  /** True when there is nothing below: no open loan, no open debit, no suspension in force. */
  nada_consta: Type.Boolean(),
  emprestimos: Type.Array(NoDebtsLoanSchema),
  debitos: Type.Array(NoDebtsDebitSchema),
  suspensoes: Type.Array(NoDebtsSuspensionSchema),
  /** When a declaration removed the patron from the unit (spec §4); null while still in it. */
  desligado_em: Type.Union([Instant, Type.Null()]),
});
export type NoDebtsCheck = Static<typeof NoDebtsCheckSchema>;

/** GET /nada-consta/verificar/{codigo}: the public check of a declaration's code. */
export const NoDebtsVerificationSchema = Type.Object({
  valido: Type.Literal(true),
  codigo: Type.String(),
  nome: Type.String(),
  instituicao: Type.String(),
  data_emissao: Instant,
});
export type NoDebtsVerification = Static<typeof NoDebtsVerificationSchema>;

export const NoDebtsCodeParamsSchema = Type.Object({
  codigo: Type.String({ minLength: 1, maxLength: 64 }),
});

/** POST /nada-consta/send-mail: the answer (the multipart form has `emails` and `codigo`). */
export const NoDebtsMailResultSchema = Type.Object({
  emails: Type.Array(Type.String()),
  codigo: Type.String(),
});
export type NoDebtsMailResult = Static<typeof NoDebtsMailResultSchema>;

/**
 * POST /unidade-informacao/gru: a payment slip. `valor` is integer centavos above zero (a
 * fraction or a negative is refused with 422 `slip_amount_invalid`).
 */
export const PaymentSlipRequestSchema = Type.Object({
  valor: Type.Number(),
  codBiblioteca: Type.Integer({ minimum: 1 }),
});
export type PaymentSlipRequest = Static<typeof PaymentSlipRequestSchema>;

/** POST /emprestimo/calendario: the private feed address (asking again replaces it). */
export const CalendarFeedSchema = Type.Object({
  url: Type.String(),
});
export type CalendarFeed = Static<typeof CalendarFeedSchema>;

export const CalendarFeedParamsSchema = Type.Object({
  /** The secret followed by `.ics`. */
  arquivo: Type.String({ minLength: 1, maxLength: 128 }),
});
