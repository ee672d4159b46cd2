import {
  CATALOGUE_CARD_REQUIRED,
  INTERLIBRARY_LOAN_REQUIRED,
  OPEN_REQUEST_LIMITS,
  SPECIALIZED_SEARCH_REQUIRED,
  SURVEY_REQUIRED,
  SWITCHING_REQUIRED,
  cleanPhone,
  isEmailAddress,
  type CardReleaseBody,
  type CatalogueCardBody,
  type InterlibraryLoanBody,
  type InterlibraryLoanInfo,
  type Request,
  type RequestAnswerBody,
  type RequestListQuery,
  type RequestType,
  type SpecializedSearchBody,
  type StaffRequest,
  type SurveyBody,
  type SwitchingBody,
  type SwitchingType,
} from '@estante/contract';
import { recordAlerts } from '../alerts/record.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import type { Requester } from '../../lib/requester.ts';
import { requireStaff } from '../../lib/staff.ts';
import { cardCutter, composeCard, type CardData } from './catalogue-card/card.ts';
import { cataloguePdf } from './catalogue-card/pdf.ts';
import { localDay } from '../../circulation/calendar.ts';
import type { RequestRepository, RequestRow } from './repository.ts';

/** Options of the service. */
export interface RequestServiceOptions {
  /** Awaiting requests a patron may have of each type (default OPEN_REQUEST_LIMITS). */
  limits?: Partial<Record<RequestType, number>>;
  /** The clock. */
  now?: () => Date;
  /**
   * The libraries' day (YYYY-MM-DD) for deadlines, as the patron's browser counts it (default:
   * the day in America/Sao_Paulo; the app passes circulation's, CIRCULATION_TIME_ZONE).
   */
  today?: () => string;
}

/** A file to send. */
export interface RequestFile {
  filename: string;
  content: Buffer;
}

type Fields = Record<string, unknown>;

const isBlank = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.every((item) => typeof item !== 'string' || item.trim() === ''));

/**
 * The fields as stored: strings trimmed, blank values and empty lists left out, lists without
 * blank items. Text stays exactly the patron's words (shown as text, never as markup).
 */
function cleaned(body: Fields): Fields {
  const out: Fields = {};
  for (const [key, value] of Object.entries(body)) {
    if (isBlank(value)) continue;
    if (typeof value === 'string') out[key] = value.trim();
    else if (Array.isArray(value)) {
      out[key] = value.map((v) => (typeof v === 'string' ? v.trim() : v)).filter((v) => v !== '');
    } else out[key] = value;
  }
  return out;
}

/** The first required field left blank, in the form's order: a 422 naming it. */
function requireFields(body: Fields, fields: readonly string[]) {
  for (const field of fields) {
    if (isBlank(body[field])) throw new HttpError(422, 'request_field_required', field);
  }
}

/** Spec §5: the bibliography start page cannot exceed the end page. */
function checkPages(body: { pagina_inicial?: number | null; pagina_final?: number | null }) {
  if (
    typeof body.pagina_inicial === 'number' &&
    typeof body.pagina_final === 'number' &&
    body.pagina_inicial > body.pagina_final
  ) {
    throw new HttpError(422, 'request_pages_out_of_order', 'pagina_inicial');
  }
}

const ROMAN = /^[ivxlcdm]+$/i;
const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** A line naming what was asked for. */
function summaryOf(kind: RequestType, data: Fields): string {
  switch (kind) {
    case 'levantamento-bibliografico':
      return str(data.assunto);
    case 'pesquisa-especializada':
      return str(data.tema);
    case 'ficha-catalografica':
      return data.subtitulo ? `${str(data.titulo)}: ${str(data.subtitulo)}` : str(data.titulo);
    default:
      return str(data.titulo);
  }
}

