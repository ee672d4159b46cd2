import { OPEN_LOAN_REQUEST_STATUSES } from '@estante/contract';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, LoanRequestStatus } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The choices that make two requests identical besides patron, title and library. */
export interface CopyChoice {
  volume: string;
  tome: string;
  part: string;
  material: string;
}

/** A request to write. */
export interface NewLoanRequest extends CopyChoice {
  kind: 'loan' | 'closed_stacks';
  personId: number;
  loginId: number | null;
  titleId: number;
  originLibraryId: number;
  receivingLibraryId: number;
  deliveryPointId: number | null;
  receivingText: string | null;
  phone: string | null;
  email: string | null;
  authorisedPerson: string | null;
  homeAddress: string | null;
  at: Date;
}

/** Filters of the patron's list. */
export interface LoanRequestFilter {
  from?: string;
  to?: string;
  status?: LoanRequestStatus;
}

const OPEN = [...OPEN_LOAN_REQUEST_STATUSES];

/** A unique index refused the row (PostgreSQL 23505). */
export const isUniqueViolation = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === '23505';

/** A filter of copies by the chosen volume/tome/part ('*' = any). */
const matchesChoice = (choice: Pick<CopyChoice, 'volume' | 'tome' | 'part'>) =>
  sql<boolean>`(${choice.volume} = '*' OR coalesce(c.volume, '') = ${choice.volume})
    AND (${choice.tome} = '*' OR coalesce(c.tome, '') = ${choice.tome})
    AND (${choice.part} = '*' OR coalesce(c.part, '') = ${choice.part})`;

/** Open requests that could take the same copies as this choice ('*' meets anything). */
const competesWith = (choice: Pick<CopyChoice, 'volume' | 'tome' | 'part'>) =>
  sql<boolean>`(${choice.volume} = '*' OR volume = '*' OR volume = ${choice.volume})
    AND (${choice.tome} = '*' OR tome = '*' OR tome = ${choice.tome})
    AND (${choice.part} = '*' OR part = '*' OR part = ${choice.part})`;

