import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** An authorisation request between GET /oidc/authorize and POST /oidc/validar (0017). */
interface OidcAuthorizationTable {
  handle_hash: string;
  state: string;
  nonce: string;
  code_verifier: string;
  redirect: string;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
}

/** The login a provider's subject is, with what a sign-in needs of its person. */
export interface ExternalLogin {
  personId: number;
  loginId: number;
  login: string;
  blocked: boolean;
}

/** SQL of external sign-in: pending authorisation requests and subject → login. */
export function oidcRepository(database: Kysely<Database>) {
  // The table of migration 0017 is known to this module only.
  const db = database.withTables<{ oidc_authorization: OidcAuthorizationTable }>();
  return {
    async saveRequest(request: {
      handleHash: string;
      state: string;
      nonce: string;
      codeVerifier: string;
      redirect: string;
      seconds: number;
    }): Promise<void> {
      await db
        .insertInto('oidc_authorization')
        .values({
          handle_hash: request.handleHash,
          state: request.state,
          nonce: request.nonce,
          code_verifier: request.codeVerifier,
          redirect: request.redirect,
          created_at: sql<Date>`now()`,
          expires_at: sql<Date>`now() + ${request.seconds} * interval '1 second'`,
          used_at: null,
        })
        .execute();
    },

    /**
     * Takes the live request of a handle: marks it used in the same statement, so a handle
     * works once even when two calls race. Undefined when unknown, used or expired.
     */
    async takeRequest(handleHash: string) {
      return db
        .updateTable('oidc_authorization')
        .set({ used_at: sql<Date>`now()` })
        .where('handle_hash', '=', handleHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', sql<Date>`now()`)
        .returning(['state', 'nonce', 'code_verifier', 'redirect'])
        .executeTakeFirst();
    },

    /** Deletes requests expired over an hour ago (kept a while for the log's sake). */
    async sweep(): Promise<void> {
      await db
        .deleteFrom('oidc_authorization')
        .where('expires_at', '<', sql<Date>`now() - interval '1 hour'`)
        .execute();
    },

    /** The login `subject` in `base` (any case), if someone has it. */
    async loginOf(base: string, subject: string): Promise<ExternalLogin | undefined> {
      return database
        .selectFrom('person_login as l')
        .innerJoin('person as p', 'p.id', 'l.person_id')
        .select(['p.id as personId', 'l.id as loginId', 'l.login', 'p.blocked'])
        .where('l.base', '=', base)
        .where(sql<string>`lower(l.login)`, '=', subject.toLowerCase())
        .executeTakeFirst();
    },
  };
}

export type OidcRepository = ReturnType<typeof oidcRepository>;
