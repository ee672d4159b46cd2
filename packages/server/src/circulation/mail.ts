import type { Lang } from '../lib/http-errors.ts';

/** An email's subject and plain text. */
export interface MailText {
  subject: string;
  text: string;
}

/** Day/month/year, as Brazilian, British and Spanish readers write dates. */
const dayMonthYear = (day: string) => day.split('-').reverse().join('/');

const SIGNATURE: Record<Lang, string> = {
  pt: 'Estante — catálogo das bibliotecas',
  en: 'Estante — library catalogue',
  es: 'Estante — catálogo de las bibliotecas',
};
const HELLO: Record<Lang, (name: string) => string> = {
  pt: (name) => `Olá, ${name}.`,
  en: (name) => `Hello, ${name}.`,
  es: (name) => `Hola, ${name}.`,
};

/** Greeting, paragraphs and signature, in the patron's language. */
export const letter = (lang: Lang, name: string, paragraphs: string[]) =>
  [HELLO[lang](name), ...paragraphs, SIGNATURE[lang]].join('\n\n');

/**
 * The email a patron gets when a held copy is set aside for them, in the language they read
 * the catalogue in (person.language).
 */
export function holdReadyMail(facts: {
  lang: Lang;
  name: string;
  title: string;
  library: string;
  pickupUntil: string;
}): MailText {
  const { lang, title, library } = facts;
  const until = dayMonthYear(facts.pickupUntil);
  const words = {
    pt: {
      subject: `Reserva disponível: ${title}`,
      set: `O exemplar que você reservou está separado na ${library}:`,
      pickUp: `Retire-o até ${until}; depois disso a reserva expira e o exemplar passa para o próximo da fila.`,
    },
    en: {
      subject: `Hold ready: ${title}`,
      set: `The copy you placed a hold on is waiting for you at ${library}:`,
      pickUp: `Collect it by ${until}; after that the hold expires and the copy goes to the next in the queue.`,
    },
    es: {
      subject: `Reserva disponible: ${title}`,
      set: `El ejemplar que reservó está apartado en ${library}:`,
      pickUp: `Retírelo hasta el ${until}; después la reserva vence y el ejemplar pasa al siguiente de la fila.`,
    },
  }[lang];
  return {
    subject: words.subject,
    text: letter(lang, facts.name, [words.set, `  ${title}`, words.pickUp]),
  };
}

interface LoanFacts {
  lang: Lang;
  name: string;
  title: string;
  library: string;
  dueOn: string;
}

/** Two days before the due date. */
export function dueSoonMail(facts: LoanFacts): MailText {
  const { lang, title, library } = facts;
  const due = dayMonthYear(facts.dueOn);
  const words = {
    pt: {
      subject: `Devolução em ${due}: ${title}`,
      due: `O empréstimo abaixo vence em ${due} (${library}):`,
      what: 'Renove-o na sua área pessoal, se ninguém o reservou, ou devolva-o até essa data.',
    },
    en: {
      subject: `Due on ${due}: ${title}`,
      due: `The loan below is due on ${due} (${library}):`,
      what: 'Renew it in your personal area, if no one has placed a hold on it, or return it by then.',
    },
    es: {
      subject: `Devolución el ${due}: ${title}`,
      due: `El préstamo abajo vence el ${due} (${library}):`,
      what: 'Renuévelo en su área personal, si nadie lo reservó, o devuélvalo hasta esa fecha.',
    },
  }[lang];
  return {
    subject: words.subject,
    text: letter(lang, facts.name, [words.due, `  ${title}`, words.what]),
  };
}

/** One, seven and fourteen days after the due date. */
export function overdueMail(facts: LoanFacts): MailText {
  const { lang, title, library } = facts;
  const due = dayMonthYear(facts.dueOn);
  const words = {
    pt: {
      subject: `Empréstimo em atraso: ${title}`,
      late: `O empréstimo abaixo venceu em ${due} (${library}) e ainda não foi devolvido:`,
      what: 'Devolva-o quanto antes: cada dia de atraso gera multa.',
    },
    en: {
      subject: `Overdue loan: ${title}`,
      late: `The loan below was due on ${due} (${library}) and has not been returned:`,
      what: 'Please return it as soon as you can: every day late adds to the fine.',
    },
    es: {
      subject: `Préstamo atrasado: ${title}`,
      late: `El préstamo abajo venció el ${due} (${library}) y aún no fue devuelto:`,
      what: 'Devuélvalo cuanto antes: cada día de atraso genera multa.',
    },
  }[lang];
  return {
    subject: words.subject,
    text: letter(lang, facts.name, [words.late, `  ${title}`, words.what]),
  };
}
