import { sql, type Kysely } from 'kysely';
import { ACTIVITY } from '@estante/contract';
import type { Database } from '../../db/schema.ts';

/** SQL of password recovery: whose login it is, and the codes (stored hashed). */
export function recoveryRepository(db: Kysely<Database>) {
  return {
    /**
     * The person of the password login `user` (any case; the `local` base first, as at
     * sign-in), with what recovery needs.
     */
    async personOfLogin(user: string) {
      return db
        .selectFrom('person_login as l')
        .innerJoin('person as p', 'p.id', 'l.person_id')
        .select(['p.id', 'p.name', 'p.email', 'p.password_hash as passwordHash'])
        .where(sql<string>`lower(l.login)`, '=', user.toLowerCase())
        .where('l.password_sign_in', '=', true)
        .orderBy(sql`l.base = 'local'`, 'desc')
        .orderBy('l.id')
        .executeTakeFirst();
    },

    /** The institution's code (codEmpresa), or null before it is set up. */
    async companyCode(): Promise<number | null> {
      const row = await db.selectFrom('institution').select('company_code').executeTakeFirst();
      return row?.company_code ?? null;
    },

    /** The password logins named `user` (any case) in every base, with their enrolment. */
    async loginsNamed(user: string) {
      return db
        .selectFrom('person_login as l')
        .innerJoin('patron_category as c', 'c.id', 'l.category_id')
        .select(['l.person_id as personId', 'l.base', 'l.description', 'c.name as category'])
        .where(sql<string>`lower(l.login)`, '=', user.toLowerCase())
        .where('l.password_sign_in', '=', true)
        .orderBy(sql`l.base = 'local'`, 'desc')
        .orderBy('l.id')
        .execute();
    },

    /** Whether the captcha activity (1120) is on for the institution. */
    async captchaEnabled(): Promise<boolean> {
      const row = await db
        .selectFrom('activity')
        .select('enabled')
        .where('code', '=', ACTIVITY.captcha)
        .executeTakeFirst();
      return row?.enabled ?? false;
    },

    /** The institution's name (the email's subject names it), or null before it is set up. */
    async institutionName(): Promise<string | null> {
      const row = await db.selectFrom('institution').select('name').executeTakeFirst();
      return row?.name ?? null;
    },

    /** The email domain most people have (what a made-up masked address looks like). */
    async commonEmailDomain(): Promise<string | null> {
      const row = await db
        .selectFrom('person')
        .select(sql<string>`lower(split_part(email, '@', 2))`.as('domain'))
        .where('email', 'like', '%@%')
        .groupBy(sql`lower(split_part(email, '@', 2))`)
        .orderBy(sql`count(*)`, 'desc')
        .orderBy(sql`lower(split_part(email, '@', 2))`)
        .limit(1)
        .executeTakeFirst();
      return row?.domain ?? null;
    },

    /** A new code for the person; the codes given before stop working. */
    async createCode(
      personId: number,
      codeHash: string,
      expiresAt: Date,
      attempts: number,
    ): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('recovery_code')
          .set({ used_at: sql`now()` })
          .where('person_id', '=', personId)
          .where('used_at', 'is', null)
          .execute();
        await trx
          .insertInto('recovery_code')
          .values({
            person_id: personId,
            code_hash: codeHash,
            expires_at: expiresAt,
            attempts_left: attempts,
          })
          .execute();
      });
    },

    /**
     * Spends one attempt of the person's live code (the newest one, unused, unexpired, with
     * attempts left) and answers it; undefined when there is none. Spending before comparing
     * keeps parallel guesses within the attempts.
     */
    async spendAttempt(personId: number) {
      return db
        .updateTable('recovery_code')
        .set({ attempts_left: sql`attempts_left - 1` })
        .where(
          'id',
          '=',
          db
            .selectFrom('recovery_code')
            .select('id')
            .where('person_id', '=', personId)
            .where('used_at', 'is', null)
            .where('expires_at', '>', sql<Date>`now()`)
            .orderBy('created_at', 'desc')
            .orderBy('id', 'desc')
            .limit(1),
        )
        .where('attempts_left', '>', 0)
        .returning(['id', 'code_hash as codeHash'])
        .executeTakeFirst();
    },

    /** Gives back the attempt a right code spent. */
    async refundAttempt(codeId: number): Promise<void> {
      await db
        .updateTable('recovery_code')
        .set({ attempts_left: sql`attempts_left + 1` })
        .where('id', '=', codeId)
        .execute();
    },

    /** Marks the code used inside `trx`; false when it already was (used by a parallel call). */
    async consume(trx: Kysely<Database>, codeId: number): Promise<boolean> {
      const result = await trx
        .updateTable('recovery_code')
        .set({ used_at: sql`now()` })
        .where('id', '=', codeId)
        .where('used_at', 'is', null)
        .where('expires_at', '>', sql<Date>`now()`)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

export type RecoveryRepository = ReturnType<typeof recoveryRepository>;
