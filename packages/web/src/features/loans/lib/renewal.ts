import type { Loan, RenewalResult } from '@estante/contract';

export interface RenewalRow {
  cod_emprestimo: number;
  /** The title as the patron knows it (from the loan list), or null for an unknown loan. */
  titulo: string | null;
  renovado: boolean;
  /** Translation key of the outcome: renewed, or why not (`circulation.renewalBlock.*`). */
  reasonKey:
    | 'circulation.renewal.renewed'
    | `circulation.renewalBlock.${NonNullable<RenewalResult['motivo']>}`
    | null;
  /** The server's own sentence, shown when it names no reason the web knows. */
  mensagem: string;
  data_devolucao_prevista: string | null;
  renovacoes: number;
}

/**
 * A result per renewed item (POST /emprestimo/renovacao), in the order the loans are listed,
 * each with its title and the key of its reason.
 */
export function renewalRows(loans: readonly Loan[], results: readonly RenewalResult[]) {
  const order = new Map(loans.map((loan, index) => [loan.cod_emprestimo, index]));
  const titles = new Map(loans.map((loan) => [loan.cod_emprestimo, loan.titulo]));
  return [...results]
    .sort(
      (a, b) =>
        (order.get(a.cod_emprestimo) ?? Number.MAX_SAFE_INTEGER) -
        (order.get(b.cod_emprestimo) ?? Number.MAX_SAFE_INTEGER),
    )
    .map((result): RenewalRow => ({
      cod_emprestimo: result.cod_emprestimo,
      titulo: titles.get(result.cod_emprestimo) ?? null,
      renovado: result.renovado,
      reasonKey: result.renovado
        ? 'circulation.renewal.renewed'
        : result.motivo
          ? `circulation.renewalBlock.${result.motivo}`
          : null,
      mensagem: result.mensagem,
      data_devolucao_prevista: result.data_devolucao_prevista,
      renovacoes: result.renovacoes,
    }));
}

/** The loans a "renew" asks for: the chosen ones, or every open loan for "renew all". */
export function loansToRenew(
  loans: readonly Loan[],
  selected: ReadonlySet<number>,
  all: boolean,
): number[] {
  return loans
    .filter((loan) => loan.data_devolucao === null && (all || selected.has(loan.cod_emprestimo)))
    .map((loan) => loan.cod_emprestimo);
}