/** The wire form of a stored request. */
export function presentRequest(row: RequestRow): Request {
  const data = row.data as Fields;
  const isCard = row.kind === 'ficha-catalografica';
  return {
    cod_solicitacao: row.id,
    tipo: row.kind as RequestType,
    subtipo: row.subtype,
    situacao: row.status,
    resumo: row.summary,
    dados: data,
    resposta: row.reply,
    url_entrega: row.delivery_url,
    data_solicitacao: new Date(row.created_at).toISOString(),
    data_situacao: new Date(row.status_at).toISOString(),
    ficha: isCard
      ? {
          situacao: row.card_status ?? 'pending_review',
          cutter: cardCutter({
            autor_sobrenome: str(data.autor_sobrenome),
            titulo: str(data.titulo),
          }),
          classificacao: typeof data.classificacao === 'string' ? data.classificacao : null,
          data_liberacao: row.card_released_at
            ? new Date(row.card_released_at).toISOString()
            : null,
        }
      : null,
  };
}

/** The patron of a private call. */
function patronOf(requester: Requester): number {
  if (requester.patronId === null) throw new HttpError(401, 'login_required');
  return requester.patronId;
}

/** dd/mm/yyyy of an instant, in UTC (the card's review date). */
const brazilianDate = (at: Date) =>
  `${String(at.getUTCDate()).padStart(2, '0')}/${String(at.getUTCMonth() + 1).padStart(2, '0')}/${at.getUTCFullYear()}`;

/**
 * Bibliographic requests (spec §3, §5, §7 "Requests"): the patron sends one of five kinds,
 * staff answer it (finished or not finished, with a reply) and the patron gets an alert. A
 * catalogue card is composed from the thesis data and reviewed by staff before its PDF is
 * offered. The patron is always the token's; another patron's request is not found.
 */
