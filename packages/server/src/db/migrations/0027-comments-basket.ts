import { sql, type Kysely } from 'kysely';

/**
 * Comments sent by patrons, the permanent basket and the patron's external databases (issue 14).
 *
 * - A comment is about a title, or — the general comment of `/unidade-informacao/comentario` —
 *   about the library only: title_id becomes nullable, and a comment without a title must name
 *   its library. The staff's optional reply and who answered are kept with it; the patron is a
 *   person now that people exist (migration 0012), and goes with their comments.
 * - The permanent basket: the titles a patron keeps between sessions, with the day each was
 *   saved (the collection filter of `/acervo/cesta-permanente/colecao`).
 * - An external database may be offered to some patron categories only; an empty list offers it
 *   to every patron. A short description says what it holds.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `
ALTER TABLE comment ALTER COLUMN title_id DROP NOT NULL;
ALTER TABLE comment ADD CONSTRAINT comment_about CHECK (title_id IS NOT NULL OR library_id IS NOT NULL);
ALTER TABLE comment ADD CONSTRAINT comment_person_fk
  FOREIGN KEY (person_id) REFERENCES person ON DELETE CASCADE;
ALTER TABLE comment ADD COLUMN reply text CHECK (reply IS NULL OR length(reply) <= 4000);
ALTER TABLE comment ADD COLUMN reviewed_by integer REFERENCES person ON DELETE SET NULL;
-- The desk's queue: pending comments, oldest first.
CREATE INDEX comment_pending ON comment (created_at, id) WHERE status = 'pending';

CREATE TABLE permanent_basket_item (
  person_id integer NOT NULL REFERENCES person ON DELETE CASCADE,
  title_id integer NOT NULL REFERENCES title ON DELETE CASCADE,
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (person_id, title_id)
);
CREATE INDEX permanent_basket_item_added ON permanent_basket_item (person_id, added_at DESC);

ALTER TABLE external_database_link ADD COLUMN description text;
ALTER TABLE external_database_link ADD COLUMN category_ids integer[] NOT NULL DEFAULT '{}';
`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `
ALTER TABLE external_database_link DROP COLUMN category_ids;
ALTER TABLE external_database_link DROP COLUMN description;
DROP TABLE permanent_basket_item;
DROP INDEX comment_pending;
ALTER TABLE comment DROP COLUMN reviewed_by;
ALTER TABLE comment DROP COLUMN reply;
ALTER TABLE comment DROP CONSTRAINT comment_person_fk;
ALTER TABLE comment DROP CONSTRAINT comment_about;
DELETE FROM comment WHERE title_id IS NULL;
ALTER TABLE comment ALTER COLUMN title_id SET NOT NULL;
`,
    )
    .execute(db);
}
