import { describe, expect, it } from 'vitest';
import { balancesByLibrary, formatMoney } from './money';
import { aDebit } from './test-loans';

// Intl separates the symbol with a no-break space.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatMoney', () => {
  it('writes centavos as reais in each language', () => {
    expect(plain(formatMoney(1250, 'pt'))).toBe('R$ 12,50');
    expect(plain(formatMoney(123456, 'pt'))).toBe('R$ 1.234,56');
    expect(formatMoney(1250, 'en')).toBe('R$12.50');
    expect(plain(formatMoney(5, 'es'))).toBe('0,05 R$');
    expect(plain(formatMoney(0, 'pt'))).toBe('R$ 0,00');
  });
});

describe('balancesByLibrary', () => {
  it('adds up what is owed per library and leaves out settled ones', () => {
    const balances = balancesByLibrary([
      aDebit({ cod_debito: 1, balance: 300 }),
      aDebit({ cod_debito: 2, cod_biblioteca: 2, desc_biblioteca: 'Saúde', balance: 900 }),
      aDebit({ cod_debito: 3, balance: 150 }),
      aDebit({ cod_debito: 4, cod_biblioteca: 3, desc_biblioteca: 'Direito', balance: 0 }),
    ]);
    expect(balances).toEqual([
      { cod_biblioteca: 2, desc_biblioteca: 'Saúde', centavos: 900 },
      { cod_biblioteca: 1, desc_biblioteca: 'Biblioteca Central', centavos: 450 },
    ]);
  });
});