export function requestService(repository: RequestRepository, options: RequestServiceOptions = {}) {
  const now = () => options.now?.() ?? new Date();
  const limitOf = (kind: RequestType) => options.limits?.[kind] ?? OPEN_REQUEST_LIMITS[kind];
  const today = options.today ?? (() => localDay(now(), 'America/Sao_Paulo'));

  /** A deadline must leave the library at least a day. */
  function checkDeadline(prazo: string | null | undefined) {
    if (prazo && prazo <= today()) throw new HttpError(422, 'request_deadline_past', 'prazo');
  }

  /** Spec §5 for a catalogue card, in the form's order. */
  function validCard(body: CatalogueCardBody): CardData {
    requireFields(body, CATALOGUE_CARD_REQUIRED);
    if (body.paginas_preliminares && !ROMAN.test(body.paginas_preliminares.trim())) {
      throw new HttpError(422, 'validation_error', 'paginas_preliminares');
    }
    return cleaned(body) as CardData;
  }

  /** The validated, cleaned fields of a request of a kind (422 with the first failure). */
  async function validate(kind: RequestType, subtype: SwitchingType | null, body: Fields) {
    switch (kind) {
      case 'comutacao-bibliografica': {
        const switching = body as SwitchingBody;
        requireFields(body, SWITCHING_REQUIRED[subtype!]);
        checkPages(switching);
        return cleaned(body);
      }
      case 'levantamento-bibliografico': {
        const survey = body as SurveyBody;
        requireFields(body, SURVEY_REQUIRED);
        if (survey.ano_inicial && survey.ano_final && survey.ano_inicial > survey.ano_final) {
          throw new HttpError(422, 'request_years_out_of_order', 'ano_inicial');
        }
        checkDeadline(survey.prazo);
        return cleaned(body);
      }
      case 'pesquisa-especializada': {
        requireFields(body, SPECIALIZED_SEARCH_REQUIRED);
        checkDeadline((body as SpecializedSearchBody).prazo);
        return cleaned(body);
      }
      case 'emprestimo-inter-bibliotecas': {
        const loan = body as InterlibraryLoanBody;
        requireFields(body, INTERLIBRARY_LOAN_REQUIRED);
        const institution = await repository.institution(loan.cod_instituicao!);
        if (!institution) throw new HttpError(422, 'validation_error', 'cod_instituicao');
        if (!isEmailAddress(loan.email!.trim())) {
          throw new HttpError(422, 'invalid_email_address', 'email');
        }
        const phone = loan.telefone!.trim();
        if (cleanPhone(phone) !== phone) throw new HttpError(422, 'invalid_phone', 'telefone');
        return { ...cleaned(body), instituicao: institution.name };
      }
      case 'ficha-catalografica':
        return validCard(body as CatalogueCardBody);
    }
  }

  /** Staff's answer, once the caller is known to be staff; records the patron's alert. */
  async function answerAs(staffId: number | null, id: number, body: RequestAnswerBody) {
    const reply = body.resposta?.trim() || null;
    const url = body.url_entrega?.trim() || null;
    if (url !== null) {
      let valid = false;
      try {
        valid = ['http:', 'https:'].includes(new URL(url).protocol);
      } catch {
        valid = false;
      }
      if (!valid) throw new HttpError(422, 'validation_error', 'url_entrega');
    }
    await repository.db.transaction().execute(async (trx) => {
      const row = await repository.locked(trx, id);
      if (!row) throw notFound();
      if (row.status !== 'awaiting') throw new HttpError(422, 'request_status_invalid');
      if (row.kind === 'ficha-catalografica' && body.situacao === 'finished') {
        throw new HttpError(422, 'card_release_required');
      }
      await repository.answer(trx, id, {
        status: body.situacao,
        reply,
        deliveryUrl: url,
        staffId,
        at: now(),
      });
      await recordAlerts(trx, [
        {
          personId: row.person_id,
          kind: 'request',
          subjectId: id,
          params: { type: row.kind, status: body.situacao, title: row.summary, reply },
        },
      ]);
    });
    return presentRequest((await repository.find(repository.db, id))!);
  }

  /** Releases a card (corrections applied and checked again); records the patron's alert. */
  async function releaseAs(staffId: number | null, id: number, body: CardReleaseBody) {
    const reply = body.resposta?.trim() || null;
    await repository.db.transaction().execute(async (trx) => {
      const row = await repository.locked(trx, id);
      if (!row || row.kind !== 'ficha-catalografica') throw notFound();
      if (row.status !== 'awaiting') throw new HttpError(422, 'request_status_invalid');
      const corrections = Object.fromEntries(
        Object.entries(body.correcoes ?? {}).filter(([, value]) => value !== undefined),
      );
      const data = validCard({ ...(row.data as CatalogueCardBody), ...corrections });
      const summary = summaryOf('ficha-catalografica', data);
      await repository.releaseCard(trx, id, { data, summary, reply, staffId, at: now() });
      await recordAlerts(trx, [
        {
          personId: row.person_id,
          kind: 'request',
          subjectId: id,
          params: { type: row.kind, status: 'finished', title: summary, reply },
        },
      ]);
    });
    return presentRequest((await repository.find(repository.db, id))!);
  }

  /** The card's PDF of a stored request. */
  async function renderCard(row: RequestRow): Promise<RequestFile> {
    const data = row.data as CardData;
    const footer =
      row.card_status === 'released' && row.card_released_at
        ? `Ficha catalográfica revisada pela biblioteca em ${brazilianDate(new Date(row.card_released_at))}, com os dados fornecidos pelo(a) autor(a).`
        : 'Prévia para revisão da biblioteca: ficha ainda não liberada.';
    const content = await cataloguePdf(composeCard(data, data.classificacao ?? null), { footer });
    return { filename: `ficha-catalografica-${row.id}.pdf`, content };
  }

  /** Awaiting requests, oldest first, with whose they are. */
  async function awaitingList(kind?: RequestType): Promise<StaffRequest[]> {
    const rows = await repository.listAwaiting(kind);
    return rows.map((row) => ({
      ...presentRequest(row),
      pessoa: { cod_pessoa: row.person_id, nome: row.person_name },
    }));
  }

  return {
    /**
     * Sends a request of a kind (the switching type for bibliographic switching).
     *
     * @throws HttpError 422 with the first failure: request_field_required (field named),
     *   request_pages_out_of_order, request_years_out_of_order, request_deadline_past,
     *   validation_error (roman pages, unknown institution), invalid_email_address,
     *   invalid_phone; 422 request_limit_reached at the type's limit. Nothing is written then.
     */
    async place(
      requester: Requester,
      kind: RequestType,
      subtype: SwitchingType | null,
      body: Fields,
    ): Promise<Request> {
      const personId = patronOf(requester);
      const data = await validate(kind, subtype, body);
      const id = await repository.db.transaction().execute(async (trx) => {
        await repository.lockPerson(trx, personId);
        if ((await repository.openCount(trx, personId, kind)) >= limitOf(kind)) {
          throw new HttpError(422, 'request_limit_reached');
        }
        return repository.insert(trx, {
          personId,
          kind,
          subtype,
          data,
          summary: summaryOf(kind, data),
          at: now(),
        });
      });
      return presentRequest((await repository.find(repository.db, id))!);
    },

    /**
     * The patron's requests of a kind, newest first, by status and request date (inclusive).
     *
     * @throws HttpError 422 dates_out_of_order when dataIni is after dataFim.
     */
    async list(requester: Requester, kind: RequestType, query: RequestListQuery) {
      const personId = patronOf(requester);
      if (query.dataIni && query.dataFim && query.dataIni > query.dataFim) {
        throw new HttpError(422, 'dates_out_of_order', 'dataIni');
      }
      const rows = await repository.list(personId, kind, {
        status: query.status,
        from: query.dataIni,
        to: query.dataFim,
      });
      return rows.map(presentRequest);
    },

    /** What the inter-library loan form offers: partner institutions, the patron's contacts. */
    async interlibraryLoanInfo(requester: Requester): Promise<InterlibraryLoanInfo> {
      const personId = patronOf(requester);
      const [institutions, person, open] = await Promise.all([
        repository.institutions(),
        repository.person(personId),
        repository.openCount(repository.db, personId, 'emprestimo-inter-bibliotecas'),
      ]);
      return {
        instituicoes: institutions.map((i) => ({ codigo: i.id, nome: i.name })),
        email: person?.email ?? null,
        telefone: person?.phone ?? null,
        solicitacoes_abertas: open,
        limite_solicitacoes: limitOf('emprestimo-inter-bibliotecas'),
      };
    },

    /**
     * The released catalogue card of one of the patron's requests, as a PDF.
     *
     * @throws HttpError 404 not the patron's catalogue card request; 409 card_not_released
     *   while it awaits review.
     */
    async cardPdf(requester: Requester, id: number): Promise<RequestFile> {
      const personId = patronOf(requester);
      const row = await repository.find(repository.db, id, personId);
      if (!row || row.kind !== 'ficha-catalografica') throw notFound();
      if (row.card_status !== 'released') throw new HttpError(409, 'card_not_released');
      return renderCard(row);
    },

    /** Staff: the card as it would print now (review before release). @throws 403, 404 */
    async staffCardPdf(requester: Requester, id: number): Promise<RequestFile> {
      await requireStaff(repository.db, requester);
      const row = await repository.find(repository.db, id);
      if (!row || row.kind !== 'ficha-catalografica') throw notFound();
      return renderCard(row);
    },

    /** Staff: awaiting requests, oldest first, of one kind or all. @throws 403 staff_only */
    async awaiting(requester: Requester, kind?: RequestType): Promise<StaffRequest[]> {
      await requireStaff(repository.db, requester);
      return awaitingList(kind);
    },

    /** The desk's list (API above, `npm run desk -- requests`). */
    awaitingList,

    /**
     * Staff: answers an awaiting request (finished or not finished, a reply, a delivery
     * address) and alerts the patron.
     *
     * @throws HttpError 403 staff_only; 404 unknown request; 422 request_status_invalid when
     *   answered already, card_release_required to finish a card request, validation_error
     *   for a delivery address that is not http(s).
     */
    async answer(requester: Requester, id: number, body: RequestAnswerBody) {
      const staffId = await requireStaff(repository.db, requester);
      return answerAs(staffId, id, body);
    },

    /**
     * Staff: releases a catalogue card, applying corrections (checked like the patron's data),
     * finishes the request and alerts the patron; the PDF is offered from then on.
     *
     * @throws HttpError 403 staff_only; 404 not a catalogue card request; 422
     *   request_status_invalid when answered already, or the corrected data's first failure.
     */
    async releaseCard(requester: Requester, id: number, body: CardReleaseBody) {
      const staffId = await requireStaff(repository.db, requester);
      return releaseAs(staffId, id, body);
    },

    /** The desk's answer and release (`npm run desk`): `staffId` null for an operator. */
    answerAs,
    releaseAs,
  };
}

export type RequestService = ReturnType<typeof requestService>;
