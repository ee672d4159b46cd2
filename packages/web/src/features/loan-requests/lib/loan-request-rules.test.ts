import type { LoanRequestInfo } from '@estante/contract';
import { describe, expect, it } from 'vitest';
import { OTHER_PLACE, initialValues, loanRequestBody, problemsOf } from './loan-request-rules';

const info: LoanRequestInfo = {
  cod_acervo: 1,
  titulo: 'T',
  bibliotecas_origem: [{ cod_biblioteca: 3, desc_biblioteca: 'BC', exemplares: 2, disponiveis: 1 }],
  bibliotecas_recebimento: [
    { cod_biblioteca: 3, desc_biblioteca: 'BC', locais: [{ cod_local: 7, descricao: 'Balcão' }] },
  ],
  volumes: ['1', '2'],
  tomos: [],
  partes: [],
  materiais: [],
  email: 'ana@example.org',
  telefone: '(63) 3333-1234',
  endereco: null,
  solicitacoes_abertas: 0,
  limite_solicitacoes: 5,
};

describe('loan request form rules (spec §5)', () => {
  it('starts with the only library, the patron’s contacts and "no preference" where nothing varies', () => {
    expect(initialValues(info)).toMatchObject({
      biblioteca_origem: '3',
      volume: '',
      tomo: '*',
      material_adicional: '*',
      email: 'ana@example.org',
    });
  });

  it('names every missing or invalid field', () => {
    const values = { ...initialValues(info), email: 'ana@', telefone: ' ' };
    expect(problemsOf(values)).toEqual({
      biblioteca_recebimento: 'receiving',
      local: 'location',
      volume: 'option',
      email: 'email',
      telefone: 'phone',
    });
    expect(problemsOf({ ...values, domicilio: true, endereco: '' })).toMatchObject({
      endereco: 'address',
    });
    expect(problemsOf({ ...values, local: OTHER_PLACE, recebimento_textual: '' })).toMatchObject({
      recebimento_textual: 'place',
    });
  });

  it('builds the body of a valid form', () => {
    const values = {
      ...initialValues(info),
      biblioteca_recebimento: '3',
      local: '7',
      volume: '2',
      pessoa_autorizada: '  ',
    };
    expect(problemsOf(values)).toEqual({});
    expect(loanRequestBody(values)).toEqual({
      biblioteca_origem: 3,
      biblioteca_recebimento: 3,
      cod_local_recebimento: 7,
      recebimento_textual: null,
      domicilio: null,
      volume: '2',
      tomo: '*',
      parte: '*',
      material_adicional: '*',
      telefone: '(63) 3333-1234',
      email: 'ana@example.org',
      pessoa_autorizada: null,
    });
  });
});
