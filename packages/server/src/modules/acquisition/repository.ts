import {
  ACTIVITY,
  OPEN_SUGGESTION_STATUSES,
  type MaterialType,
  type OrderStatus,
  type SuggestionStatus,
} from '@estante/contract';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** A suggestion to write. */
export interface NewSuggestion {
  personId: number;
  loginId: number | null;
  campusId: number | null;
  libraryId: number;
  author: string | null;
  title: string;
  edition: string | null;
  publisher: string;
  isbnIssn: string | null;
  periodical: string | null;
  otherInfo: string | null;
  status: SuggestionStatus;
  existingTitleId: number | null;
  /** Asked for more copies of existingTitleId (default false). */
  moreCopies?: boolean;
  at: Date;
}

/** Filters of a suggestion list. */
export interface SuggestionFilter {
  personId?: number;
  from?: string;
  to?: string;
  status?: SuggestionStatus;
  libraryId?: number;
}

/** The changes of a status move. */
export interface SuggestionChange {
  status: SuggestionStatus;
  reply: string | null;
  staffId: number | null;
  at: Date;
  quantity?: number | null;
  quoteOn?: string | null;
  foreignTitle?: boolean;
  orderId?: number | null;
  delivered?: number;
}

/** A date column's day (the session's time zone: the libraries'), between two inclusive days. */
const withinDays = (column: string, from?: string, to?: string) => {
  const day = sql<string>`${sql.ref(column)}::date`;
  return [
    from === undefined ? null : sql<boolean>`${day} >= ${from}::date`,
    to === undefined ? null : sql<boolean>`${day} <= ${to}::date`,
  ].filter((c) => c !== null);
};

