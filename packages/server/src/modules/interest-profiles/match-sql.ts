import { sql, type RawBuilder } from 'kysely';

/**
 * "A title matches a profile", pair by pair, for Check titles: a period's titles against one
 * patron's profiles in force on `today`. (The matching job, matching.ts, applies the same
 * predicates grouped by what profiles follow, since it meets every patron's profiles at once.)
 * It reads two CTEs the caller defines:
 *
 * - `fresh (id, subjects, authors, material_type, language)`: candidate titles;
 * - `issues (id, title_id, library_id)`: candidate serial issues;
 *
 * and answers rows (profile_id, person_id, title_id, issue_id). A title matches an author or
 * subject profile by folded heading (discovery_fold), an area profile by its knowledge areas, a
 * material-type profile by type, language and a copy in one of its libraries (when it names
 * any); a serial issue matches a journal profile that asks for issues (fasciculo), received at
 * one of its libraries (when it names any).
 */
export function matchingPairs(today: string, personId: number): RawBuilder<unknown> {
  const inForce = sql`p.valid_until >= ${today}::date AND p.person_id = ${personId}`;
  return sql`
  SELECT p.id AS profile_id, p.person_id, f.id AS title_id, NULL::integer AS issue_id
    FROM fresh f
    JOIN title_knowledge_area a ON a.title_id = f.id
    JOIN interest_profile p ON p.kind = 'area' AND p.knowledge_area_id = a.knowledge_area_id
     AND ${inForce}
  UNION
  SELECT p.id, p.person_id, f.id, NULL
    FROM fresh f
    CROSS JOIN LATERAL (SELECT DISTINCT discovery_fold(h) AS k FROM unnest(f.subjects) h) s
    JOIN interest_profile p ON p.kind = 'subject' AND p.term_key = s.k AND ${inForce}
  UNION
  SELECT p.id, p.person_id, f.id, NULL
    FROM fresh f
    CROSS JOIN LATERAL (SELECT DISTINCT discovery_fold(h) AS k FROM unnest(f.authors) h) s
    JOIN interest_profile p ON p.kind = 'author' AND p.term_key = s.k AND ${inForce}
  UNION
  SELECT p.id, p.person_id, f.id, NULL
    FROM fresh f
    JOIN interest_profile p ON p.kind = 'material_type' AND p.material_type = f.material_type
     AND ${inForce}
   WHERE (cardinality(p.languages) = 0 OR f.language = ANY (p.languages))
     AND (cardinality(p.library_ids) = 0 OR EXISTS (
       SELECT 1 FROM copy c WHERE c.title_id = f.id AND c.library_id = ANY (p.library_ids)))
  UNION
  SELECT p.id, p.person_id, i.title_id, i.id
    FROM issues i
    JOIN interest_profile p ON p.kind = 'journal' AND p.journal_id = i.title_id
     AND p.alert_issues AND ${inForce}
   WHERE cardinality(p.library_ids) = 0 OR i.library_id = ANY (p.library_ids)`;
}
