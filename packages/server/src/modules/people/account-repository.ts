import { sql, type Kysely, type Updateable } from 'kysely';
import type { Database, PersonTable } from '../../db/schema.ts';

/** Password hashes kept per person besides the current one (older ones are deleted). */
const HISTORY_KEPT = 24;

/** Personal-data columns of `person` (spec §3) that a patron may change. */
export type PersonalColumns = Pick<
  Updateable<PersonTable>,
  | 'email'
  | 'phone'
  | 'street'
  | 'complement'
  | 'postal_code'
  | 'city'
  | 'district'
  | 'id_document'
  | 'tax_number'
  | 'nationality'
  | 'gender'
  | 'birth_date'
  | 'education'
  | 'location'
  | 'job'
  | 'marital_status'
  | 'receive_emails'
>;

const PERSONAL_COLUMNS = [
  'name',
  'email',
  'phone',
  'street',
  'complement',
  'postal_code',
  'city',
  'district',
  'id_document',
  'tax_number',
  'nationality',
  'gender',
  'birth_date',
  'education',
  'location',
  'job',
  'marital_status',
  'receive_emails',
] as const;

/** SQL of a person's own account: personal data, password and its history, sign-ins. */
export function accountRepository(db: Kysely<Database>) {
  return {
    /** A named institution setting (jsonb), or null. */
    async setting(name: string): Promise<unknown> {
      const row = await db
        .selectFrom('setting')
        .select('value')
        .where('name', '=', name)
        .executeTakeFirst();
      return row?.value ?? null;
    },

    /** Writes `value` under `name` unless the setting exists; answers the stored value. */
    async settingOrInsert(name: string, value: unknown): Promise<unknown> {
      await db
        .insertInto('setting')
        .values({ name, value: JSON.stringify(value) })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
      return this.setting(name);
    },

    async personalData(personId: number) {
      return db
        .selectFrom('person')
        .select(PERSONAL_COLUMNS)
        .where('id', '=', personId)
        .executeTakeFirst();
    },

    async updatePersonalData(personId: number, changes: PersonalColumns): Promise<void> {
      if (Object.keys(changes).length === 0) return;
      await db.updateTable('person').set(changes).where('id', '=', personId).execute();
    },

    /** Name and current password hash of a person. */
    async credentials(personId: number) {
      return db
        .selectFrom('person')
        .select(['name', 'email', 'password_hash as passwordHash'])
        .where('id', '=', personId)
        .executeTakeFirst();
    },

    /** The `count` most recent earlier password hashes, newest first. */
    async recentPasswords(personId: number, count: number): Promise<string[]> {
      if (count <= 0) return [];
      const rows = await db
        .selectFrom('password_history')
        .select('password_hash')
        .where('person_id', '=', personId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(count)
        .execute();
      return rows.map((r) => r.password_hash);
    },

    /**
     * Stores a new password hash in one transaction: the old hash goes to the history, the
     * person's other sign-ins (all of them when `keepSession` is null) are revoked, and with
     * `unblock` the lockout is cleared. `before` runs first in the same transaction; when it
     * answers false nothing is changed and this answers false.
     */
    async setPassword(
      personId: number,
      hash: string,
      options: {
        keepSession: string | null;
        unblock: boolean;
        before?: (trx: Kysely<Database>) => Promise<boolean>;
      },
    ): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        if (options.before && !(await options.before(trx))) return false;
        const old = await trx
          .selectFrom('person')
          .select('password_hash')
          .where('id', '=', personId)
          .forUpdate()
          .executeTakeFirst();
        if (old?.password_hash) {
          await trx
            .insertInto('password_history')
            .values({ person_id: personId, password_hash: old.password_hash })
            .execute();
          await trx
            .deleteFrom('password_history')
            .where('person_id', '=', personId)
            .where(
              'id',
              'not in',
              trx
                .selectFrom('password_history')
                .select('id')
                .where('person_id', '=', personId)
                .orderBy('created_at', 'desc')
                .orderBy('id', 'desc')
                .limit(HISTORY_KEPT),
            )
            .execute();
        }
        await trx
          .updateTable('person')
          .set({
            password_hash: hash,
            password_changed_at: sql`now()`,
            ...(options.unblock
              ? { blocked: false, blocked_at: null, blocked_reason: null, failed_attempts: 0 }
              : {}),
          })
          .where('id', '=', personId)
          .execute();
        let revoke = trx
          .updateTable('session_family')
          .set({ revoked_at: sql`now()`, revoked_reason: 'password' })
          .where('person_id', '=', personId)
          .where('revoked_at', 'is', null);
        if (options.keepSession) revoke = revoke.where('id', '<>', options.keepSession);
        await revoke.execute();
        return true;
      });
    },
  };
}

export type AccountRepository = ReturnType<typeof accountRepository>;
