import type { RequestStatus, RequestType } from '@estante/contract';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { BibliographicRequestTable, Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export type RequestRow = Selectable<BibliographicRequestTable>;

/** A request to write. */
export interface NewRequest {
  personId: number;
  kind: RequestType;
  subtype: string | null;
  data: Record<string, unknown>;
  summary: string;
  at: Date;
}

/** Filters of the patron's list. */
export interface RequestFilter {
  status?: RequestStatus;
  /** Inclusive days (YYYY-MM-DD) of the request date, in the server's time zone. */
  from?: string;
  to?: string;
}

/** SQL of bibliographic requests. */
export function requestRepository(db: Kysely<Database>) {
  return {
    db,

    /** Serialises one patron's requests (the limit check and the insert). */
    async lockPerson(trx: Transaction<Database>, personId: number) {
      await trx
        .selectFrom('person')
        .select('id')
        .where('id', '=', personId)
        .forUpdate()
        .executeTakeFirst();
    },

    /** The patron's awaiting requests of a kind. */
    async openCount(q: Db, personId: number, kind: RequestType): Promise<number> {
      const row = await q
        .selectFrom('bibliographic_request')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('person_id', '=', personId)
        .where('kind', '=', kind)
        .where('status', '=', 'awaiting')
        .executeTakeFirstOrThrow();
      return row.n;
    },

    async insert(trx: Db, request: NewRequest): Promise<number> {
      const row = await trx
        .insertInto('bibliographic_request')
        .values({
          person_id: request.personId,
          kind: request.kind,
          subtype: request.subtype,
          data: JSON.stringify(request.data),
          summary: request.summary,
          created_at: request.at,
          status_at: request.at,
          card_status: request.kind === 'ficha-catalografica' ? 'pending_review' : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** One request, or undefined; `personId` restricts it to that patron's. */
    find(q: Db, id: number, personId?: number) {
      let query = q.selectFrom('bibliographic_request').selectAll().where('id', '=', id);
      if (personId !== undefined) query = query.where('person_id', '=', personId);
      return query.executeTakeFirst();
    },

    /** The same, locked for an answer. */
    locked(trx: Transaction<Database>, id: number) {
      return trx
        .selectFrom('bibliographic_request')
        .selectAll()
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
    },

    /** The patron's requests of a kind, newest first. */
    list(personId: number, kind: RequestType, filter: RequestFilter) {
      let query = db
        .selectFrom('bibliographic_request')
        .selectAll()
        .where('person_id', '=', personId)
        .where('kind', '=', kind);
      if (filter.status) query = query.where('status', '=', filter.status);
      if (filter.from) query = query.where(sql<boolean>`created_at::date >= ${filter.from}::date`);
      if (filter.to) query = query.where(sql<boolean>`created_at::date <= ${filter.to}::date`);
      return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(500).execute();
    },

    /** Awaiting requests, oldest first, with whose they are; one kind when given. */
    listAwaiting(kind?: RequestType) {
      let query = db
        .selectFrom('bibliographic_request as r')
        .innerJoin('person as p', 'p.id', 'r.person_id')
        .selectAll('r')
        .select('p.name as person_name')
        .where('r.status', '=', 'awaiting');
      if (kind) query = query.where('r.kind', '=', kind);
      return query.orderBy('r.created_at').orderBy('r.id').limit(500).execute();
    },

    /** Records staff's answer. */
    async answer(
      trx: Db,
      id: number,
      answer: {
        status: 'finished' | 'not_finished';
        reply: string | null;
        deliveryUrl: string | null;
        staffId: number | null;
        at: Date;
      },
    ) {
      await trx
        .updateTable('bibliographic_request')
        .set({
          status: answer.status,
          reply: answer.reply,
          delivery_url: answer.deliveryUrl,
          answered_by: answer.staffId,
          status_at: answer.at,
        })
        .where('id', '=', id)
        .execute();
    },

    /** Releases a catalogue card with its (corrected) data, finishing the request. */
    async releaseCard(
      trx: Db,
      id: number,
      release: {
        data: Record<string, unknown>;
        summary: string;
        reply: string | null;
        staffId: number | null;
        at: Date;
      },
    ) {
      await trx
        .updateTable('bibliographic_request')
        .set({
          data: JSON.stringify(release.data),
          summary: release.summary,
          status: 'finished',
          reply: release.reply,
          answered_by: release.staffId,
          status_at: release.at,
          card_status: 'released',
          card_released_at: release.at,
        })
        .where('id', '=', id)
        .execute();
    },

    /** The patron's email and phone, for the inter-library loan form. */
    person(personId: number) {
      return db
        .selectFrom('person')
        .select(['id', 'name', 'email', 'phone'])
        .where('id', '=', personId)
        .executeTakeFirst();
    },

    /** Partner institutions of inter-library loans: the network catalogue's. */
    institutions() {
      return db.selectFrom('network_institution').select(['id', 'name']).orderBy('name').execute();
    },

    institution(id: number) {
      return db
        .selectFrom('network_institution')
        .select(['id', 'name'])
        .where('id', '=', id)
        .executeTakeFirst();
    },
  };
}

export type RequestRepository = ReturnType<typeof requestRepository>;
