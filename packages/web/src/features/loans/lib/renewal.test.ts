import { describe, expect, it } from 'vitest';
import { loanCounts } from './loan-status';
import { loansToRenew, renewalRows } from './renewal';
import { aLoan } from './test-loans';

describe('renewalRows', () => {
  const loans = [
    aLoan({ cod_emprestimo: 1, titulo: 'A' }),
    aLoan({ cod_emprestimo: 2, titulo: 'B' }),
    aLoan({ cod_emprestimo: 3, titulo: 'C' }),
  ];

  it('gives each result its title and reason key, in the order of the list', () => {
    const rows = renewalRows(loans, [
      {
        cod_emprestimo: 3,
        renovado: false,
        motivo: 'reserved',
        mensagem: 'Reservado por outro usuário.',
        data_devolucao_prevista: null,
        renovacoes: 0,
      },
      {
        cod_emprestimo: 1,
        renovado: true,
        motivo: null,
        mensagem: 'Renovado.',
        data_devolucao_prevista: '2026-12-10',
        renovacoes: 1,
      },
    ]);
    expect(rows.map((row) => [row.cod_emprestimo, row.titulo, row.reasonKey])).toEqual([
      [1, 'A', 'circulation.renewal.renewed'],
      [3, 'C', 'circulation.renewalBlock.reserved'],
    ]);
    expect(rows[0]?.data_devolucao_prevista).toBe('2026-12-10');
  });

  it('keeps the server sentence when it gives no reason and names an unknown loan', () => {
    const [row] = renewalRows(loans, [
      {
        cod_emprestimo: 9,
        renovado: false,
        motivo: null,
        mensagem: 'Não foi possível renovar.',
        data_devolucao_prevista: null,
        renovacoes: 0,
      },
    ]);
    expect(row).toMatchObject({
      titulo: null,
      reasonKey: null,
      mensagem: 'Não foi possível renovar.',
    });
  });
});

describe('loansToRenew', () => {
  const loans = [
    aLoan({ cod_emprestimo: 1 }),
    aLoan({ cod_emprestimo: 2 }),
    aLoan({ cod_emprestimo: 3, data_devolucao: '2026-11-20T10:00:00Z' }),
  ];
  it('sends the chosen open loans, or every open one for "renew all"', () => {
    expect(loansToRenew(loans, new Set([2, 3]), false)).toEqual([2]);
    expect(loansToRenew(loans, new Set(), false)).toEqual([]);
    expect(loansToRenew(loans, new Set(), true)).toEqual([1, 2]);
  });
});

describe('loanCounts', () => {
  it('counts overdue loans and those due in the next three days', () => {
    const counts = loanCounts(
      [
        aLoan({ data_devolucao_prevista: '2026-11-20', atrasado: true, dias_atraso: 5 }),
        aLoan({ data_devolucao_prevista: '2026-11-25' }),
        aLoan({ data_devolucao_prevista: '2026-11-28' }),
        aLoan({ data_devolucao_prevista: '2026-11-29' }),
      ],
      '2026-11-25',
    );
    expect(counts).toEqual({ overdue: 1, dueSoon: 2 });
  });
});
