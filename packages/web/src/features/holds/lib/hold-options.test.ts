import type { HoldInfo } from '@estante/contract';
import { describe, expect, it } from 'vitest';
import { emptyChoice, holdBody, missingChoices } from './hold-options';

const info = (fields: Partial<HoldInfo> = {}): HoldInfo => ({
  cod_acervo: 7,
  titulo: 'Grande sertão: veredas',
  bibliotecas: [
    {
      cod_biblioteca: 1,
      desc_biblioteca: 'Central',
      exemplares: 2,
      disponiveis: 0,
      fila: 1,
      proxima_devolucao: '2026-12-01',
    },
    {
      cod_biblioteca: 2,
      desc_biblioteca: 'Saúde',
      exemplares: 1,
      disponiveis: 0,
      fila: 0,
      proxima_devolucao: null,
    },
  ],
  volumes: [],
  tomos: [],
  partes: [],
  materiais: [],
  reservas_abertas: 0,
  limite_reservas: 3,
  ...fields,
});

describe('hold choices (spec §5)', () => {
  it('asks for a library when there are several, and takes the only one', () => {
    expect(missingChoices(info(), emptyChoice(info()))).toEqual(['library']);
    const single = info({ bibliotecas: info().bibliotecas.slice(0, 1) });
    expect(missingChoices(single, emptyChoice(single))).toEqual([]);
  });

  it('asks for each option the title has values for, and none for an empty list', () => {
    const withOptions = info({ volumes: ['v.1', 'v.2'], materiais: ['CD'] });
    const choice = { ...emptyChoice(withOptions), biblioteca: '1' };
    expect(missingChoices(withOptions, choice)).toEqual(['volume', 'material_adicional']);
    expect(
      missingChoices(withOptions, { ...choice, volume: 'v.3', material_adicional: 'CD' }),
    ).toEqual(['volume']);
    expect(
      missingChoices(withOptions, { ...choice, volume: 'v.2', material_adicional: 'CD' }),
    ).toEqual([]);
  });

  it('sends null for the options the title does not have', () => {
    const withOptions = info({ tomos: ['t.1'] });
    expect(
      holdBody(withOptions, {
        ...emptyChoice(withOptions),
        biblioteca: '2',
        tomo: 't.1',
        volume: 'x',
      }),
    ).toEqual({
      cod_acervo: 7,
      biblioteca: 2,
      volume: null,
      tomo: 't.1',
      parte: null,
      material_adicional: null,
    });
  });
});