/** SQL of purchase suggestions, purchase orders, acquisition statistics and totals. */
export function acquisitionRepository(db: Kysely<Database>) {
  const rowsQuery = (q: Db) =>
    q
      .selectFrom('purchase_suggestion as s')
      .innerJoin('library as l', 'l.id', 's.library_id')
      .innerJoin('person as p', 'p.id', 's.person_id')
      .leftJoin('campus as c', 'c.id', 's.campus_id')
      .leftJoin('purchase_order as o', 'o.id', 's.order_id')
      .leftJoin('person_login as pl', 'pl.id', 's.login_id')
      .select([
        's.id',
        's.person_id',
        'p.name as person_name',
        'pl.login',
        's.campus_id',
        'c.name as campus_name',
        's.library_id',
        'l.name as library_name',
        's.author',
        's.title',
        's.edition',
        's.publisher',
        's.isbn_issn',
        's.periodical',
        's.other_info',
        's.status',
        's.status_at',
        's.created_at',
        's.quantity',
        sql<string | null>`to_char(s.quote_on, 'YYYY-MM-DD')`.as('quote_on'),
        's.foreign_title',
        's.delivered',
        's.order_id',
        sql<string | null>`to_char(o.estimated_delivery, 'YYYY-MM-DD')`.as('estimated_delivery'),
        's.existing_title_id',
        's.more_copies',
        's.reply',
      ]);

  async function withHistory<R extends { id: number }>(q: Db, rows: R[]) {
    if (rows.length === 0) return [];
    const events = await q
      .selectFrom('purchase_suggestion_event')
      .select(['suggestion_id', 'status', 'at', 'reply'])
      .where(
        'suggestion_id',
        'in',
        rows.map((r) => r.id),
      )
      .orderBy('at')
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      ...row,
      history: events.filter((e) => e.suggestion_id === row.id),
    }));
  }

  return {
    db,

    /**
     * Whether the patron, as signed in, may suggest (activity 12 in the login's category; every
     * login of the person when the token names none) and is a professor (category code 04).
     */
    async standing(personId: number, loginId: number | null) {
      const categories = await db
        .selectFrom('person_login as pl')
        .innerJoin('patron_category as c', 'c.id', 'pl.category_id')
        .select([
          'c.login_suffix',
          sql<boolean>`exists (select 1 from category_activity ca
            where ca.category_id = c.id and ca.activity_code = ${ACTIVITY.purchaseSuggestion})`.as(
            'may_suggest',
          ),
        ])
        .where('pl.person_id', '=', personId)
        .$if(loginId !== null, (w) => w.where('pl.id', '=', loginId!))
        .execute();
      return {
        maySuggest: categories.some((c) => c.may_suggest),
        professor: categories.some((c) => c.login_suffix === '04'),
      };
    },

    /** A library with its campus, or undefined. */
    library(id: number) {
      return db
        .selectFrom('library')
        .select(['id', 'name', 'campus_id'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** Whether a title of our own collection (not the network catalogue's) has this id. */
    async isLocalTitle(id: number): Promise<boolean> {
      const row = await db
        .selectFrom('title')
        .select('id')
        .where('id', '=', id)
        .where('network_institution_id', 'is', null)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Locks the person's row: one suggestion at a time per patron (the open limit). */
    async lockPerson(q: Db, personId: number) {
      await q.selectFrom('person').select('id').where('id', '=', personId).forUpdate().execute();
    },

    /** The patron's open suggestions (OPEN_SUGGESTION_STATUSES). */
    async openCount(q: Db, personId: number): Promise<number> {
      const row = await q
        .selectFrom('purchase_suggestion')
        .select(q.fn.countAll<string>().as('n'))
        .where('person_id', '=', personId)
        .where('status', 'in', [...OPEN_SUGGESTION_STATUSES])
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Local titles with one of these ISBNs (both forms) or this ISSN, first by id. */
    async titleByCode(kind: 'isbn' | 'issn', forms: string[]) {
      const row = await db
        .selectFrom('title')
        .select('id')
        .where('network_institution_id', 'is', null)
        .where(
          kind === 'isbn'
            ? sql<boolean>`isbns && ${sql.val(forms)}::text[]`
            : sql<boolean>`issns && ${sql.val(forms)}::text[]`,
        )
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      return row?.id ?? null;
    },

    /**
     * Local titles whose folded title (discovery_fold, indexed) is one of these texts, with
     * their authors and statement of responsibility for the caller to compare.
     */
    titlesByFoldedTitle(texts: string[]) {
      return db
        .selectFrom('title')
        .select(['id', 'authors', 'responsibility'])
        .where('network_institution_id', 'is', null)
        .where(
          sql<string>`discovery_fold(title)`,
          'in',
          texts.map((t) => sql<string>`discovery_fold(${t})`),
        )
        .orderBy('id')
        .limit(50)
        .execute();
    },

    /** Writes a suggestion and its first event; answers its id. */
    async insert(q: Db, s: NewSuggestion): Promise<number> {
      const { id } = await q
        .insertInto('purchase_suggestion')
        .values({
          person_id: s.personId,
          login_id: s.loginId,
          campus_id: s.campusId,
          library_id: s.libraryId,
          author: s.author,
          title: s.title,
          edition: s.edition,
          publisher: s.publisher,
          isbn_issn: s.isbnIssn,
          periodical: s.periodical,
          other_info: s.otherInfo,
          status: s.status,
          existing_title_id: s.existingTitleId,
          more_copies: s.moreCopies ?? false,
          created_at: s.at,
          status_at: s.at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await q
        .insertInto('purchase_suggestion_event')
        .values({ suggestion_id: id, status: s.status, at: s.at, staff_id: null, reply: null })
        .execute();
      return id;
    },

    /** One suggestion with its history, or undefined. */
    async find(q: Db, id: number) {
      const row = await rowsQuery(q).where('s.id', '=', id).executeTakeFirst();
      return row ? (await withHistory(q, [row]))[0] : undefined;
    },

    /** Suggestions by filter, newest first (at most 500). */
    async list(filter: SuggestionFilter) {
      const rows = await rowsQuery(db)
        .$if(filter.personId !== undefined, (w) => w.where('s.person_id', '=', filter.personId!))
        .$if(filter.status !== undefined, (w) => w.where('s.status', '=', filter.status!))
        .$if(filter.libraryId !== undefined, (w) => w.where('s.library_id', '=', filter.libraryId!))
        .where((eb) => eb.and(withinDays('s.created_at', filter.from, filter.to)))
        .orderBy('s.created_at', 'desc')
        .orderBy('s.id', 'desc')
        .limit(500)
        .execute();
      return withHistory(db, rows);
    },

    /** The suggestion locked for a change (staff), or undefined. */
    locked(q: Db, id: number) {
      return q
        .selectFrom('purchase_suggestion')
        .select([
          'id',
          'person_id',
          'status',
          'library_id',
          'title',
          'order_id',
          'quantity',
          'existing_title_id',
        ])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
    },

    /** Moves a suggestion and records the event. */
    async change(q: Db, id: number, c: SuggestionChange) {
      await q
        .updateTable('purchase_suggestion')
        .set({
          status: c.status,
          status_at: c.at,
          reply: c.reply,
          ...(c.quantity !== undefined ? { quantity: c.quantity } : {}),
          ...(c.quoteOn !== undefined ? { quote_on: c.quoteOn } : {}),
          ...(c.foreignTitle !== undefined ? { foreign_title: c.foreignTitle } : {}),
          ...(c.orderId !== undefined ? { order_id: c.orderId } : {}),
          ...(c.delivered !== undefined ? { delivered: c.delivered } : {}),
        })
        .where('id', '=', id)
        .execute();
      await q
        .insertInto('purchase_suggestion_event')
        .values({
          suggestion_id: id,
          status: c.status,
          at: c.at,
          staff_id: c.staffId,
          reply: c.reply,
        })
        .execute();
    },

    /** A purchase order, locked, or undefined. */
    lockedOrder(q: Db, id: number) {
      return q
        .selectFrom('purchase_order')
        .select(['id', 'library_id', 'status'])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
    },

    /** Writes a purchase order; answers its id. */
    async insertOrder(
      q: Db,
      order: { libraryId: number; supplier: string; orderedOn: string; estimated: string | null },
    ): Promise<number> {
      const { id } = await q
        .insertInto('purchase_order')
        .values({
          library_id: order.libraryId,
          supplier: order.supplier,
          ordered_on: order.orderedOn,
          estimated_delivery: order.estimated,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    /** Sets an order's estimated delivery. */
    async setEstimatedDelivery(q: Db, orderId: number, day: string) {
      await q
        .updateTable('purchase_order')
        .set({ estimated_delivery: day })
        .where('id', '=', orderId)
        .execute();
    },

    /** The statuses and deliveries of an order's suggestions. */
    orderItems(q: Db, orderId: number) {
      return q
        .selectFrom('purchase_suggestion')
        .select(['status', 'delivered'])
        .where('order_id', '=', orderId)
        .execute();
    },

    async setOrderStatus(q: Db, orderId: number, status: OrderStatus) {
      await q.updateTable('purchase_order').set({ status }).where('id', '=', orderId).execute();
    },

    /**
     * The orders holding the patron's suggestions, newest first, each with the patron's own
     * lines only; dataIni/dataFim bound the order date.
     */
    async ordersOf(personId: number, filter: { from?: string; to?: string; status?: OrderStatus }) {
      const rows = await db
        .selectFrom('purchase_order as o')
        .innerJoin('purchase_suggestion as s', 's.order_id', 'o.id')
        .innerJoin('library as l', 'l.id', 'o.library_id')
        .select([
          'o.id',
          'o.supplier',
          'o.library_id',
          'l.name as library_name',
          sql<string>`to_char(o.ordered_on, 'YYYY-MM-DD')`.as('ordered_on'),
          sql<string | null>`to_char(o.estimated_delivery, 'YYYY-MM-DD')`.as('estimated_delivery'),
          'o.status',
          's.id as suggestion_id',
          's.title',
          's.status as suggestion_status',
          's.quantity',
          's.delivered',
        ])
        .where('s.person_id', '=', personId)
        .$if(filter.from !== undefined, (w) =>
          w.where(sql<boolean>`o.ordered_on >= ${filter.from}::date`),
        )
        .$if(filter.to !== undefined, (w) =>
          w.where(sql<boolean>`o.ordered_on <= ${filter.to}::date`),
        )
        .$if(filter.status !== undefined, (w) => w.where('o.status', '=', filter.status!))
        .orderBy('o.ordered_on', 'desc')
        .orderBy('o.id', 'desc')
        .orderBy('s.id')
        .limit(1000)
        .execute();
      return rows;
    },

    /** Suggestions counted by creation month (UTC), library and status. */
    suggestionCounts(filter: { from?: string; to?: string; libraryId?: number }) {
      return db
        .selectFrom('purchase_suggestion as s')
        .innerJoin('library as l', 'l.id', 's.library_id')
        .select([
          sql<string>`to_char(s.created_at, 'YYYY-MM')`.as('month'),
          's.library_id',
          'l.name as library_name',
          's.status',
          sql<string>`count(*)`.as('total'),
        ])
        .where((eb) => eb.and(withinDays('s.created_at', filter.from, filter.to)))
        .$if(filter.libraryId !== undefined, (w) => w.where('s.library_id', '=', filter.libraryId!))
        .groupBy(['month', 's.library_id', 'l.name', 's.status'])
        .orderBy('month')
        .orderBy('l.name')
        .orderBy('s.status')
        .execute();
    },

    /** Purchase orders counted by order month, library and status. */
    orderCounts(filter: { from?: string; to?: string; libraryId?: number }) {
      return db
        .selectFrom('purchase_order as o')
        .innerJoin('library as l', 'l.id', 'o.library_id')
        .select([
          sql<string>`to_char(o.ordered_on, 'YYYY-MM')`.as('month'),
          'o.library_id',
          'l.name as library_name',
          'o.status',
          sql<string>`count(*)`.as('total'),
        ])
        .$if(filter.from !== undefined, (w) =>
          w.where(sql<boolean>`o.ordered_on >= ${filter.from}::date`),
        )
        .$if(filter.to !== undefined, (w) =>
          w.where(sql<boolean>`o.ordered_on <= ${filter.to}::date`),
        )
        .$if(filter.libraryId !== undefined, (w) => w.where('o.library_id', '=', filter.libraryId!))
        .groupBy(['month', 'o.library_id', 'l.name', 'o.status'])
        .orderBy('month')
        .orderBy('l.name')
        .orderBy('o.status')
        .execute();
    },

    /**
     * Titles (distinct) and copies of the local collection, grouped by library and material
     * type, by material type alone, by library alone, and overall (GROUPING SETS: one scan);
     * copies acquired (copy.acquired_on) within the days when given — a copy without an
     * acquisition date then does not count.
     */
    async collectionTotals(filter: { from?: string; to?: string; libraryId?: number }) {
      const { rows } = await sql<{
        library_id: number | null;
        material_type: MaterialType | null;
        titles: string;
        copies: string;
      }>`
        SELECT c.library_id, t.material_type,
               count(DISTINCT c.title_id) AS titles, count(*) AS copies
        FROM copy c JOIN title t ON t.id = c.title_id
        WHERE t.network_institution_id IS NULL
          AND (${filter.from ?? null}::date IS NULL OR c.acquired_on >= ${filter.from ?? null}::date)
          AND (${filter.to ?? null}::date IS NULL OR c.acquired_on <= ${filter.to ?? null}::date)
          AND (${filter.libraryId ?? null}::int IS NULL OR c.library_id = ${filter.libraryId ?? null}::int)
        GROUP BY GROUPING SETS ((c.library_id, t.material_type), (t.material_type), (c.library_id), ())
      `.execute(db);
      const libraries = await db.selectFrom('library').select(['id', 'name']).execute();
      const nameOf = new Map(libraries.map((l) => [l.id, l.name]));
      const counted = rows.map((r) => ({
        libraryId: r.library_id,
        libraryName: r.library_id === null ? null : (nameOf.get(r.library_id) ?? ''),
        materialType: r.material_type,
        titles: Number(r.titles),
        copies: Number(r.copies),
      }));
      return counted;
    },
  };
}

export type AcquisitionRepository = ReturnType<typeof acquisitionRepository>;
export type SuggestionRow = NonNullable<Awaited<ReturnType<AcquisitionRepository['find']>>>;
