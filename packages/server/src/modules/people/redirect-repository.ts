import { sql, type Kysely } from 'kysely';
import type { Database, RedirectTokenTable } from '../../db/schema.ts';

/** SQL of redirect tokens, the chosen personal-area base and the departments of teaching plans. */
export function redirectRepository(db: Kysely<Database>) {
  return {
    /** Stores a redirect token's hash for `seconds`; answers when it expires. */
    async addToken(row: {
      hash: string;
      personId: number;
      loginId: number;
      purpose: RedirectTokenTable['purpose'];
      seconds: number;
    }): Promise<Date> {
      const { expires_at } = await db
        .insertInto('redirect_token')
        .values({
          token_hash: row.hash,
          person_id: row.personId,
          login_id: row.loginId,
          purpose: row.purpose,
          expires_at: sql<Date>`now() + ${row.seconds} * interval '1 second'`,
        })
        .returning('expires_at')
        .executeTakeFirstOrThrow();
      return new Date(expires_at);
    },

    /**
     * Uses up the token of `hash` if it is unused and unexpired (one statement: of two
     * concurrent exchanges only one gets it) and answers its login, else undefined.
     */
    async takeToken(hash: string) {
      const taken = await db
        .updateTable('redirect_token')
        .set({ used_at: sql<Date>`now()` })
        .where('token_hash', '=', hash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', sql<Date>`now()`)
        .returning(['person_id', 'login_id'])
        .executeTakeFirst();
      if (!taken) return undefined;
      return db
        .selectFrom('person_login as l')
        .innerJoin('person as p', 'p.id', 'l.person_id')
        .select(['p.id as personId', 'l.id as loginId', 'l.login', 'p.blocked'])
        .where('l.id', '=', taken.login_id)
        .where('l.person_id', '=', taken.person_id)
        .executeTakeFirst();
    },

    /** Deletes tokens that expired over a day ago (used ones are kept that long for audit). */
    async sweep(): Promise<void> {
      await db
        .deleteFrom('redirect_token')
        .where('expires_at', '<', sql<Date>`now() - interval '1 day'`)
        .execute();
    },

    /** Whether the sign-in `sessionId` of `personId` is live (not revoked, not expired). */
    async liveSession(sessionId: string, personId: number): Promise<boolean> {
      const row = await db
        .selectFrom('session_family')
        .select('id')
        .where('id', '=', sessionId)
        .where('person_id', '=', personId)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', sql<Date>`now()`)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The bases of a person's logins, in their order, each once. */
    async bases(personId: number): Promise<string[]> {
      const rows = await db
        .selectFrom('person_login')
        .select('base')
        .select(sql<number>`min(position)`.as('first'))
        .where('person_id', '=', personId)
        .groupBy('base')
        .orderBy('first')
        .orderBy('base')
        .execute();
      return rows.map((r) => r.base);
    },

    /** The base of a login. */
    async loginBase(loginId: number): Promise<string | undefined> {
      const row = await db
        .selectFrom('person_login')
        .select('base')
        .where('id', '=', loginId)
        .executeTakeFirst();
      return row?.base;
    },

    async chosenBase(personId: number): Promise<string | undefined> {
      const row = await db
        .selectFrom('personal_area_base')
        .select('base')
        .where('person_id', '=', personId)
        .executeTakeFirst();
      return row?.base;
    },

    async chooseBase(personId: number, base: string): Promise<void> {
      await db
        .insertInto('personal_area_base')
        .values({ person_id: personId, base })
        .onConflict((oc) =>
          oc.column('person_id').doUpdateSet({ base, chosen_at: sql<Date>`now()` }),
        )
        .execute();
    },

    /** The value (JSON) of a named setting, undefined when the institution has not set it. */
    async setting(name: string): Promise<unknown> {
      const row = await db
        .selectFrom('setting')
        .select('value')
        .where('name', '=', name)
        .executeTakeFirst();
      return row?.value;
    },

    /** Departments with at least one teaching plan (through its discipline), by name. */
    departments: () =>
      db
        .selectFrom('department as d')
        .select(['d.id', 'd.name'])
        .where(({ exists, selectFrom }) =>
          exists(
            selectFrom('teaching_plan as tp')
              .innerJoin('discipline as di', 'di.id', 'tp.discipline_id')
              .select(sql`1`.as('one'))
              .whereRef('di.department_id', '=', 'd.id'),
          ),
        )
        .orderBy('d.name')
        .orderBy('d.id')
        .execute(),
  };
}

export type RedirectRepository = ReturnType<typeof redirectRepository>;
