import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Kdb = Kysely<Database>;

/** True for a PostgreSQL unique violation (both drivers carry the SQLSTATE in `code`). */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '23505';
}

/**
 * SQL of the circulation documents. Reads the circulation tables (loan, fine, suspension) and
 * writes only its own (migration 0022); the departure from the unit is the circulation
 * driver's (leaveUnit), which runs the declaration's insert in its transaction.
 */
export function circulationDocumentsRepository(db: Kdb) {
  return {
    /** The person's name, or null when there is no such person. */
    personName: async (personId: number): Promise<string | null> =>
      (await db.selectFrom('person').select('name').where('id', '=', personId).executeTakeFirst())
        ?.name ?? null,

    /** The institution's name (one row per database), or null before it is configured. */
    institutionName: async (): Promise<string | null> =>
      (await db.selectFrom('institution').select('name').limit(1).executeTakeFirst())?.name ?? null,

    /** The library's name, or null when there is no such library. */
    libraryName: async (libraryId: number): Promise<string | null> =>
      (await db.selectFrom('library').select('name').where('id', '=', libraryId).executeTakeFirst())
        ?.name ?? null,

    /**
     * Loans not yet returned, soonest due first. `q` is a transaction when the answer must
     * hold while it runs (the declaration checks again after the patron's lock).
     */
    openLoans: (personId: number, q: Kdb = db) =>
      q
        .selectFrom('loan')
        .innerJoin('copy', 'copy.id', 'loan.copy_id')
        .innerJoin('title', 'title.id', 'copy.title_id')
        .innerJoin('library', 'library.id', 'loan.library_id')
        .select([
          'loan.id',
          'loan.due_on',
          'title.title',
          'copy.barcode',
          'library.name as library',
        ])
        .where('loan.person_id', '=', personId)
        .where('loan.returned_at', 'is', null)
        .orderBy('loan.due_on')
        .orderBy('loan.id')
        .execute(),

    /** Debits with a balance above zero (amount − discount − paid), oldest first. */
    openDebits: (personId: number, q: Kdb = db) =>
      q
        .selectFrom('fine')
        .innerJoin('library', 'library.id', 'fine.library_id')
        .select([
          'fine.id',
          'fine.library_id',
          'fine.reason',
          'library.name as library',
          sql<number>`fine.amount_cents - fine.discount_cents - fine.paid_cents`.as('balance'),
        ])
        .where('fine.person_id', '=', personId)
        .where(sql<boolean>`fine.amount_cents - fine.discount_cents - fine.paid_cents > 0`)
        .orderBy('fine.created_at')
        .orderBy('fine.id')
        .execute(),

    /** Suspensions in force on `today` (not lifted). */
    activeSuspensions: (personId: number, today: string, q: Kdb = db) =>
      q
        .selectFrom('suspension')
        .leftJoin('library', 'library.id', 'suspension.library_id')
        .select([
          'suspension.starts_on',
          'suspension.ends_on',
          'suspension.reason',
          'library.name as library',
        ])
        .where('suspension.person_id', '=', personId)
        .where('suspension.lifted_at', 'is', null)
        .where('suspension.starts_on', '<=', today)
        .where('suspension.ends_on', '>=', today)
        .orderBy('suspension.starts_on')
        .execute(),

    /** The patron's open balance at one library, in centavos. */
    balanceAt: async (personId: number, libraryId: number): Promise<number> => {
      const row = await db
        .selectFrom('fine')
        .select(
          sql<string>`coalesce(sum(amount_cents - discount_cents - paid_cents), 0)`.as('total'),
        )
        .where('person_id', '=', personId)
        .where('library_id', '=', libraryId)
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },

    /** When a declaration removed the patron from the unit, or null. */
    departure: async (personId: number): Promise<Date | null> =>
      (
        await db
          .selectFrom('unit_departure')
          .select('left_at')
          .where('person_id', '=', personId)
          .executeTakeFirst()
      )?.left_at ?? null,

    /**
     * Records a declaration and ends the patron's loan token, inside the transaction of the
     * patron's departure from the unit (CirculationDriver.leaveUnit). Throws on a repeated code.
     */
    recordDeclaration: async (
      trx: Kdb,
      declaration: {
        code: string;
        personId: number;
        name: string;
        login: string;
        institution: string;
        issuedAt: Date;
      },
    ) => {
      const { id } = await trx
        .insertInto('no_debts_declaration')
        .values({
          code: declaration.code,
          person_id: declaration.personId,
          name: declaration.name,
          login: declaration.login,
          institution: declaration.institution,
          issued_at: declaration.issuedAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.deleteFrom('loan_token').where('person_id', '=', declaration.personId).execute();
      return id;
    },

    /** A declaration by its code. */
    declarationByCode: (code: string) =>
      db.selectFrom('no_debts_declaration').selectAll().where('code', '=', code).executeTakeFirst(),

    /** The patron's latest declaration. */
    latestDeclaration: (personId: number) =>
      db
        .selectFrom('no_debts_declaration')
        .selectAll()
        .where('person_id', '=', personId)
        .orderBy('issued_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst(),

    /** The patron's token, whether in force or not. */
    loanToken: (personId: number) =>
      db
        .selectFrom('loan_token')
        .select(['code', 'valid_until'])
        .where('person_id', '=', personId)
        .executeTakeFirst(),

    /**
     * Replaces the patron's token (and clears everybody's expired ones, whose codes may then be
     * given again). Throws a unique violation when `code` is another patron's token in force.
     */
    replaceLoanToken: (personId: number, code: string, validUntil: Date, now: Date) =>
      db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('loan_token')
          .where((eb) => eb.or([eb('person_id', '=', personId), eb('valid_until', '<=', now)]))
          .execute();
        await trx
          .insertInto('loan_token')
          .values({ person_id: personId, code, valid_until: validUntil, created_at: now })
          .execute();
      }),

    /** Records a payment slip. Throws a unique violation on a repeated reference. */
    insertPaymentSlip: (slip: {
      reference: string;
      personId: number;
      libraryId: number;
      amountCents: number;
      dueOn: string;
      createdAt: Date;
    }) =>
      db
        .insertInto('payment_slip')
        .values({
          reference: slip.reference,
          person_id: slip.personId,
          library_id: slip.libraryId,
          amount_cents: slip.amountCents,
          due_on: slip.dueOn,
          created_at: slip.createdAt,
        })
        .execute(),

    /** Sets the patron's calendar feed secret (its hash), replacing the previous one. */
    setCalendarFeed: (personId: number, secretHash: string, now: Date) =>
      db
        .insertInto('calendar_feed')
        .values({ person_id: personId, secret_hash: secretHash, created_at: now })
        .onConflict((oc) =>
          oc.column('person_id').doUpdateSet({ secret_hash: secretHash, created_at: now }),
        )
        .execute(),

    /** The patron whose feed secret has this hash, or null. */
    calendarFeedOwner: async (secretHash: string): Promise<number | null> =>
      (
        await db
          .selectFrom('calendar_feed')
          .select('person_id')
          .where('secret_hash', '=', secretHash)
          .executeTakeFirst()
      )?.person_id ?? null,
  };
}

export type CirculationDocumentsRepository = ReturnType<typeof circulationDocumentsRepository>;
