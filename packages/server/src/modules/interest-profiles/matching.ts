import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Advisory lock key of the matching pass: one process at a time matches the work list. */
const MATCHING_LOCK = 0x45_53_50_31; // "ESP1"

/** Titles (or issues) of a pass kept per profile for the digest email. */
export const TITLES_KEPT_PER_PROFILE = 5;

/** What one matching pass did. */
export interface MatchingSummary {
  /** Titles and serial issues taken from the work list. */
  taken: number;
  /** (profile, title or issue) pairs found. */
  matches: number;
  /** Alerts recorded: one per profile that matched anything. */
  alerts: number;
}

/**
 * Matches the titles and serial issues added since the last pass (profile_pending, filled by
 * triggers, migration 0030) against every profile in force on `today`, in ONE statement and
 * without one query per profile: the new titles are first grouped by what profiles follow —
 * folded subject and author headings, knowledge areas, and the few distinct (material type,
 * languages, libraries) choices of material-type profiles — counting them and keeping the
 * first few; each group then meets its profiles through their indexes. A profile that follows a
 * very common thing (all new books) thus costs one row, not one per title. Each matched profile
 * gets one 'profile' alert (how many titles, its term) and one profile_match row for the digest.
 * The predicates are those of match-sql.ts (Check titles), grouped.
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
    const today = sql`${options.today}::date`;
    const keep = sql.lit(TITLES_KEPT_PER_PROFILE);
    const result = await sql<{ taken: string; matches: string | null; alerts: string }>`
WITH taken AS (
  DELETE FROM profile_pending RETURNING title_id, issue_id
), fresh AS (
  SELECT t.id, t.subjects, t.authors, t.material_type, t.language
    FROM title t WHERE t.id IN (SELECT title_id FROM taken WHERE issue_id IS NULL)
), issues AS (
  SELECT i.id, i.title_id, i.library_id
    FROM serial_issue i WHERE i.id IN (SELECT issue_id FROM taken WHERE issue_id IS NOT NULL)
), headings AS (
  SELECT DISTINCT 'subject' AS kind, discovery_fold(h) AS key, f.id
    FROM fresh f CROSS JOIN LATERAL unnest(f.subjects) h
  UNION
  SELECT DISTINCT 'author', discovery_fold(h), f.id
    FROM fresh f CROSS JOIN LATERAL unnest(f.authors) h
), by_heading AS (
  SELECT kind, key, count(*) AS n, (array_agg(id ORDER BY id))[1:${keep}] AS ids
    FROM headings GROUP BY kind, key
), by_area AS (
  SELECT a.knowledge_area_id AS area, count(*) AS n,
         (array_agg(a.title_id ORDER BY a.title_id))[1:${keep}] AS ids
    FROM title_knowledge_area a WHERE a.title_id IN (SELECT id FROM fresh)
   GROUP BY a.knowledge_area_id
), type_choices AS (
  SELECT DISTINCT p.material_type, p.languages, p.library_ids
    FROM interest_profile p
   WHERE p.kind = 'material_type' AND p.valid_until >= ${today}
     AND p.material_type IN (SELECT material_type FROM fresh)
), by_type AS (
  SELECT c.material_type, c.languages, c.library_ids, count(*) AS n,
         (array_agg(f.id ORDER BY f.id))[1:${keep}] AS ids
    FROM type_choices c
    JOIN fresh f ON f.material_type = c.material_type
   WHERE (cardinality(c.languages) = 0 OR f.language = ANY (c.languages))
     AND (cardinality(c.library_ids) = 0 OR EXISTS (
       SELECT 1 FROM copy k WHERE k.title_id = f.id AND k.library_id = ANY (c.library_ids)))
   GROUP BY c.material_type, c.languages, c.library_ids
), found AS (
  SELECT p.id AS profile_id, p.person_id, b.n, b.ids, '{}'::integer[] AS issue_ids
    FROM by_heading b
    JOIN interest_profile p ON p.term_key = b.key AND p.kind = b.kind
     AND p.valid_until >= ${today}
  UNION ALL
  SELECT p.id, p.person_id, b.n, b.ids, '{}'
    FROM by_area b
    JOIN interest_profile p ON p.kind = 'area' AND p.knowledge_area_id = b.area
     AND p.valid_until >= ${today}
  UNION ALL
  SELECT p.id, p.person_id, b.n, b.ids, '{}'
    FROM by_type b
    JOIN interest_profile p ON p.kind = 'material_type' AND p.material_type = b.material_type
     AND p.languages = b.languages AND p.library_ids = b.library_ids
     AND p.valid_until >= ${today}
  UNION ALL
  SELECT p.id, p.person_id, count(*), ARRAY[p.journal_id],
         (array_agg(i.id ORDER BY i.id))[1:${keep}]
    FROM issues i
    JOIN interest_profile p ON p.kind = 'journal' AND p.journal_id = i.title_id
     AND p.alert_issues AND p.valid_until >= ${today}
   WHERE cardinality(p.library_ids) = 0 OR i.library_id = ANY (p.library_ids)
   GROUP BY p.id, p.person_id, p.journal_id
), matched AS (
  INSERT INTO profile_match (profile_id, person_id, titles, title_ids, issue_ids)
  SELECT profile_id, person_id, n, ids, issue_ids FROM found
  RETURNING profile_id, person_id, titles, title_ids
), alerted AS (
  INSERT INTO alert (person_id, kind, title_id, subject_id, params)
  SELECT m.person_id, 'profile',
         CASE WHEN m.titles = 1 OR p.kind = 'journal' THEN m.title_ids[1] END,
         m.profile_id,
         jsonb_build_object('count', m.titles, 'profileKind', p.kind,
           'term', coalesce(p.term, ka.name, j.title, p.material_type))
    FROM matched m
    JOIN interest_profile p ON p.id = m.profile_id
    LEFT JOIN knowledge_area ka ON ka.id = p.knowledge_area_id
    LEFT JOIN title j ON j.id = p.journal_id
  RETURNING 1
)
SELECT (SELECT count(*) FROM taken) AS taken,
       (SELECT sum(titles) FROM matched) AS matches,
       (SELECT count(*) FROM alerted) AS alerts`.execute(trx);
    const row = result.rows[0]!;
    return {
      taken: Number(row.taken),
      matches: Number(row.matches ?? 0),
      alerts: Number(row.alerts),
    };
  });
}
