import {
  DELIVERED_SUGGESTION_STATUSES,
  OPEN_SUGGESTION_STATUSES,
  SUGGESTION_OPEN_LIMIT,
  SUGGESTION_STATUSES,
  SUGGESTION_TRANSITIONS,
  parseIsbnIssn,
  type AcquisitionStatistics,
  type AcquisitionStatisticsQuery,
  type CollectionTotals,
  type MaterialType,
  type DeskSuggestion,
  type PurchaseOrder,
  type PurchaseOrderQuery,
  type Suggestion,
  type SuggestionBody,
  type SuggestionFormInfo,
  type SuggestionListQuery,
  type SuggestionStatus,
  type SuggestionStatusBody,
  type SuggestionStatusLabels,
} from '@estante/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { materialTypeLabel } from '../../lib/catalogue-labels.ts';
import { HttpError, notFound, type Lang } from '../../lib/http-errors.ts';
import type { Requester } from '../../lib/requester.ts';
import { requireStaff } from '../../lib/staff.ts';
import { recordAlerts } from '../alerts/record.ts';
import { findExistingTitle } from './catalogue-match.ts';
import { orderStatus } from './order-status.ts';
import type { AcquisitionRepository, SuggestionRow } from './repository.ts';
import { SUGGESTION_STATUS_LABELS } from './status-labels.ts';

/** Options of the service. */
export interface AcquisitionServiceOptions {
  /** Open suggestions a patron may have at once (default SUGGESTION_OPEN_LIMIT). */
  limit?: number;
  /** The clock. */
  now?: () => Date;
}

const OPEN: readonly SuggestionStatus[] = OPEN_SUGGESTION_STATUSES;
const DELIVERED: readonly SuggestionStatus[] = DELIVERED_SUGGESTION_STATUSES;
/** What a patron may still withdraw: nothing has been asked of a supplier yet. */
const PATRON_CANCELLABLE: readonly SuggestionStatus[] = [
  'pre_suggestion',
  'purchase_suggestion',
  'already_exists',
];

const iso = (at: Date | string) => new Date(at).toISOString();
const blank = (text: string | null | undefined) => !text || text.trim() === '';
const trimmed = (text: string | null | undefined) => (blank(text) ? null : text!.trim());

/** The wire form of a stored suggestion, as its patron sees it. */
export function presentSuggestion(row: SuggestionRow): Suggestion {
  return {
    cod_sugestao: row.id,
    cod_campus: row.campus_id,
    nome_campus: row.campus_name,
    cod_biblioteca: row.library_id,
    desc_biblioteca: row.library_name,
    autor: row.author,
    titulo: row.title,
    edicao: row.edition,
    editor: row.publisher,
    isbn_issn: row.isbn_issn,
    periodico: row.periodical,
    outras_inf: row.other_info,
    solicitante: row.person_name,
    situacao: row.status,
    data_situacao: iso(row.status_at),
    data_cadastro: iso(row.created_at),
    quantidade: row.quantity,
    data_cotacao: row.quote_on,
    titulo_estrangeiro: row.foreign_title,
    total_entregue: row.delivered,
    previsao_entrega: row.estimated_delivery,
    cod_pedido: row.order_id,
    cod_acervo_existente: row.existing_title_id,
    mais_exemplares: row.more_copies,
    resposta: row.reply,
    historico: row.history.map((e) => ({
      situacao: e.status,
      data: iso(e.at),
      resposta: e.reply,
    })),
  };
}

function presentDesk(row: SuggestionRow): DeskSuggestion {
  return { ...presentSuggestion(row), cod_pessoa: row.person_id, login: row.login };
}

/** The patron of a private call. */
function patronOf(requester: Requester) {
  if (requester.patronId === null) throw new HttpError(401, 'login_required');
  return { personId: requester.patronId, loginId: requester.loginId };
}

/** Spec §5 "start date cannot be after end date". */
function checkDays(query: { dataIni?: string; dataFim?: string }) {
  if (query.dataIni && query.dataFim && query.dataIni > query.dataFim) {
    throw new HttpError(422, 'dates_out_of_order', 'dataIni');
  }
}

