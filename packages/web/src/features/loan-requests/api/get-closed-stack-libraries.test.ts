import { describe, expect, it } from 'vitest';
import { closedStackLibraries } from './get-closed-stack-libraries';

const library = (cod_biblioteca: number, desc_biblioteca: string) => ({
  cod_biblioteca,
  desc_biblioteca,
  email: null,
  telefone: null,
  exemplares: 1,
  disponiveis: 0,
});

describe('closedStackLibraries', () => {
  it('joins the libraries of the titles by name, each with the titles it keeps', () => {
    const open = { acervo_fechado: false, bibliotecas: [], instrucoes: '' };
    expect(
      closedStackLibraries([
        {
          titleId: 10,
          storage: {
            acervo_fechado: true,
            bibliotecas: [library(2, 'Setorial'), library(1, 'Central')],
            instrucoes: '',
          },
        },
        { titleId: 11, storage: open },
        {
          titleId: 12,
          storage: { acervo_fechado: true, bibliotecas: [library(1, 'Central')], instrucoes: '' },
        },
      ]),
    ).toEqual([
      { cod_biblioteca: 1, desc_biblioteca: 'Central', titleIds: [10, 12] },
      { cod_biblioteca: 2, desc_biblioteca: 'Setorial', titleIds: [10] },
    ]);
  });

  it('is empty when no title is kept in closed stacks', () => {
    expect(closedStackLibraries([])).toEqual([]);
  });
});
