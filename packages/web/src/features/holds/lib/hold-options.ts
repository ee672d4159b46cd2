import type { HoldBody, HoldInfo } from '@estante/contract';

/** The four choices of a hold (spec §5: volume, tome, part and material must all be chosen). */
export const HOLD_OPTIONS = ['volume', 'tomo', 'parte', 'material_adicional'] as const;
export type HoldOption = (typeof HOLD_OPTIONS)[number];

/** Where each choice's values come from in GET /reserva/{id}/informacoes-iniciais. */
const LISTS: Record<HoldOption, 'volumes' | 'tomos' | 'partes' | 'materiais'> = {
  volume: 'volumes',
  tomo: 'tomos',
  parte: 'partes',
  material_adicional: 'materiais',
};

export const optionValues = (info: HoldInfo, option: HoldOption): string[] => info[LISTS[option]];

export interface HoldChoice {
  biblioteca: string;
  volume: string;
  tomo: string;
  parte: string;
  material_adicional: string;
}

export const emptyChoice = (info: HoldInfo): HoldChoice => ({
  // One library: nothing to choose.
  biblioteca: info.bibliotecas.length === 1 ? String(info.bibliotecas[0]!.cod_biblioteca) : '',
  volume: '',
  tomo: '',
  parte: '',
  material_adicional: '',
});

export type HoldChoiceProblem = 'library' | HoldOption;

/**
 * What is still to be chosen: the library, and every option the title has values for. An
 * option whose list is empty is "none" and needs no choice.
 */
export function missingChoices(info: HoldInfo, choice: HoldChoice): HoldChoiceProblem[] {
  const missing: HoldChoiceProblem[] = [];
  if (!info.bibliotecas.some((library) => String(library.cod_biblioteca) === choice.biblioteca))
    missing.push('library');
  for (const option of HOLD_OPTIONS) {
    const values = optionValues(info, option);
    if (values.length > 0 && !values.includes(choice[option])) missing.push(option);
  }
  return missing;
}

/** The body of POST /reserva and /reserva/validar-fila for a complete choice. */
export function holdBody(info: HoldInfo, choice: HoldChoice): HoldBody {
  const value = (option: HoldOption) =>
    optionValues(info, option).length > 0 ? choice[option] : null;
  return {
    cod_acervo: info.cod_acervo,
    biblioteca: Number(choice.biblioteca),
    volume: value('volume'),
    tomo: value('tomo'),
    parte: value('parte'),
    material_adicional: value('material_adicional'),
  };
}
