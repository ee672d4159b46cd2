import { MATERIAL_TYPES, type MaterialType } from '@estante/contract';
import type { AlertKind } from '../../db/schema.ts';
import { materialTypeLabel } from '../../lib/catalogue-labels.ts';
import { SUGGESTION_STATUS_LABELS } from '../acquisition/status-labels.ts';
import type { Lang } from '../../lib/http-errors.ts';

/**
 * How each kind of alert is worded, in pt, en and es, from the plain values a service stored
 * with it (NewAlert.params). The services record facts, not sentences, so an alert reads in
 * the language of whoever reads it. What each kind expects in params:
 *
 * - comment: status ('approved' | 'rejected'), title, reply (optional)
 * - suggestion: status (a SUGGESTION_STATUSES code), title, reply (optional)
 * - request: type (the request path: comutacao-bibliografica, levantamento-bibliografico,
 *   ficha-catalografica, pesquisa-especializada, emprestimo-inter-bibliotecas), status
 *   ('awaiting' | 'finished' | 'not_finished'), reply (optional)
 * - loan_request: status (a LOAN_REQUEST_STATUSES code), title (optional)
 * - hold: title, pickupUntil (YYYY-MM-DD), library (optional)
 * - profile: count (new titles), term (the profile's area, heading, journal or type), profileKind
 *
 * An unknown status or type is shown as its code rather than dropped.
 */
type Params = Record<string, unknown>;
type Words = Record<Lang, string>;

const STATUS: Record<string, Words> = {
  // comments
  approved: { pt: 'aprovado', en: 'approved', es: 'aprobado' },
  rejected: { pt: 'não aprovado', en: 'not approved', es: 'no aprobado' },
  // requests (spec §3 request history statuses)
  awaiting: { pt: 'aguardando', en: 'awaiting', es: 'en espera' },
  finished: { pt: 'atendida', en: 'finished', es: 'atendida' },
  not_finished: { pt: 'não atendida', en: 'not finished', es: 'no atendida' },
  // loan requests (spec §3)
  waiting: { pt: 'aguardando', en: 'waiting', es: 'en espera' },
  in_transit: { pt: 'em trânsito', en: 'in transit', es: 'en tránsito' },
  available: {
    pt: 'disponível para retirada',
    en: 'available for pickup',
    es: 'disponible para retirar',
  },
  removed: { pt: 'retirada', en: 'picked up', es: 'retirada' },
};

const REQUEST_TYPE: Record<string, Words> = {
  'comutacao-bibliografica': {
    pt: 'comutação bibliográfica',
    en: 'bibliographic switching',
    es: 'conmutación bibliográfica',
  },
  'levantamento-bibliografico': {
    pt: 'levantamento bibliográfico',
    en: 'bibliographic survey',
    es: 'relevamiento bibliográfico',
  },
  'ficha-catalografica': {
    pt: 'ficha catalográfica',
    en: 'catalogue card',
    es: 'ficha catalográfica',
  },
  'pesquisa-especializada': {
    pt: 'pesquisa especializada',
    en: 'specialised search',
    es: 'búsqueda especializada',
  },
  'emprestimo-inter-bibliotecas': {
    pt: 'empréstimo entre bibliotecas',
    en: 'inter-library loan',
    es: 'préstamo interbibliotecario',
  },
};

const PROFILE_KIND: Record<string, Words> = {
  area: { pt: 'área', en: 'area', es: 'área' },
  author: { pt: 'autor', en: 'author', es: 'autor' },
  subject: { pt: 'assunto', en: 'subject', es: 'materia' },
  journal: { pt: 'periódico', en: 'journal', es: 'revista' },
  material_type: { pt: 'tipo de obra', en: 'material type', es: 'tipo de obra' },
};

const isMaterialType = (value: unknown): value is MaterialType =>
  (MATERIAL_TYPES as readonly unknown[]).includes(value);
const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';
const label = (table: Record<string, Words>, code: unknown, lang: Lang): string =>
  table[text(code)]?.[lang] ?? text(code);

/** A suggestion's status as the Suggestion query tab names it, in the middle of a sentence. */
function suggestionStatus(code: unknown, lang: Lang): string {
  const name = label(SUGGESTION_STATUS_LABELS, code, lang);
  return name.charAt(0).toLocaleLowerCase(lang) + name.slice(1);
}

/** A date YYYY-MM-DD as the language writes it (dd/mm/yyyy, or yyyy-mm-dd in English). */
function day(value: unknown, lang: Lang): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text(value));
  if (!match) return text(value);
  return lang === 'en' ? match[0] : `${match[3]}/${match[2]}/${match[1]}`;
}

