import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { matchingPairs } from './match-sql.ts';

/** Advisory lock key of the matching pass: one process at a time matches the work list. */
const MATCHING_LOCK = 0x45_53_50_31; // "ESP1"

/** What one matching pass did. */
export interface MatchingSummary {
  /** Titles and serial issues taken from the work list. */
  taken: number;
  /** New (profile, title or issue) pairs. */
  matches: number;
  /** Alerts recorded: one per profile that matched anything. */
  alerts: number;
}

/**
 * Matches the titles and serial issues added since the last pass (profile_pending, filled by
 * triggers, migration 0030) against every profile in force on `today`, in ONE statement: the
 * new titles' knowledge areas, subjects, authors, material type (with language and holding
 * libraries) and new issues are joined to the profiles through their indexes — not one query per
 * profile. The pairs go to profile_match and each matched profile gets one 'profile' alert with
 * how many titles it matched.
 *
 * Safe with several processes: the pass holds a transaction-level advisory lock (a process that
 * does not get it answers null and leaves the work to the holder), and it deletes the work it
 * takes in the same transaction, so a title is matched once — or, if the pass fails, not at all
 * and again next time. Titles whose import has not committed are not visible yet: the next pass
 * takes them.
 */
export async function matchNewTitles(
  db: Kysely<Database>,
  options: { today: string },
): Promise<MatchingSummary | null> {
  return db.transaction().execute(async (trx) => {
    const locked = await sql<{ locked: boolean }>`
      SELECT pg_try_advisory_xact_lock(${MATCHING_LOCK}) AS locked`.execute(trx);
    if (!locked.rows[0]?.locked) return null;
    const today = options.today;
    const result = await sql<{ taken: string; matches: string; alerts: string }>`
WITH taken AS (
  DELETE FROM profile_pending RETURNING title_id, issue_id
), fresh AS (
  SELECT t.id, t.subjects, t.authors, t.material_type, t.language
    FROM title t WHERE t.id IN (SELECT title_id FROM taken WHERE issue_id IS NULL)
), issues AS (
  SELECT i.id, i.title_id, i.library_id
    FROM serial_issue i WHERE i.id IN (SELECT issue_id FROM taken WHERE issue_id IS NOT NULL)
), found AS (${matchingPairs(today, null)}
), matched AS (
  INSERT INTO profile_match (profile_id, person_id, title_id, issue_id)
  SELECT profile_id, person_id, title_id, issue_id FROM found
  ON CONFLICT DO NOTHING
  RETURNING profile_id, person_id, title_id
), alerted AS (
  INSERT INTO alert (person_id, kind, title_id, subject_id, params)
  SELECT m.person_id, 'profile',
         CASE WHEN count(*) = 1 THEN min(m.title_id) END,
         m.profile_id,
         jsonb_build_object('count', count(*), 'profileKind', p.kind,
           'term', coalesce(p.term, ka.name, j.title, p.material_type))
    FROM matched m
    JOIN interest_profile p ON p.id = m.profile_id
    LEFT JOIN knowledge_area ka ON ka.id = p.knowledge_area_id
    LEFT JOIN title j ON j.id = p.journal_id
   GROUP BY m.profile_id, m.person_id, p.kind, p.term, ka.name, j.title, p.material_type
  RETURNING 1
)
SELECT (SELECT count(*) FROM taken) AS taken,
       (SELECT count(*) FROM matched) AS matches,
       (SELECT count(*) FROM alerted) AS alerts`.execute(trx);
    const row = result.rows[0]!;
    return { taken: Number(row.taken), matches: Number(row.matches), alerts: Number(row.alerts) };
  });
}