/** SQL of loan requests, closed-stack requests and delivery points. */
export function loanRequestRepository(db: Kysely<Database>) {
  const rowsQuery = (q: Db) =>
    q
      .selectFrom('loan_request as r')
      .innerJoin('title as t', 't.id', 'r.title_id')
      .innerJoin('library as o', 'o.id', 'r.origin_library_id')
      .innerJoin('library as v', 'v.id', 'r.receiving_library_id')
      .leftJoin('delivery_point as d', 'd.id', 'r.delivery_point_id')
      .select([
        'r.id',
        'r.kind',
        'r.person_id',
        'r.title_id',
        't.title',
        'r.origin_library_id',
        'o.name as origin_name',
        'r.receiving_library_id',
        'v.name as receiving_name',
        'r.delivery_point_id',
        'd.name as delivery_point_name',
        'r.receiving_text',
        'r.volume',
        'r.tome',
        'r.part',
        'r.material',
        'r.phone',
        'r.email',
        'r.authorised_person',
        'r.home_delivery',
        'r.home_address',
        'r.status',
        'r.created_at',
        'r.status_at',
      ]);

  async function withHistory<R extends { id: number }>(q: Db, rows: R[]) {
    if (rows.length === 0) return [];
    const events = await q
      .selectFrom('loan_request_event')
      .select(['loan_request_id', 'status', 'at', 'note'])
      .where(
        'loan_request_id',
        'in',
        rows.map((r) => r.id),
      )
      .orderBy('at')
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      ...row,
      history: events.filter((e) => e.loan_request_id === row.id),
    }));
  }

  return {
    db,

    /** The title (local records only: a network record is not held here), or undefined. */
    title(id: number) {
      return db
        .selectFrom('title')
        .select(['id', 'title', 'network_institution_id'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** Libraries holding copies of the title, with copies that could be lent now. */
    originLibraries(titleId: number) {
      return db
        .selectFrom('copy as c')
        .innerJoin('library as l', 'l.id', 'c.library_id')
        .select([
          'l.id',
          'l.name',
          sql<number>`count(*)::int`.as('copies'),
          sql<number>`(count(*) FILTER (WHERE c.status = 'available' AND c.loan_type <> 'reference'))::int`.as(
            'loanable',
          ),
          sql<number>`(SELECT count(*)::int FROM loan_request r WHERE r.title_id = ${titleId}
            AND r.origin_library_id = l.id AND r.status IN ('waiting', 'in_transit', 'available'))`.as(
            'requested',
          ),
        ])
        .where('c.title_id', '=', titleId)
        .groupBy(['l.id', 'l.name'])
        .orderBy('l.name')
        .execute();
    },

    /** Distinct volumes, tomes and parts of the title's copies. */
    async copyOptions(titleId: number) {
      const rows = await db
        .selectFrom('copy')
        .select(['volume', 'tome', 'part'])
        .where('title_id', '=', titleId)
        .distinct()
        .execute();
      const distinct = (values: (string | null)[]) =>
        [...new Set(values.filter((v): v is string => !!v && v.trim() !== ''))].sort((a, b) =>
          a.localeCompare(b, 'pt', { numeric: true }),
        );
      return {
        volumes: distinct(rows.map((r) => r.volume)),
        tomes: distinct(rows.map((r) => r.tome)),
        parts: distinct(rows.map((r) => r.part)),
      };
    },

    /** Every library with its active delivery points, by name. */
    async receivingUnits() {
      const rows = await db
        .selectFrom('library as l')
        .leftJoin('delivery_point as d', (join) =>
          join.onRef('d.library_id', '=', 'l.id').on('d.active', '=', true),
        )
        .select(['l.id', 'l.name', 'd.id as point_id', 'd.name as point_name', 'd.position'])
        .orderBy('l.name')
        .orderBy('d.position')
        .orderBy('d.id')
        .execute();
      const units = new Map<
        number,
        { id: number; name: string; points: { id: number; name: string }[] }
      >();
      for (const row of rows) {
        const unit = units.get(row.id) ?? { id: row.id, name: row.name, points: [] };
        units.set(row.id, unit);
        if (row.point_id !== null && row.point_name !== null) {
          unit.points.push({ id: row.point_id, name: row.point_name });
        }
      }
      return [...units.values()];
    },

    library(id: number) {
      return db
        .selectFrom('library')
        .select(['id', 'name', 'has_closed_stacks'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    deliveryPoint(id: number) {
      return db
        .selectFrom('delivery_point')
        .select(['id', 'library_id', 'name'])
        .where('id', '=', id)
        .where('active', '=', true)
        .executeTakeFirst();
    },

    /** The patron's contact defaults. */
    person(id: number) {
      return db
        .selectFrom('person')
        .select(['id', 'email', 'phone', 'street', 'complement', 'district', 'city', 'staff_role'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** The patron's open requests (against the limit). */
    async openCount(q: Db, personId: number) {
      const row = await q
        .selectFrom('loan_request')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('person_id', '=', personId)
        .where('status', 'in', OPEN)
        .executeTakeFirstOrThrow();
      return row.n;
    },

    /** Whether the patron has an open request identical to this one. */
    async hasIdentical(
      q: Db,
      personId: number,
      titleId: number,
      libraryId: number,
      choice: CopyChoice,
    ) {
      const row = await q
        .selectFrom('loan_request')
        .select('id')
        .where('person_id', '=', personId)
        .where('title_id', '=', titleId)
        .where('origin_library_id', '=', libraryId)
        .where('volume', '=', choice.volume)
        .where('tome', '=', choice.tome)
        .where('part', '=', choice.part)
        .where('material', '=', choice.material)
        .where('status', 'in', OPEN)
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * Copies of the title at the library that could go out for a request, and open requests on
     * them: for a loan request, the available copies that may be lent (not reference only); for
     * a closed-stack request (`closedStacksOnly`), the available copies kept there, reference
     * ones included — the stacks send them to the library's desk, where a reference copy is
     * read in the library.
     */
    async supply(
      q: Db,
      titleId: number,
      libraryId: number,
      choice: Pick<CopyChoice, 'volume' | 'tome' | 'part'>,
      closedStacksOnly: boolean,
    ) {
      const copies = await q
        .selectFrom('copy as c')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('c.title_id', '=', titleId)
        .where('c.library_id', '=', libraryId)
        .where('c.status', '=', 'available')
        .$if(!closedStacksOnly, (w) => w.where('c.loan_type', '<>', 'reference'))
        .$if(closedStacksOnly, (w) => w.where('c.in_closed_stacks', '=', true))
        .where(matchesChoice(choice))
        .executeTakeFirstOrThrow();
      const requested = await q
        .selectFrom('loan_request')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('title_id', '=', titleId)
        .where('origin_library_id', '=', libraryId)
        .where('status', 'in', OPEN)
        .where(competesWith(choice))
        .executeTakeFirstOrThrow();
      return { copies: copies.n, requested: requested.n };
    },

    /** Serialises requests of one title (the last copy goes to one patron). */
    async lockTitle(q: Db, titleId: number) {
      await sql`SELECT pg_advisory_xact_lock(${7_023}, ${titleId})`.execute(q);
    },

    /** Serialises one patron's requests (the limit holds under parallel calls). */
    async lockPerson(q: Db, personId: number) {
      await sql`SELECT pg_advisory_xact_lock(${7_024}, ${personId})`.execute(q);
    },

    async insert(q: Db, request: NewLoanRequest) {
      const { id } = await q
        .insertInto('loan_request')
        .values({
          kind: request.kind,
          person_id: request.personId,
          login_id: request.loginId,
          title_id: request.titleId,
          origin_library_id: request.originLibraryId,
          receiving_library_id: request.receivingLibraryId,
          delivery_point_id: request.deliveryPointId,
          receiving_text: request.receivingText,
          volume: request.volume,
          tome: request.tome,
          part: request.part,
          material: request.material,
          phone: request.phone,
          email: request.email,
          authorised_person: request.authorisedPerson,
          home_delivery: request.homeAddress !== null,
          home_address: request.homeAddress,
          status: 'waiting',
          created_at: request.at,
          status_at: request.at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await q
        .insertInto('loan_request_event')
        .values({ loan_request_id: id, at: request.at, status: 'waiting' })
        .execute();
      return id;
    },

    /** One request with its history; only the patron's own when `personId` is given. */
    async find(q: Db, id: number, personId?: number) {
      const row = await rowsQuery(q)
        .where('r.id', '=', id)
        .$if(personId !== undefined, (w) => w.where('r.person_id', '=', personId!))
        .executeTakeFirst();
      return row ? (await withHistory(q, [row]))[0] : undefined;
    },

    /** The patron's requests, newest first. */
    async list(personId: number, filter: LoanRequestFilter) {
      const rows = await rowsQuery(db)
        .where('r.person_id', '=', personId)
        .$if(filter.from !== undefined, (w) =>
          w.where(sql<boolean>`r.created_at::date >= ${filter.from}::date`),
        )
        .$if(filter.to !== undefined, (w) =>
          w.where(sql<boolean>`r.created_at::date <= ${filter.to}::date`),
        )
        .$if(filter.status !== undefined, (w) => w.where('r.status', '=', filter.status!))
        .orderBy('r.created_at', 'desc')
        .orderBy('r.id', 'desc')
        .limit(500)
        .execute();
      return withHistory(db, rows);
    },

    /** Open requests for the desk, oldest first, with the patron's name; one patron's if given. */
    async listOpen(personId?: number) {
      const rows = await rowsQuery(db)
        .innerJoin('person as p', 'p.id', 'r.person_id')
        .select('p.name as person_name')
        .where('r.status', 'in', OPEN)
        .$if(personId !== undefined, (w) => w.where('r.person_id', '=', personId!))
        .orderBy('r.created_at')
        .orderBy('r.id')
        .limit(500)
        .execute();
      return withHistory(db, rows);
    },

    /** The request's status, locked for the change (staff). */
    lockedStatus(q: Db, id: number) {
      return q
        .selectFrom('loan_request')
        .select(['id', 'status'])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
    },

    async setStatus(
      q: Db,
      id: number,
      status: LoanRequestStatus,
      staffId: number | null,
      note: string | null,
      at: Date,
    ) {
      await q
        .updateTable('loan_request')
        .set({ status, status_at: at })
        .where('id', '=', id)
        .execute();
      await q
        .insertInto('loan_request_event')
        .values({ loan_request_id: id, at, status, staff_id: staffId, note })
        .execute();
    },
  };
}

export type LoanRequestRepository = ReturnType<typeof loanRequestRepository>;
export type LoanRequestRow = NonNullable<Awaited<ReturnType<LoanRequestRepository['find']>>>;