function withReply(sentence: string, reply: unknown, lang: Lang): string {
  const words = text(reply).trim();
  if (!words) return sentence;
  const lead = { pt: 'Resposta', en: 'Reply', es: 'Respuesta' }[lang];
  return `${sentence} ${lead}: ${words}`;
}

const WORDING: Record<AlertKind, (params: Params, lang: Lang) => string> = {
  comment: (p, lang) =>
    withReply(
      {
        pt: `Seu comentário sobre “${text(p.title)}” foi ${label(STATUS, p.status, lang)}.`,
        en: `Your comment on “${text(p.title)}” was ${label(STATUS, p.status, lang)}.`,
        es: `Su comentario sobre “${text(p.title)}” fue ${label(STATUS, p.status, lang)}.`,
      }[lang],
      p.reply,
      lang,
    ),
  suggestion: (p, lang) =>
    withReply(
      {
        pt: `Sua sugestão de compra “${text(p.title)}” passou para: ${suggestionStatus(p.status, lang)}.`,
        en: `Your purchase suggestion “${text(p.title)}” moved to: ${suggestionStatus(p.status, lang)}.`,
        es: `Su sugerencia de compra “${text(p.title)}” pasó a: ${suggestionStatus(p.status, lang)}.`,
      }[lang],
      p.reply,
      lang,
    ),
  request: (p, lang) =>
    withReply(
      {
        pt: `Sua solicitação de ${label(REQUEST_TYPE, p.type, lang)} está ${label(STATUS, p.status, lang)}.`,
        en: `Your ${label(REQUEST_TYPE, p.type, lang)} request is ${label(STATUS, p.status, lang)}.`,
        es: `Su solicitud de ${label(REQUEST_TYPE, p.type, lang)} está ${label(STATUS, p.status, lang)}.`,
      }[lang],
      p.reply,
      lang,
    ),
  loan_request: (p, lang) => {
    const title = text(p.title);
    const status = label(STATUS, p.status, lang);
    return {
      pt: title
        ? `Sua solicitação de empréstimo de “${title}” está: ${status}.`
        : `Sua solicitação de empréstimo está: ${status}.`,
      en: title
        ? `Your loan request for “${title}” is: ${status}.`
        : `Your loan request is: ${status}.`,
      es: title
        ? `Su solicitud de préstamo de “${title}” está: ${status}.`
        : `Su solicitud de préstamo está: ${status}.`,
    }[lang];
  },
  hold: (p, lang) => {
    const at = text(p.library);
    const where = at ? { pt: ` em ${at}`, en: ` at ${at}`, es: ` en ${at}` }[lang] : '';
    return {
      pt: `Sua reserva de “${text(p.title)}” está disponível para retirada${where} até ${day(p.pickupUntil, lang)}.`,
      en: `Your hold on “${text(p.title)}” is ready for pickup${where} until ${day(p.pickupUntil, lang)}.`,
      es: `Su reserva de “${text(p.title)}” está disponible para retirar${where} hasta el ${day(p.pickupUntil, lang)}.`,
    }[lang];
  },
  profile: (p, lang) => {
    const count = Number(p.count) || 0;
    const term =
      p.profileKind === 'material_type' && isMaterialType(p.term)
        ? materialTypeLabel(p.term, lang)
        : text(p.term);
    if (p.profileKind === 'journal') {
      return count === 1
        ? {
            pt: `1 novo fascículo do periódico “${term}”, do seu perfil de interesse.`,
            en: `1 new issue of the journal “${term}”, from your interest profile.`,
            es: `1 nuevo fascículo de la revista “${term}”, de su perfil de interés.`,
          }[lang]
        : {
            pt: `${count} novos fascículos do periódico “${term}”, do seu perfil de interesse.`,
            en: `${count} new issues of the journal “${term}”, from your interest profile.`,
            es: `${count} nuevos fascículos de la revista “${term}”, de su perfil de interés.`,
          }[lang];
    }
    const about = `${label(PROFILE_KIND, p.profileKind, lang)} “${term}”`;
    return count === 1
      ? {
          pt: `1 novo título no acervo para o seu perfil de interesse (${about}).`,
          en: `1 new title in the catalogue for your interest profile (${about}).`,
          es: `1 nuevo título en el acervo para su perfil de interés (${about}).`,
        }[lang]
      : {
          pt: `${count} novos títulos no acervo para o seu perfil de interesse (${about}).`,
          en: `${count} new titles in the catalogue for your interest profile (${about}).`,
          es: `${count} nuevos títulos en el acervo para su perfil de interés (${about}).`,
        }[lang];
  },
};

/** The message of one alert in the reader's language, as plain text (never markup). */
export function wordAlert(kind: AlertKind, params: Params, lang: Lang): string {
  return WORDING[kind](params, lang);
}
