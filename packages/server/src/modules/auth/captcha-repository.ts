import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The setting that holds the installation's captcha signing keys. */
const KEY_SETTING = 'captcha_hmac_keys';

/** SQL of the captcha: its signing keys and the challenges already answered. */
export function captchaRepository(db: Kysely<Database>) {
  return {
    /**
     * The installation's two HMAC keys (challenge and derived key), created by the first
     * process that asks and then shared by every process through the database.
     */
    async keys(): Promise<{ challenge: string; key: string }> {
      const fresh = {
        challenge: randomBytes(32).toString('hex'),
        key: randomBytes(32).toString('hex'),
      };
      await db
        .insertInto('setting')
        .values({ name: KEY_SETTING, value: JSON.stringify(fresh) })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
      const row = await db
        .selectFrom('setting')
        .select('value')
        .where('name', '=', KEY_SETTING)
        .executeTakeFirstOrThrow();
      return row.value as { challenge: string; key: string };
    },

    /**
     * Marks the challenge with `signature` as answered until `expiresAt`. Answers false when it
     * was answered before (the insert found the row), so only one request can spend it.
     */
    async spend(signature: string, expiresAt: Date): Promise<boolean> {
      const inserted = await db
        .insertInto('captcha_used')
        .values({ signature, expires_at: expiresAt })
        .onConflict((oc) => oc.column('signature').doNothing())
        .returning('signature')
        .executeTakeFirst();
      return inserted !== undefined;
    },

    /** Forgets answered challenges that have expired (an expired one is refused anyway). */
    async sweep(): Promise<void> {
      await db
        .deleteFrom('captcha_used')
        .where('expires_at', '<', sql<Date>`now()`)
        .execute();
    },
  };
}

export type CaptchaRepository = ReturnType<typeof captchaRepository>;
