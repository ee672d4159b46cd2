import {
  ANY_CHOICE,
  LOAN_REQUEST_LIMIT,
  LOAN_REQUEST_TRANSITIONS,
  cleanPhone,
  isEmailAddress,
  type ClosedStackRefusal,
  type ClosedStackResult,
  type LoanRequest,
  type LoanRequestBody,
  type LoanRequestInfo,
  type LoanRequestListQuery,
  type LoanRequestStatusBody,
} from '@estante/contract';
import { HttpError, errorMessage, notFound, type Lang } from '../../lib/http-errors.ts';
import type { Requester } from '../../lib/requester.ts';
import { recordAlerts } from '../alerts/record.ts';
import {
  isUniqueViolation,
  type CopyChoice,
  type LoanRequestRepository,
  type LoanRequestRow,
} from './repository.ts';

/** Options of the service. */
export interface LoanRequestServiceOptions {
  /** Open requests a patron may have at once (spec §9: server-defined). */
  limit?: number;
  /** The clock. */
  now?: () => Date;
}

/** The wire form of a stored request. */
export function presentLoanRequest(row: LoanRequestRow): LoanRequest {
  return {
    cod_solicitacao: row.id,
    tipo: row.kind === 'closed_stacks' ? 'armazem' : 'emprestimo',
    cod_acervo: row.title_id,
    titulo: row.title,
    cod_biblioteca_origem: row.origin_library_id,
    desc_biblioteca_origem: row.origin_name,
    cod_biblioteca_recebimento: row.receiving_library_id,
    desc_biblioteca_recebimento: row.receiving_name,
    cod_local_recebimento: row.delivery_point_id,
    desc_local_recebimento: row.delivery_point_name,
    recebimento_textual: row.receiving_text,
    volume: row.volume,
    tomo: row.tome,
    parte: row.part,
    material_adicional: row.material,
    telefone: row.phone,
    email: row.email,
    pessoa_autorizada: row.authorised_person,
    domicilio: row.home_delivery ? row.home_address : null,
    situacao: row.status,
    data_solicitacao: new Date(row.created_at).toISOString(),
    data_situacao: new Date(row.status_at).toISOString(),
    historico: row.history.map((event) => ({
      situacao: event.status,
      data: new Date(event.at).toISOString(),
      observacao: event.note,
    })),
  };
}

const blank = (text: string | null | undefined) => !text || text.trim() === '';
const trimmed = (text: string | null | undefined) => (blank(text) ? null : text!.trim());

/** The patron of a private call (the route is private: a patron's token got here). */
function patronOf(requester: Requester): { personId: number; loginId: number | null } {
  if (requester.patronId === null) throw new HttpError(401, 'login_required');
  return { personId: requester.patronId, loginId: requester.loginId };
}

/**
 * Loan requests and closed-stack requests (spec §3, §5, §7, §8). The patron is always the
 * token's; a request id of someone else's is not found.
 */
