import type { Lang } from '../../lib/http-errors.ts';
import { sql, type Kysely } from 'kysely';
import { ACTIVITY } from '@estante/contract';
import type { Database } from '../../db/schema.ts';

/** A login with what sign-in needs of its person. */
export interface SignInLogin {
  loginId: number;
  login: string;
  personId: number;
  passwordHash: string | null;
  blocked: boolean;
}

/** A refresh token with its family, as found by its hash. */
export interface StoredRefreshToken {
  familyId: string;
  replaced: boolean;
  expired: boolean;
  familyRevoked: boolean;
  familyExpired: boolean;
  familyExpiresAt: Date;
  rememberMe: boolean;
  clientId: string;
  personId: number;
  loginId: number;
  login: string;
  blocked: boolean;
}

/** SQL of clients, sign-in, lockout and refresh-token families. */
export function authRepository(db: Kysely<Database>) {
  return {
    async client(id: string) {
      return db.selectFrom('oauth_client').selectAll().where('id', '=', id).executeTakeFirst();
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

    /** The institution's code (codEmpresa), or null before it is set up. */
    async companyCode(): Promise<number | null> {
      const row = await db.selectFrom('institution').select('company_code').executeTakeFirst();
      return row?.company_code ?? null;
    },

    /**
     * The password login named `username` (any case), in `base` when given, of the patron
     * category whose institution-87 code is `categoryCode` when given. Should the same login
     * exist in several bases, the `local` base wins, then the oldest.
     */
    async signInLogin(
      username: string,
      base?: string,
      categoryCode?: string,
    ): Promise<SignInLogin | undefined> {
      let query = db
        .selectFrom('person_login as l')
        .innerJoin('person as p', 'p.id', 'l.person_id')
        .select([
          'l.id as loginId',
          'l.login',
          'p.id as personId',
          'p.password_hash as passwordHash',
          'p.blocked',
        ])
        .where(sql<string>`lower(l.login)`, '=', username.toLowerCase())
        .where('l.password_sign_in', '=', true);
      if (base) query = query.where('l.base', '=', base);
      if (categoryCode) {
        query = query.where('l.category_id', 'in', (sub) =>
          sub.selectFrom('patron_category').select('id').where('login_suffix', '=', categoryCode),
        );
      }
      return query
        .orderBy(sql`l.base = 'local'`, 'desc')
        .orderBy('l.id')
        .executeTakeFirst();
    },

    /**
     * Counts a wrong password; the `maxFailures`-th consecutive one blocks the account.
     * Answers whether the account is now blocked.
     */
    async recordFailure(personId: number, maxFailures: number): Promise<boolean> {
      const row = await db
        .updateTable('person')
        .set({
          failed_attempts: sql`failed_attempts + 1`,
          last_failed_at: sql`now()`,
          blocked: sql`blocked or failed_attempts + 1 >= ${maxFailures}`,
          blocked_at: sql`case when not blocked and failed_attempts + 1 >= ${maxFailures}
            then now() else blocked_at end`,
          blocked_reason: sql`case when not blocked and failed_attempts + 1 >= ${maxFailures}
            then 'failed_attempts' else blocked_reason end`,
        })
        .where('id', '=', personId)
        .returning('blocked')
        .executeTakeFirst();
      return row?.blocked ?? false;
    },

    /** A successful sign-in: the consecutive failures start again from zero. */
    async recordSuccess(personId: number, newHash: string | null, lang?: Lang): Promise<void> {
      await db
        .updateTable('person')
        .set({
          failed_attempts: 0,
          last_login_at: sql`now()`,
          ...(newHash ? { password_hash: newHash } : {}),
          ...(lang ? { language: lang } : {}),
        })
        .where('id', '=', personId)
        .execute();
    },

    /** The patron's language, when it changed (a token refresh after switching languages). */
    async keepLanguage(personId: number, lang: Lang): Promise<void> {
      await db
        .updateTable('person')
        .set({ language: lang })
        .where('id', '=', personId)
        .where('language', '<>', lang)
        .execute();
    },

    async createFamily(family: {
      id: string;
      personId: number;
      loginId: number;
      clientId: string;
      rememberMe: boolean;
      absoluteSeconds: number;
    }): Promise<Date> {
      const row = await db
        .insertInto('session_family')
        .values({
          id: family.id,
          person_id: family.personId,
          login_id: family.loginId,
          client_id: family.clientId,
          remember_me: family.rememberMe,
          expires_at: sql<Date>`now() + ${family.absoluteSeconds} * interval '1 second'`,
        })
        .returning('expires_at')
        .executeTakeFirstOrThrow();
      return new Date(row.expires_at);
    },

    /** Stores a refresh token's hash, expiring after `idleSeconds` or with its family. */
    async addRefreshToken(tokenHash: string, familyId: string, idleSeconds: number): Promise<Date> {
      const row = await db
        .insertInto('refresh_token')
        .values({
          token_hash: tokenHash,
          family_id: familyId,
          expires_at: sql<Date>`least(now() + ${idleSeconds} * interval '1 second',
            (select expires_at from session_family where id = ${familyId}))`,
        })
        .returning('expires_at')
        .executeTakeFirstOrThrow();
      return new Date(row.expires_at);
    },

    async findRefreshToken(tokenHash: string): Promise<StoredRefreshToken | undefined> {
      return db
        .selectFrom('refresh_token as t')
        .innerJoin('session_family as f', 'f.id', 't.family_id')
        .innerJoin('person_login as l', 'l.id', 'f.login_id')
        .innerJoin('person as p', 'p.id', 'f.person_id')
        .select([
          't.family_id as familyId',
          sql<boolean>`t.replaced_at is not null`.as('replaced'),
          sql<boolean>`t.expires_at <= now()`.as('expired'),
          sql<boolean>`f.revoked_at is not null`.as('familyRevoked'),
          sql<boolean>`f.expires_at <= now()`.as('familyExpired'),
          'f.expires_at as familyExpiresAt',
          'f.remember_me as rememberMe',
          'f.client_id as clientId',
          'p.id as personId',
          'l.id as loginId',
          'l.login',
          'p.blocked',
        ])
        .where('t.token_hash', '=', tokenHash)
        .executeTakeFirst();
    },

    /**
     * Marks a refresh token used. False when it already was: two requests raced with the same
     * token, which counts as reuse.
     */
    async markReplaced(tokenHash: string): Promise<boolean> {
      const result = await db
        .updateTable('refresh_token')
        .set({ replaced_at: sql`now()` })
        .where('token_hash', '=', tokenHash)
        .where('replaced_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Marks every live token of a family used (the session moves to a new token). */
    async replaceAll(familyId: string): Promise<void> {
      await db
        .updateTable('refresh_token')
        .set({ replaced_at: sql`now()` })
        .where('family_id', '=', familyId)
        .where('replaced_at', 'is', null)
        .execute();
    },

    async revokeFamily(
      familyId: string,
      reason: 'logout' | 'reuse' | 'blocked' | 'password',
    ): Promise<void> {
      await db
        .updateTable('session_family')
        .set({ revoked_at: sql`now()`, revoked_reason: reason })
        .where('id', '=', familyId)
        .where('revoked_at', 'is', null)
        .execute();
    },

    /** The family of a session, if it is still live. */
    async liveFamily(familyId: string, personId: number) {
      return db
        .selectFrom('session_family')
        .select(['id', 'remember_me as rememberMe', 'client_id as clientId', 'expires_at'])
        .where('id', '=', familyId)
        .where('person_id', '=', personId)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', sql<Date>`now()`)
        .executeTakeFirst();
    },

    async moveFamily(familyId: string, loginId: number): Promise<void> {
      await db
        .updateTable('session_family')
        .set({ login_id: loginId })
        .where('id', '=', familyId)
        .execute();
    },

    /** Deletes families that ended more than a day ago (their tokens go with them). */
    async sweep(): Promise<void> {
      await db
        .deleteFrom('session_family')
        .where(
          sql<boolean>`greatest(expires_at, coalesce(revoked_at, expires_at))
          < now() - interval '1 day'`,
        )
        .execute();
    },
  };
}

export type AuthRepository = ReturnType<typeof authRepository>;
