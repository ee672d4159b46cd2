import type { Debit } from '@estante/contract';
import { numberFormat } from '../../../lib/intl-format';

/**
 * Integer centavos as the reader's language writes reais, with the symbol R$ in every
 * language (spec §9; Spanish would otherwise write "BRL").
 */
export function formatMoney(centavos: number, language: string): string {
  return numberFormat(language, {
    style: 'currency',
    currency: 'BRL',
    currencyDisplay: 'narrowSymbol',
  }).format(centavos / 100);
}

export interface LibraryBalance {
  cod_biblioteca: number;
  desc_biblioteca: string;
  centavos: number;
}

/** What is owed at each library (a payment slip is issued per library), largest first. */
export function balancesByLibrary(debits: readonly Debit[]): LibraryBalance[] {
  const byLibrary = new Map<number, LibraryBalance>();
  for (const debit of debits) {
    const entry = byLibrary.get(debit.cod_biblioteca) ?? {
      cod_biblioteca: debit.cod_biblioteca,
      desc_biblioteca: debit.desc_biblioteca,
      centavos: 0,
    };
    entry.centavos += debit.saldo.centavos;
    byLibrary.set(debit.cod_biblioteca, entry);
  }
  return [...byLibrary.values()]
    .filter((entry) => entry.centavos > 0)
    .sort((a, b) => b.centavos - a.centavos || a.desc_biblioteca.localeCompare(b.desc_biblioteca));
}
