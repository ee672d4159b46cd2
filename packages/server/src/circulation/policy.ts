import type { LoanType } from '../db/schema.ts';

/** The rules of one loan: a row of `loan_policy` (docs/circulation.md). */
export interface LoanPolicy {
  libraryId: number | null;
  categoryId: number | null;
  loanType: LoanType | null;
  materialType: string | null;
  loanDays: number;
  maxLoans: number;
  renewals: number;
  renewalDays: number;
  holdLimit: number;
  pickupDays: number;
  finePerDayCents: number;
  suspensionDaysPerDay: number;
  graceDays: number;
  debtLimitCents: number;
}

/** What a policy is chosen for: the copy's library and loan type, the patron's category. */
export interface PolicyScope {
  libraryId: number;
  categoryId: number | null;
  loanType: LoanType;
  materialType: string;
}

/** A policy's value fits what is wanted when it is that or unset (any). */
const fits = (value: unknown, wanted: unknown) => value === null || value === wanted;

/**
 * The most specific policy that matches: each column is NULL ("any") or equal to the scope.
 * A library outweighs a category, which outweighs a loan type, which outweighs the material
 * type (the fallback). Null when no row matches — the institution has no default row.
 */
export function choosePolicy(
  policies: readonly LoanPolicy[],
  scope: PolicyScope,
): LoanPolicy | null {
  let best: LoanPolicy | null = null;
  let bestWeight = -1;
  for (const policy of policies) {
    if (
      !fits(policy.libraryId, scope.libraryId) ||
      !fits(policy.categoryId, scope.categoryId) ||
      !fits(policy.loanType, scope.loanType) ||
      !fits(policy.materialType, scope.materialType)
    ) {
      continue;
    }
    const weight =
      (policy.libraryId === null ? 0 : 8) +
      (policy.categoryId === null ? 0 : 4) +
      (policy.loanType === null ? 0 : 2) +
      (policy.materialType === null ? 0 : 1);
    if (weight > bestWeight) {
      best = policy;
      bestWeight = weight;
    }
  }
  return best;
}
