import { sql, type Kysely } from 'kysely';

/**
 * External sign-in (OIDC, modules/oidc) and the remaining parameters calls (spec §7).
 *
 * `oidc_authorization` keeps each authorisation request between GET /oidc/authorize and
 * POST /oidc/validar: the handle the browser holds (`nonce` on the wire) only as its SHA-256,
 * the `state`, the OpenID `nonce` and the PKCE verifier sent to or kept from the provider, and
 * where to go after sign-in. A row works once (`used_at`) and expires after minutes; in the
 * database, so any API process can finish a sign-in another one started.
 *
 * `activity.notice` is the informational text of an activity (GET
 * /parametros/atividade/{id}/informativo); `event.source` tells the institution's own events
 * (eventos_institucionais) from those of the Eventum events system (eventos_eventum).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `
CREATE TABLE oidc_authorization (
  handle_hash text PRIMARY KEY,
  state text NOT NULL,
  nonce text NOT NULL,
  code_verifier text NOT NULL,
  redirect text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX oidc_authorization_expires ON oidc_authorization (expires_at);

ALTER TABLE activity ADD COLUMN notice text;
ALTER TABLE event ADD COLUMN source text NOT NULL DEFAULT 'institutional'
  CHECK (source IN ('institutional', 'eventum'));
`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `
ALTER TABLE event DROP COLUMN source;
ALTER TABLE activity DROP COLUMN notice;
DROP TABLE oidc_authorization;
`,
    )
    .execute(db);
}
