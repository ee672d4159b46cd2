import type { Money } from '@estante/contract';
import type { Lang } from '../lib/http-errors.ts';

const LOCALES: Record<Lang, string> = { pt: 'pt-BR', en: 'en-US', es: 'es-ES' };
const formats = new Map<Lang, Intl.NumberFormat>();

/** Integer centavos and their reading in the caller's language ("R$ 12,50"). */
export function money(centavos: number, lang: Lang): Money {
  let format = formats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[lang], { style: 'currency', currency: 'BRL' });
    formats.set(lang, format);
  }
  return { centavos, valor: format.format(centavos / 100) };
}
