import type { Loan } from '@estante/contract';
import { daysBetween } from '../../../lib/days';

/** Days ahead that count as "due soon" on the personal-area Home. */
export const DUE_SOON_DAYS = 3;

export interface LoanCounts {
  overdue: number;
  /** Not overdue, due within {@link DUE_SOON_DAYS} days (today included). */
  dueSoon: number;
}

/** Open loans that are late, and those due in the next days (the Home summary). */
export function loanCounts(loans: readonly Loan[], today: string): LoanCounts {
  let overdue = 0;
  let dueSoon = 0;
  for (const loan of loans) {
    if (loan.data_devolucao !== null) continue;
    const left = daysBetween(today, loan.data_devolucao_prevista);
    if (loan.atrasado || left < 0) overdue += 1;
    else if (left <= DUE_SOON_DAYS) dueSoon += 1;
  }
  return { overdue, dueSoon };
}
