import { sql, type Kysely } from 'kysely';
import { contentKey } from '../../catalogue/content-key.ts';
import type { MarcRecord } from '../../marc/record.ts';

/**
 * The content key of titles imported from records without 001 (catalogue/content-key.ts), so
 * importing the same file again updates them instead of adding them again. Unique per source
 * (003) and network institution, like the control number, so matching is an index lookup.
 *
 * Titles already stored without 001 are keyed here. Earlier imports may have stored the same
 * record several times: the oldest copy (lowest id) gets the key and is the one updated from
 * now on; the others keep a null key and stay as they are (they may carry copies, comments or
 * statistics, so the migration deletes nothing).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE title ADD COLUMN content_key text`.execute(db);

  const seen = new Set<string>();
  let lastId = 0;
  for (;;) {
    const { rows } = await sql<{
      id: number;
      source: string;
      institution: number | null;
      marc: MarcRecord | string;
    }>`
      SELECT id, control_number_source AS source, network_institution_id AS institution, marc
      FROM title WHERE control_number IS NULL AND id > ${lastId} ORDER BY id LIMIT 1000`.execute(
      db,
    );
    if (rows.length === 0) break;
    lastId = rows[rows.length - 1]!.id;
    const keyed: { id: number; key: string }[] = [];
    for (const row of rows) {
      const record = typeof row.marc === 'string' ? (JSON.parse(row.marc) as MarcRecord) : row.marc;
      const key = contentKey(record);
      const scope = JSON.stringify([row.source, key, row.institution ?? 0]);
      if (seen.has(scope)) continue;
      seen.add(scope);
      keyed.push({ id: row.id, key });
    }
    if (keyed.length === 0) continue;
    await sql`
      UPDATE title SET content_key = k.key
      FROM jsonb_to_recordset(${JSON.stringify(keyed)}::jsonb) AS k(id integer, key text)
      WHERE title.id = k.id`.execute(db);
  }

  await sql`
    CREATE UNIQUE INDEX title_content_key
      ON title (control_number_source, content_key, coalesce(network_institution_id, 0))
      WHERE content_key IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX title_content_key`.execute(db);
  await sql`ALTER TABLE title DROP COLUMN content_key`.execute(db);
}
