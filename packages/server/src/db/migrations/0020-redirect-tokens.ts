import { sql, type Kysely } from 'kysely';

/**
 * Redirect tokens (GET /pessoas/token-redireciona and the hand-offs to the personal area of an
 * external base, App Layers and the work-posting system): random, stored as their SHA-256,
 * short-lived and used once (POST /pessoas/token-redireciona exchanges one for a sign-in).
 * `purpose` records which call issued it. And the base whose personal area a person chose
 * (PUT /pessoas/meu-pergamum/redirect-base): one row per person, a base of their own logins.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `
CREATE TABLE redirect_token (
  token_hash text PRIMARY KEY,
  person_id integer NOT NULL REFERENCES person (id) ON DELETE CASCADE,
  login_id integer NOT NULL REFERENCES person_login (id) ON DELETE CASCADE,
  purpose text NOT NULL
    CHECK (purpose IN ('session', 'personal_area', 'app_layers', 'work_posting')),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX redirect_token_expires ON redirect_token (expires_at);
CREATE INDEX redirect_token_person ON redirect_token (person_id);

CREATE TABLE personal_area_base (
  person_id integer PRIMARY KEY REFERENCES person (id) ON DELETE CASCADE,
  base text NOT NULL,
  chosen_at timestamptz NOT NULL DEFAULT now()
);
`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP TABLE personal_area_base; DROP TABLE redirect_token;').execute(db);
}
