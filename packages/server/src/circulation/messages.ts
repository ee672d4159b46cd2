import type { Lang } from '../lib/http-errors.ts';

/** The patron-facing sentences of circulation answers, in the API's languages. */

export const RENEWAL_MESSAGES: Record<string, Record<Lang, string>> = {
  ok: { pt: 'Renovado até {date}.', en: 'Renewed until {date}.', es: 'Renovado hasta {date}.' },
  returned: {
    pt: 'Este empréstimo já foi devolvido.',
    en: 'This loan has already been returned.',
    es: 'Este préstamo ya fue devuelto.',
  },
  suspended: {
    pt: 'Não renovado: usuário suspenso até {date}.',
    en: 'Not renewed: borrower suspended until {date}.',
    es: 'No renovado: usuario suspendido hasta {date}.',
  },
  debts: {
    pt: 'Não renovado: há débitos em aberto acima do limite.',
    en: 'Not renewed: open debts are above the limit.',
    es: 'No renovado: hay débitos pendientes por encima del límite.',
  },
  overdue: {
    pt: 'Não renovado: o empréstimo está em atraso; devolva-o na biblioteca.',
    en: 'Not renewed: the loan is overdue; return it at the library.',
    es: 'No renovado: el préstamo está atrasado; devuélvalo en la biblioteca.',
  },
  reserved: {
    pt: 'Não renovado: o título está reservado por outro usuário.',
    en: 'Not renewed: the title is reserved by another borrower.',
    es: 'No renovado: el título está reservado por otro usuario.',
  },
  limit: {
    pt: 'Não renovado: limite de renovações atingido.',
    en: 'Not renewed: the renewal limit has been reached.',
    es: 'No renovado: se alcanzó el límite de renovaciones.',
  },
  not_renewable: {
    pt: 'Não renovado: este tipo de empréstimo não pode ser renovado.',
    en: 'Not renewed: this kind of loan cannot be renewed.',
    es: 'No renovado: este tipo de préstamo no se puede renovar.',
  },
};

export const HOLD_PLACED: Record<Lang, string> = {
  pt: 'Reserva efetuada. Sua posição na fila: {n}.',
  en: 'Hold placed. Your place in the queue: {n}.',
  es: 'Reserva efectuada. Su posición en la cola: {n}.',
};

export function formatDay(day: string, lang: Lang): string {
  const [y, m, d] = day.split('-');
  return lang === 'en' ? `${m}/${d}/${y}` : `${d}/${m}/${y}`;
}