/**
 * Purchase suggestions, purchase orders, acquisition statistics and collection totals (spec §3,
 * §5, §6, §7 "Acquisition"; docs/acquisition.md). The patron is always the token's; another
 * patron's suggestion is not found.
 */
export function acquisitionService(
  repository: AcquisitionRepository,
  options: AcquisitionServiceOptions = {},
) {
  const limit = options.limit ?? SUGGESTION_OPEN_LIMIT;
  const now = () => options.now?.() ?? new Date();
  const today = () => now().toISOString().slice(0, 10);
  const db: Kysely<Database> = repository.db;

  /** Spec §5, in the form's order (library, title, editor), then the ISBN/ISSN when given. */
  async function validate(body: SuggestionBody) {
    if (!body.biblioteca) throw new HttpError(422, 'suggestion_field_required', 'biblioteca');
    const library = await repository.library(body.biblioteca);
    if (!library || (body.campus && library.campus_id !== body.campus)) {
      throw new HttpError(422, 'suggestion_library_invalid', 'biblioteca');
    }
    const title = trimmed(body.titulo);
    if (title === null) throw new HttpError(422, 'suggestion_field_required', 'titulo');
    const publisher = trimmed(body.editor);
    if (publisher === null) throw new HttpError(422, 'suggestion_field_required', 'editor');
    const isbnIssn = trimmed(body.isbn_issn);
    if (isbnIssn !== null && parseIsbnIssn(isbnIssn) === null) {
      throw new HttpError(422, 'suggestion_isbn_issn_invalid', 'isbn_issn');
    }
    return {
      campusId: library.campus_id,
      libraryId: library.id,
      title,
      publisher,
      isbnIssn,
      author: trimmed(body.autor),
      edition: trimmed(body.edicao),
      periodical: trimmed(body.periodico),
      otherInfo: trimmed(body.outras_inf),
    };
  }

  /** A patron who may suggest (activity 12), or 403. */
  async function suggester(requester: Requester) {
    const patron = patronOf(requester);
    const standing = await repository.standing(patron.personId, patron.loginId);
    if (!standing.maySuggest) throw new HttpError(403, 'suggestion_not_allowed');
    return { ...patron, professor: standing.professor };
  }

  /** Re-derives an order's status from its suggestions (order-status.ts). */
  async function refreshOrder(trx: Kysely<Database>, orderId: number) {
    const items = await repository.orderItems(trx, orderId);
    await repository.setOrderStatus(trx, orderId, orderStatus(items));
  }

  const service = {
    /** GET /unidade-informacao/sugestao-aquisicao: professor or not, open suggestions, limit. */
    async formInfo(requester: Requester): Promise<SuggestionFormInfo> {
      const { personId, professor } = await suggester(requester);
      return { professor, abertas: await repository.openCount(db, personId), limite: limit };
    },

    /**
     * Sends a purchase suggestion. One for a title the catalogue already has (same ISBN/ISSN,
     * or same folded title and author) starts as already_exists with the title's id; one asking
     * more copies of a title (cod_acervo, from its page) as pre_suggestion linked to it; any
     * other as pre_suggestion.
     *
     * @throws HttpError 403 suggestion_not_allowed without activity 12; 422
     *   suggestion_field_required (field biblioteca, titulo or editor), suggestion_library_invalid,
     *   suggestion_isbn_issn_invalid, suggestion_title_invalid (cod_acervo not a title of our
     *   collection), suggestion_limit_reached. Nothing is written then.
     */
    async submit(requester: Requester, body: SuggestionBody): Promise<Suggestion> {
      const { personId, loginId } = await suggester(requester);
      const valid = await validate(body);
      // More copies of a title we hold: linked to it, and not flagged as already held.
      const moreCopies = body.cod_acervo ?? null;
      if (moreCopies !== null && !(await repository.isLocalTitle(moreCopies))) {
        throw new HttpError(422, 'suggestion_title_invalid', 'cod_acervo');
      }
      const existing = moreCopies ?? (await findExistingTitle(repository, valid));
      const id = await db.transaction().execute(async (trx) => {
        await repository.lockPerson(trx, personId);
        if ((await repository.openCount(trx, personId)) >= limit) {
          throw new HttpError(422, 'suggestion_limit_reached');
        }
        return repository.insert(trx, {
          ...valid,
          personId,
          loginId,
          status: existing === null || moreCopies !== null ? 'pre_suggestion' : 'already_exists',
          existingTitleId: existing,
          moreCopies: moreCopies !== null,
          at: now(),
        });
      });
      return presentSuggestion((await repository.find(db, id))!);
    },

    /**
     * The patron withdraws their own suggestion while the library has not started buying it
     * (pre_suggestion, purchase_suggestion, already_exists): it becomes cancelled.
     *
     * @throws HttpError 404 unknown or another patron's suggestion (nothing changes); 422
     *   suggestion_status_invalid once it is being quoted or later.
     */
    async withdraw(requester: Requester, id: number): Promise<Suggestion> {
      const { personId } = patronOf(requester);
      await db.transaction().execute(async (trx) => {
        const current = await repository.locked(trx, id);
        if (!current || current.person_id !== personId) throw notFound();
        if (!PATRON_CANCELLABLE.includes(current.status)) {
          throw new HttpError(422, 'suggestion_status_invalid', 'cancelled');
        }
        await repository.change(trx, id, {
          status: 'cancelled',
          reply: null,
          staffId: null,
          at: now(),
        });
      });
      return presentSuggestion((await repository.find(db, id))!);
    },

    /** GET /aquisicao/sugestoes/situacao: every status, worded, with where it may go next. */
    statuses(lang: Lang): SuggestionStatusLabels {
      return SUGGESTION_STATUSES.map((status) => ({
        codigo: status,
        descricao: SUGGESTION_STATUS_LABELS[status][lang],
        aberta: OPEN.includes(status),
        seguintes: [...SUGGESTION_TRANSITIONS[status]],
      }));
    },

    /**
     * The patron's suggestions, newest first, created between dataIni and dataFim (inclusive),
     * of one status when given.
     *
     * @throws HttpError 422 dates_out_of_order.
     */
    async list(requester: Requester, query: SuggestionListQuery): Promise<Suggestion[]> {
      const { personId } = patronOf(requester);
      checkDays(query);
      const rows = await repository.list({
        personId,
        from: query.dataIni,
        to: query.dataFim,
        status: query.situacao,
      });
      return rows.map(presentSuggestion);
    },

    /**
     * The purchase orders holding the patron's suggestions, newest first, with the patron's own
     * lines (quantity ordered and delivered).
     *
     * @throws HttpError 422 dates_out_of_order.
     */
    async orders(requester: Requester, query: PurchaseOrderQuery): Promise<PurchaseOrder[]> {
      const { personId } = patronOf(requester);
      checkDays(query);
      const rows = await repository.ordersOf(personId, {
        from: query.dataIni,
        to: query.dataFim,
        status: query.situacao,
      });
      const orders = new Map<number, PurchaseOrder>();
      for (const row of rows) {
        let order = orders.get(row.id);
        if (!order) {
          order = {
            cod_pedido: row.id,
            fornecedor: row.supplier,
            cod_biblioteca: row.library_id,
            desc_biblioteca: row.library_name,
            data_pedido: row.ordered_on,
            previsao_entrega: row.estimated_delivery,
            situacao: row.status,
            itens: [],
          };
          orders.set(row.id, order);
        }
        order.itens.push({
          cod_sugestao: row.suggestion_id,
          titulo: row.title,
          situacao: row.suggestion_status,
          quantidade_pedida: row.quantity ?? 0,
          quantidade_entregue: row.delivered,
        });
      }
      return [...orders.values()];
    },

    /**
     * The library's acquisition figures: suggestions by creation month and orders by order
     * month, each by library and status (every patron's, counted: no one's data).
     *
     * @throws HttpError 422 dates_out_of_order.
     */
    async statistics(query: AcquisitionStatisticsQuery): Promise<AcquisitionStatistics> {
      checkDays(query);
      const filter = { from: query.dataIni, to: query.dataFim, libraryId: query.biblioteca };
      const [suggestions, orders] = await Promise.all([
        repository.suggestionCounts(filter),
        repository.orderCounts(filter),
      ]);
      const row = <S>(r: {
        month: string;
        library_id: number;
        library_name: string;
        status: S;
        total: string;
      }) => ({
        mes: r.month,
        cod_biblioteca: r.library_id,
        desc_biblioteca: r.library_name,
        situacao: r.status,
        total: Number(r.total),
      });
      const sugestoes = suggestions.map(row);
      const pedidos = orders.map(row);
      return {
        dataIni: query.dataIni ?? null,
        dataFim: query.dataFim ?? null,
        sugestoes,
        pedidos,
        total_sugestoes: sugestoes.reduce((sum, r) => sum + r.total, 0),
        total_pedidos: pedidos.reduce((sum, r) => sum + r.total, 0),
      };
    },

    /**
     * Collection totals: titles and copies by library and material type, copies acquired
     * between dataIni and dataFim when given; material types named in `lang`.
     *
     * @throws HttpError 422 dates_out_of_order.
     */
    async totals(query: AcquisitionStatisticsQuery, lang: Lang): Promise<CollectionTotals> {
      checkDays(query);
      const rows = await repository.collectionTotals({
        from: query.dataIni,
        to: query.dataFim,
        libraryId: query.biblioteca,
      });
      const typeName = (type: MaterialType) => materialTypeLabel(type, lang);
      const all = rows.find((r) => r.libraryId === null && r.materialType === null);
      return {
        dataIni: query.dataIni ?? null,
        dataFim: query.dataFim ?? null,
        linhas: rows
          .filter((r) => r.libraryId !== null && r.materialType !== null)
          .sort(
            (a, b) =>
              a.libraryName!.localeCompare(b.libraryName!) ||
              typeName(a.materialType!).localeCompare(typeName(b.materialType!)),
          )
          .map((r) => ({
            cod_biblioteca: r.libraryId!,
            desc_biblioteca: r.libraryName!,
            tipo_obra: r.materialType!,
            desc_tipo_obra: typeName(r.materialType!),
            titulos: r.titles,
            exemplares: r.copies,
          })),
        por_tipo: rows
          .filter((r) => r.libraryId === null && r.materialType !== null)
          .sort((a, b) => b.copies - a.copies)
          .map((r) => ({
            tipo_obra: r.materialType!,
            desc_tipo_obra: typeName(r.materialType!),
            titulos: r.titles,
            exemplares: r.copies,
          })),
        por_biblioteca: rows
          .filter((r) => r.libraryId !== null && r.materialType === null)
          .sort((a, b) => a.libraryName!.localeCompare(b.libraryName!))
          .map((r) => ({
            cod_biblioteca: r.libraryId!,
            desc_biblioteca: r.libraryName!,
            titulos: r.titles,
            exemplares: r.copies,
          })),
        total_titulos: all?.titles ?? 0,
        total_exemplares: all?.copies ?? 0,
      };
    },

    /**
     * Staff: suggestions, newest first, of one status and library when given.
     *
     * @throws HttpError 403 staff_only.
     */
    async deskList(
      requester: Requester,
      query: { situacao?: SuggestionStatus; biblioteca?: number },
    ): Promise<DeskSuggestion[]> {
      await requireStaff(db, requester);
      return service.deskSuggestions(query);
    },

    /** The desk's list once the caller is known to be staff (API above, CLI). */
    async deskSuggestions(query: {
      situacao?: SuggestionStatus;
      biblioteca?: number;
    }): Promise<DeskSuggestion[]> {
      const rows = await repository.list({ status: query.situacao, libraryId: query.biblioteca });
      return rows.map(presentDesk);
    },

    /**
     * Staff: moves a suggestion (SUGGESTION_TRANSITIONS) with a reply; see moveStatus.
     *
     * @throws HttpError 403 staff_only, and moveStatus's.
     */
    async changeStatus(
      requester: Requester,
      id: number,
      body: SuggestionStatusBody,
    ): Promise<DeskSuggestion> {
      const staffId = await requireStaff(db, requester);
      return service.moveStatus(staffId, id, body);
    },

    /**
     * Moves a suggestion to another status with the library's reply, and alerts its patron.
     * in_quote records the quote date (today); awaiting_delivery orders it — into the open
     * order cod_pedido of the same library, or a new order of supplier fornecedor — with its
     * quantity; attended/partially_attended/finished_incomplete record the copies delivered
     * (attended: all ordered unless told). The order's status follows. `staffId` null for an
     * operator's command.
     *
     * @throws HttpError 404 unknown suggestion; 422 suggestion_status_invalid;
     *   suggestion_order_required (no supplier or quantity, or an order that cannot take it).
     */
    async moveStatus(
      staffId: number | null,
      id: number,
      body: SuggestionStatusBody,
    ): Promise<DeskSuggestion> {
      await db.transaction().execute(async (trx) => {
        const current = await repository.locked(trx, id);
        if (!current) throw notFound();
        const to = body.situacao;
        if (!SUGGESTION_TRANSITIONS[current.status].includes(to)) {
          throw new HttpError(422, 'suggestion_status_invalid', to);
        }
        const quantity = body.quantidade ?? current.quantity;
        let orderId = current.order_id;
        let delivered: number | undefined;

        if (to === 'awaiting_delivery') {
          if (quantity === null)
            throw new HttpError(422, 'suggestion_order_required', 'quantidade');
          if (body.cod_pedido) {
            const order = await repository.lockedOrder(trx, body.cod_pedido);
            if (
              !order ||
              order.library_id !== current.library_id ||
              order.status === 'received' ||
              order.status === 'cancelled'
            ) {
              throw new HttpError(422, 'suggestion_order_required', 'cod_pedido');
            }
            orderId = order.id;
          } else {
            const supplier = trimmed(body.fornecedor);
            if (supplier === null) {
              throw new HttpError(422, 'suggestion_order_required', 'fornecedor');
            }
            const orderedOn = body.data_pedido ?? today();
            if (body.previsao_entrega && body.previsao_entrega < orderedOn) {
              throw new HttpError(422, 'dates_out_of_order', 'previsao_entrega');
            }
            orderId = await repository.insertOrder(trx, {
              libraryId: current.library_id,
              supplier,
              orderedOn,
              estimated: body.previsao_entrega ?? null,
            });
          }
        } else if (DELIVERED.includes(to)) {
          delivered = body.total_entregue ?? (to === 'attended' ? (quantity ?? 0) : undefined);
        }
        // A new order got its estimate when written; an existing one may be given a new one.
        const newOrder = to === 'awaiting_delivery' && !body.cod_pedido;
        if (body.previsao_entrega && orderId !== null && !newOrder) {
          await repository.setEstimatedDelivery(trx, orderId, body.previsao_entrega);
        }

        const reply = trimmed(body.resposta);
        await repository.change(trx, id, {
          status: to,
          reply,
          staffId,
          at: now(),
          quantity,
          ...(to === 'in_quote' ? { quoteOn: today() } : {}),
          ...(body.titulo_estrangeiro != null ? { foreignTitle: body.titulo_estrangeiro } : {}),
          ...(orderId !== current.order_id ? { orderId } : {}),
          ...(delivered !== undefined ? { delivered } : {}),
        });
        if (orderId !== null) await refreshOrder(trx, orderId);
        await recordAlerts(trx, [
          {
            personId: current.person_id,
            kind: 'suggestion',
            // The catalogue's title, when the library already has it: the alert links to it.
            titleId: current.existing_title_id,
            subjectId: id,
            params: { status: to, reply, title: current.title },
          },
        ]);
      });
      return presentDesk((await repository.find(db, id))!);
    },
  };
  return service;
}

export type AcquisitionService = ReturnType<typeof acquisitionService>;