export function loanRequestService(
  repository: LoanRequestRepository,
  options: LoanRequestServiceOptions = {},
) {
  const limit = options.limit ?? LOAN_REQUEST_LIMIT;
  const now = () => options.now?.() ?? new Date();

  /** A local title (a network record is held elsewhere) or 404. */
  async function localTitle(id: number) {
    const title = await repository.title(id);
    if (!title || title.network_institution_id !== null) throw notFound();
    return title;
  }

  /** Spec §5, in the form's order; the first failure is a 422 naming its field. */
  async function validate(titleId: number, body: LoanRequestBody) {
    if (!body.biblioteca_recebimento) {
      throw new HttpError(422, 'loan_request_receiving_required', 'biblioteca_recebimento');
    }
    const receiving = await repository.library(body.biblioteca_recebimento);
    if (!receiving) {
      throw new HttpError(422, 'loan_request_receiving_required', 'biblioteca_recebimento');
    }
    const homeAddress = body.domicilio ? trimmed(body.domicilio.endereco) : null;
    if (body.domicilio && homeAddress === null) {
      throw new HttpError(422, 'loan_request_address_required', 'domicilio.endereco');
    }
    let deliveryPointId: number | null = null;
    const receivingText = trimmed(body.recebimento_textual);
    if (body.cod_local_recebimento) {
      const point = await repository.deliveryPoint(body.cod_local_recebimento);
      if (!point || point.library_id !== receiving.id) {
        throw new HttpError(422, 'loan_request_location_required', 'cod_local_recebimento');
      }
      deliveryPointId = point.id;
    } else if (receivingText === null && homeAddress === null) {
      throw new HttpError(422, 'loan_request_location_required', 'cod_local_recebimento');
    }

    const offered = await repository.copyOptions(titleId);
    const choose = (value: string | null | undefined, among: string[], field: string) => {
      const v = value?.trim() ?? '';
      if (v === '' || (v !== ANY_CHOICE && !among.includes(v))) {
        throw new HttpError(422, 'loan_request_options_required', field);
      }
      return v;
    };
    const choice: CopyChoice = {
      volume: choose(body.volume, offered.volumes, 'volume'),
      tome: choose(body.tomo, offered.tomes, 'tomo'),
      part: choose(body.parte, offered.parts, 'parte'),
      material: choose(body.material_adicional, [], 'material_adicional'),
    };

    const email = trimmed(body.email);
    if (email === null || !isEmailAddress(email)) {
      throw new HttpError(422, 'invalid_email_address', 'email');
    }
    const phone = trimmed(body.telefone);
    if (phone === null) throw new HttpError(422, 'phone_required', 'telefone');
    if (cleanPhone(phone) !== phone) throw new HttpError(422, 'invalid_phone', 'telefone');

    return {
      receivingLibraryId: receiving.id,
      deliveryPointId,
      receivingText: deliveryPointId === null ? receivingText : null,
      homeAddress,
      choice,
      email,
      phone,
      authorisedPerson: trimmed(body.pessoa_autorizada),
    };
  }

  const service = {
    /**
     * What the loan-request form of a title offers: the libraries holding copies, the
     * receiving units with their delivery points, the copies' volumes/tomes/parts/materials,
     * and the patron's email, phone and address as defaults.
     *
     * @throws HttpError 404 when the title does not exist here.
     */
    async initialInfo(requester: Requester, titleId: number): Promise<LoanRequestInfo> {
      const { personId } = patronOf(requester);
      const title = await localTitle(titleId);
      const [origins, units, offered, person, open] = await Promise.all([
        repository.originLibraries(titleId),
        repository.receivingUnits(),
        repository.copyOptions(titleId),
        repository.person(personId),
        repository.openCount(repository.db, personId),
      ]);
      const address = person
        ? [person.street, person.complement, person.district, person.city]
            .filter((part) => !blank(part))
            .join(', ')
        : '';
      return {
        cod_acervo: title.id,
        titulo: title.title,
        bibliotecas_origem: origins.map((o) => ({
          cod_biblioteca: o.id,
          desc_biblioteca: o.name,
          exemplares: o.copies,
          disponiveis: Math.max(0, o.loanable - o.requested),
        })),
        bibliotecas_recebimento: units.map((u) => ({
          cod_biblioteca: u.id,
          desc_biblioteca: u.name,
          locais: u.points.map((p) => ({ cod_local: p.id, descricao: p.name })),
        })),
        volumes: offered.volumes,
        tomos: offered.tomes,
        partes: offered.parts,
        materiais: [],
        email: person?.email ?? null,
        telefone: person?.phone ?? null,
        endereco: address === '' ? null : address,
        solicitacoes_abertas: open,
        limite_solicitacoes: limit,
      };
    },

    /**
     * Places a loan request (spec §5 validation, then §8 refusals), in one transaction.
     *
     * @throws HttpError 404 unknown title; 422 with the first §5 failure
     *   (loan_request_receiving_required, loan_request_address_required,
     *   loan_request_location_required, loan_request_options_required, invalid_email_address,
     *   phone_required, invalid_phone); 422 loan_request_limit_or_duplicate (the open-request
     *   limit reached or an identical open request); 422 loan_request_no_copies (no copy
     *   available at the origin library, or all already requested). Nothing is written then.
     */
    async place(requester: Requester, titleId: number, body: LoanRequestBody) {
      const { personId, loginId } = patronOf(requester);
      await localTitle(titleId);
      const valid = await validate(titleId, body);
      const origin = await repository.library(body.biblioteca_origem);
      if (!origin) throw new HttpError(422, 'loan_request_no_copies', 'biblioteca_origem');

      try {
        const id = await repository.db.transaction().execute(async (trx) => {
          await repository.lockPerson(trx, personId);
          if (
            (await repository.openCount(trx, personId)) >= limit ||
            (await repository.hasIdentical(trx, personId, titleId, origin.id, valid.choice))
          ) {
            throw new HttpError(422, 'loan_request_limit_or_duplicate');
          }
          await repository.lockTitle(trx, titleId);
          const supply = await repository.supply(trx, titleId, origin.id, valid.choice, false);
          if (supply.copies === 0 || supply.requested >= supply.copies) {
            throw new HttpError(422, 'loan_request_no_copies');
          }
          return repository.insert(trx, {
            kind: 'loan',
            personId,
            loginId,
            titleId,
            originLibraryId: origin.id,
            receivingLibraryId: valid.receivingLibraryId,
            deliveryPointId: valid.deliveryPointId,
            receivingText: valid.receivingText,
            ...valid.choice,
            phone: valid.phone,
            email: valid.email,
            authorisedPerson: valid.authorisedPerson,
            homeAddress: valid.homeAddress,
            at: now(),
          });
        });
        return presentLoanRequest((await repository.find(repository.db, id))!);
      } catch (error) {
        // The unique index: the same request sent twice at once.
        if (isUniqueViolation(error)) throw new HttpError(422, 'loan_request_limit_or_duplicate');
        throw error;
      }
    },

    /**
     * The patron's requests, newest first; dataIni/dataFim bound the request date (inclusive),
     * status keeps one status.
     *
     * @throws HttpError 422 dates_out_of_order when dataIni is after dataFim.
     */
    async list(requester: Requester, query: LoanRequestListQuery): Promise<LoanRequest[]> {
      const { personId } = patronOf(requester);
      if (query.dataIni && query.dataFim && query.dataIni > query.dataFim) {
        throw new HttpError(422, 'dates_out_of_order', 'dataIni');
      }
      const rows = await repository.list(personId, {
        from: query.dataIni,
        to: query.dataFim,
        status: query.status,
      });
      return rows.map(presentLoanRequest);
    },

    /**
     * Asks a library's closed stacks for the basket's titles: one request per title, received
     * at the library's first delivery point with the patron's email and phone. Titles that
     * cannot be asked for are answered with the reason; the others are requested.
     *
     * @throws HttpError 404 unknown library; 422 closed_stacks_unavailable when it has no
     *   closed stacks.
     */
    async closedStacks(
      requester: Requester,
      libraryId: number,
      basket: number[],
      lang: Lang,
    ): Promise<ClosedStackResult> {
      const { personId, loginId } = patronOf(requester);
      const library = await repository.library(libraryId);
      if (!library) throw notFound();
      if (!library.has_closed_stacks) {
        throw new HttpError(422, 'closed_stacks_unavailable', 'cod_biblioteca');
      }
      const [person, units] = await Promise.all([
        repository.person(personId),
        repository.receivingUnits(),
      ]);
      const point = units.find((u) => u.id === library.id)?.points[0] ?? null;
      const none: CopyChoice = {
        volume: ANY_CHOICE,
        tome: ANY_CHOICE,
        part: ANY_CHOICE,
        material: ANY_CHOICE,
      };
      const result: ClosedStackResult = { solicitados: [], nao_solicitados: [] };
      const refuse = (titleId: number, motivo: ClosedStackRefusal) => {
        const key =
          motivo === 'not_found'
            ? 'not_found'
            : motivo === 'duplicate' || motivo === 'limit'
              ? 'loan_request_limit_or_duplicate'
              : 'loan_request_no_copies';
        result.nao_solicitados.push({
          cod_acervo: titleId,
          motivo,
          mensagem: errorMessage(key, lang),
        });
      };

      for (const titleId of [...new Set(basket)]) {
        const title = await repository.title(titleId);
        if (!title || title.network_institution_id !== null) {
          refuse(titleId, 'not_found');
          continue;
        }
        try {
          const outcome = await repository.db.transaction().execute(async (trx) => {
            await repository.lockPerson(trx, personId);
            if ((await repository.openCount(trx, personId)) >= limit) return 'limit' as const;
            if (await repository.hasIdentical(trx, personId, titleId, library.id, none)) {
              return 'duplicate' as const;
            }
            await repository.lockTitle(trx, titleId);
            const supply = await repository.supply(trx, titleId, library.id, none, true);
            if (supply.copies === 0) return 'no_closed_stack_copies' as const;
            if (supply.requested >= supply.copies) return 'all_requested' as const;
            return repository.insert(trx, {
              kind: 'closed_stacks',
              personId,
              loginId,
              titleId,
              originLibraryId: library.id,
              receivingLibraryId: library.id,
              deliveryPointId: point?.id ?? null,
              receivingText: null,
              ...none,
              phone: person?.phone ?? null,
              email: person?.email ?? null,
              authorisedPerson: null,
              homeAddress: null,
              at: now(),
            });
          });
          if (typeof outcome === 'number') {
            result.solicitados.push({ cod_acervo: titleId, cod_solicitacao: outcome });
          } else refuse(titleId, outcome);
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
          refuse(titleId, 'duplicate');
        }
      }
      return result;
    },

    /**
     * Staff: moves a request to another status (LOAN_REQUEST_TRANSITIONS), recording who and
     * why in its history.
     *
     * @throws HttpError 403 staff_only for a patron without a staff role; 404 unknown request;
     *   422 loan_request_status_invalid when the status cannot follow the current one.
     */
    async changeStatus(
      requester: Requester,
      id: number,
      body: LoanRequestStatusBody,
    ): Promise<LoanRequest> {
      const { personId } = patronOf(requester);
      const staff = await repository.person(personId);
      if (!staff?.staff_role) throw new HttpError(403, 'staff_only');
      return service.moveStatus(personId, id, body);
    },

    /**
     * The desk's status change once the caller is known to be staff (the API above, `npm run
     * desk -- loan-request`); `staffId` null for an operator's command.
     *
     * @throws HttpError 404 unknown request; 422 loan_request_status_invalid.
     */
    async moveStatus(
      staffId: number | null,
      id: number,
      body: LoanRequestStatusBody,
    ): Promise<LoanRequest> {
      await repository.db.transaction().execute(async (trx) => {
        const current = await repository.lockedStatus(trx, id);
        if (!current) throw notFound();
        if (!LOAN_REQUEST_TRANSITIONS[current.status].includes(body.situacao)) {
          throw new HttpError(422, 'loan_request_status_invalid', body.situacao);
        }
        await repository.setStatus(
          trx,
          id,
          body.situacao,
          staffId,
          trimmed(body.observacao),
          now(),
        );
        // The patron hears of it in the personal area's Alerts, with the change itself.
        const moved = await repository.find(trx, id);
        if (moved) {
          await recordAlerts(trx, [
            {
              personId: moved.person_id,
              kind: 'loan_request',
              titleId: moved.title_id,
              subjectId: id,
              params: { status: body.situacao, title: moved.title },
            },
          ]);
        }
      });
      return presentLoanRequest((await repository.find(repository.db, id))!);
    },

    /**
     * The desk's list of open requests (waiting, in transit, available), oldest first, with
     * whose they are; one patron's when `personId` is given (the desk found them by login).
     */
    async openRequests(personId?: number): Promise<{ request: LoanRequest; patron: string }[]> {
      const rows = await repository.listOpen(personId);
      return rows.map((row) => ({ request: presentLoanRequest(row), patron: row.person_name }));
    },
  };
  return service;
}

export type LoanRequestService = ReturnType<typeof loanRequestService>;
