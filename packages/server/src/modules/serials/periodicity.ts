/** Frequencies of continuing resources (MARC 21 008/18), with labels. */
import { controlValue, type MarcRecord } from '../../marc/record.ts';
import type { Lang } from '../../lib/catalogue-labels.ts';

const PERIODICITIES: Record<string, Record<Lang, string>> = {
  a: { pt: 'Anual', en: 'Annual', es: 'Anual' },
  b: { pt: 'Bimestral', en: 'Bimonthly', es: 'Bimestral' },
  c: { pt: 'Bissemanal', en: 'Semiweekly', es: 'Bisemanal' },
  d: { pt: 'Diária', en: 'Daily', es: 'Diaria' },
  e: { pt: 'Quinzenal', en: 'Biweekly', es: 'Quincenal' },
  f: { pt: 'Semestral', en: 'Semiannual', es: 'Semestral' },
  g: { pt: 'Bienal', en: 'Biennial', es: 'Bienal' },
  h: { pt: 'Trienal', en: 'Triennial', es: 'Trienal' },
  i: { pt: 'Três vezes por semana', en: 'Three times a week', es: 'Tres veces por semana' },
  j: { pt: 'Três vezes por mês', en: 'Three times a month', es: 'Tres veces al mes' },
  k: { pt: 'Atualização contínua', en: 'Continuously updated', es: 'Actualización continua' },
  m: { pt: 'Mensal', en: 'Monthly', es: 'Mensual' },
  q: { pt: 'Trimestral', en: 'Quarterly', es: 'Trimestral' },
  s: { pt: 'Semimensal', en: 'Semimonthly', es: 'Semimensual' },
  t: { pt: 'Quadrimestral', en: 'Three times a year', es: 'Cuatrimestral' },
  u: { pt: 'Desconhecida', en: 'Unknown', es: 'Desconocida' },
  w: { pt: 'Semanal', en: 'Weekly', es: 'Semanal' },
  z: { pt: 'Outra', en: 'Other', es: 'Otra' },
  '#': { pt: 'Irregular', en: 'Irregular', es: 'Irregular' },
};

/** The record's frequency code (008/18; blank, meaning irregular, becomes '#'). */
export function periodicityOf(record: MarcRecord): string {
  const f008 = controlValue(record, '008');
  const code = f008 && f008.length > 18 ? f008[18]! : 'u';
  if (code === ' ') return '#';
  return code in PERIODICITIES ? code : 'u';
}

export function periodicityLabel(code: string, lang: Lang): string {
  return (PERIODICITIES[code] ?? PERIODICITIES.u!)[lang];
}
