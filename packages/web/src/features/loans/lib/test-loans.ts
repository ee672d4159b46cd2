import type { Debit, Loan } from '@estante/contract';

/** A loan as GET /emprestimo/titulos-pendentes answers it, with the fields a test changes. */
export function aLoan(fields: Partial<Loan> = {}): Loan {
  return {
    cod_emprestimo: 1,
    cod_acervo: 10,
    titulo: 'Dom Casmurro',
    autor: 'Machado de Assis',
    cod_exemplar: 100,
    codigo_barras: 'B100',
    volume: null,
    tomo: null,
    parte: null,
    cod_biblioteca: 1,
    desc_biblioteca: 'Biblioteca Central',
    data_emprestimo: '2026-11-10T13:00:00Z',
    data_devolucao_prevista: '2026-11-30',
    data_devolucao: null,
    renovacoes: 0,
    renovacoes_permitidas: 2,
    dias_atraso: 0,
    atrasado: false,
    renovavel: true,
    motivo_nao_renovavel: null,
    multa: null,
    ...fields,
  };
}

const money = (centavos: number) => ({ centavos, valor: `R$ ${centavos / 100}` });

/** A debit as GET /emprestimo/debitos-pendentes answers it. */
export function aDebit(fields: Partial<Debit> & { balance?: number } = {}): Debit {
  const { balance = 250, ...rest } = fields;
  return {
    cod_debito: 1,
    cod_emprestimo: 1,
    cod_acervo: 10,
    titulo: 'Dom Casmurro',
    cod_biblioteca: 1,
    desc_biblioteca: 'Biblioteca Central',
    tipo_servico: 'overdue',
    motivo: 'Atraso',
    data: '2026-11-01T13:00:00Z',
    data_devolucao_prevista: '2026-10-28',
    valor_multa: money(balance),
    desconto: money(0),
    valor_pago: money(0),
    data_pagamento: null,
    saldo: money(balance),
    ...rest,
  };
}
