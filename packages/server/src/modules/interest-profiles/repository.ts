import { sql, type Kysely } from 'kysely';
import { PROFILE_TITLES_LIMIT } from '@estante/contract';
import type { Database, InterestProfileKind } from '../../db/schema.ts';
import { matchingPairs } from './match-sql.ts';

/** A profile as stored, with the names it is shown by. */
export interface ProfileRow {
  id: number;
  kind: InterestProfileKind;
  knowledgeAreaId: number | null;
  areaTypeId: number | null;
  areaName: string | null;
  term: string | null;
  journalId: number | null;
  journalTitle: string | null;
  journalIssns: string[];
  materialType: string | null;
  alertIssues: boolean;
  alertArticles: boolean;
  alertContents: boolean;
  libraryIds: number[];
  languages: string[];
  validUntil: string;
}

/** A title of Check titles with the profiles it matches. */
export interface MatchedTitleRow {
  id: number;
  title: string;
  author: string | null;
  year: number | null;
  materialType: string;
  day: string;
  profiles: { kind: InterestProfileKind; term: string }[];
}

/** Fields of a journal or material-type profile a POST or PUT sets. */
export interface ProfileSettings {
  validUntil: string;
  libraryIds: number[];
  languages?: string[];
  alertIssues?: boolean;
  alertArticles?: boolean;
  alertContents?: boolean;
}

/** SQL of interest profiles: every call is about one patron's profiles. */
export function interestProfileRepository(db: Kysely<Database>) {
  const profiles = (personId: number) =>
    db
      .selectFrom('interest_profile as p')
      .leftJoin('knowledge_area as ka', 'ka.id', 'p.knowledge_area_id')
      .leftJoin('title as j', 'j.id', 'p.journal_id')
      .select([
        'p.id',
        'p.kind',
        'p.knowledge_area_id',
        'ka.type_id',
        'ka.name as area_name',
        'p.term',
        'p.journal_id',
        'j.title as journal_title',
        'j.issns',
        'p.material_type',
        'p.alert_issues',
        'p.alert_articles',
        'p.alert_contents',
        'p.library_ids',
        'p.languages',
        sql<string>`p.valid_until::text`.as('valid_until'),
      ])
      .where('p.person_id', '=', personId);

  type Selected = Awaited<ReturnType<ReturnType<typeof profiles>['execute']>>[number];
  const toRow = (r: Selected): ProfileRow => ({
    id: r.id,
    kind: r.kind,
    knowledgeAreaId: r.knowledge_area_id,
    areaTypeId: r.type_id,
    areaName: r.area_name,
    term: r.term,
    journalId: r.journal_id,
    journalTitle: r.journal_title,
    journalIssns: r.issns ?? [],
    materialType: r.material_type,
    alertIssues: r.alert_issues,
    alertArticles: r.alert_articles,
    alertContents: r.alert_contents,
    libraryIds: r.library_ids,
    languages: r.languages,
    validUntil: r.valid_until,
  });

  return {
    /** The knowledge-area classifications with their areas, and the libraries. */
    async auxiliary() {
      const [types, areas, libraries] = await Promise.all([
        db.selectFrom('knowledge_area_type').select(['id', 'name']).orderBy('id').execute(),
        db
          .selectFrom('knowledge_area')
          .select(['id', 'type_id', 'code', 'name'])
          .orderBy('code')
          .execute(),
        db.selectFrom('library').select(['id', 'name']).orderBy('name').execute(),
      ]);
      return { types, areas, libraries };
    },

    async libraryNames(): Promise<Map<number, string>> {
      const rows = await db.selectFrom('library').select(['id', 'name']).execute();
      return new Map(rows.map((r) => [r.id, r.name]));
    },

    /** The patron's profiles of the given kinds, by kind then name. */
    async list(personId: number, kinds: readonly InterestProfileKind[]): Promise<ProfileRow[]> {
      const rows = await profiles(personId)
        .where('p.kind', 'in', kinds)
        .orderBy('p.kind')
        .orderBy(sql`coalesce(ka.name, p.term, j.title, p.material_type)`)
        .orderBy('p.id')
        .execute();
      return rows.map(toRow);
    },

    async one(personId: number, id: number): Promise<ProfileRow | null> {
      const row = await profiles(personId).where('p.id', '=', id).executeTakeFirst();
      return row ? toRow(row) : null;
    },

    async count(personId: number): Promise<number> {
      const row = await db
        .selectFrom('interest_profile')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('person_id', '=', personId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Which of these knowledge areas exist. */
    async existingAreas(ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .selectFrom('knowledge_area')
        .select('id')
        .where('id', 'in', ids)
        .execute();
      return new Set(rows.map((r) => r.id));
    },

    async existingLibraries(ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db.selectFrom('library').select('id').where('id', 'in', ids).execute();
      return new Set(rows.map((r) => r.id));
    },

    async isSerial(titleId: number): Promise<boolean> {
      const row = await db
        .selectFrom('title')
        .select('id')
        .where('id', '=', titleId)
        .where('material_type', '=', 'serial')
        .where('network_institution_id', 'is', null)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Adds area profiles (or moves the validity of those the patron has). */
    async upsertAreas(personId: number, areaIds: number[], validUntil: string): Promise<void> {
      await sql`
        INSERT INTO interest_profile (person_id, kind, knowledge_area_id, valid_until)
        SELECT ${personId}, 'area', a, ${validUntil}::date
          FROM unnest(${sql.val(areaIds)}::int[]) a
        ON CONFLICT (person_id, knowledge_area_id) WHERE kind = 'area'
        DO UPDATE SET valid_until = excluded.valid_until`.execute(db);
    },

    /** Adds author or subject profiles by heading (matched by its folded key). */
    async upsertTerms(
      personId: number,
      kind: 'author' | 'subject',
      terms: string[],
      validUntil: string,
    ): Promise<void> {
      await sql`
        INSERT INTO interest_profile (person_id, kind, term, term_key, valid_until)
        SELECT DISTINCT ON (discovery_fold(t)) ${personId}, ${kind}, t, discovery_fold(t),
               ${validUntil}::date
          FROM unnest(${sql.val(terms)}::text[]) t
         WHERE discovery_fold(t) <> ''
        ON CONFLICT (person_id, kind, term_key) WHERE kind IN ('author', 'subject')
        DO UPDATE SET valid_until = excluded.valid_until, term = excluded.term`.execute(db);
    },

    /** Deletes one of the patron's profiles of the given kinds; false when none. */
    async remove(
      personId: number,
      id: number,
      kinds: readonly InterestProfileKind[],
      areaTypeId?: number,
    ): Promise<boolean> {
      let query = db
        .deleteFrom('interest_profile')
        .where('id', '=', id)
        .where('person_id', '=', personId)
        .where('kind', 'in', kinds);
      if (areaTypeId !== undefined) {
        query = query.where('knowledge_area_id', 'in', (eb) =>
          eb.selectFrom('knowledge_area').select('id').where('type_id', '=', areaTypeId),
        );
      }
      const result = await query.executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** Every profile of the patron valid until `validUntil`; answers how many. */
    async extendAll(personId: number, validUntil: string): Promise<number> {
      const result = await db
        .updateTable('interest_profile')
        .set({ valid_until: validUntil })
        .where('person_id', '=', personId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** The patron's profile of a journal or material type (by what it follows). */
    async byTarget(
      personId: number,
      kind: 'journal' | 'material_type',
      target: number | string,
    ): Promise<ProfileRow | null> {
      const row = await profiles(personId)
        .where('p.kind', '=', kind)
        .where(kind === 'journal' ? 'p.journal_id' : 'p.material_type', '=', target as never)
        .executeTakeFirst();
      return row ? toRow(row) : null;
    },

    async insertTarget(
      personId: number,
      kind: 'journal' | 'material_type',
      target: number | string,
      settings: ProfileSettings,
    ): Promise<void> {
      await db
        .insertInto('interest_profile')
        .values({
          person_id: personId,
          kind,
          journal_id: kind === 'journal' ? (target as number) : null,
          material_type: kind === 'material_type' ? (target as string) : null,
          valid_until: settings.validUntil,
          library_ids: settings.libraryIds,
          languages: settings.languages ?? [],
          alert_issues: settings.alertIssues ?? false,
          alert_articles: settings.alertArticles ?? false,
          alert_contents: settings.alertContents ?? false,
        })
        .execute();
    },

    async updateTarget(id: number, settings: ProfileSettings): Promise<void> {
      await db
        .updateTable('interest_profile')
        .set({
          valid_until: settings.validUntil,
          library_ids: settings.libraryIds,
          languages: settings.languages ?? [],
          alert_issues: settings.alertIssues ?? false,
          alert_articles: settings.alertArticles ?? false,
          alert_contents: settings.alertContents ?? false,
        })
        .where('id', '=', id)
        .execute();
    },

    /** Author or subject headings of the catalogue containing the folded term, most used first. */
    async searchHeadings(kind: 'author' | 'subject', term: string) {
      const rows = await sql<{ heading: string; titles: number }>`
        SELECT heading, titles FROM index_heading
         WHERE kind = ${kind === 'author' ? 'autor' : 'assunto'}
           AND sort_key LIKE '%' || discovery_fold(${term}) || '%'
         ORDER BY (sort_key LIKE discovery_fold(${term}) || '%') DESC, titles DESC, sort_key
         LIMIT 20`.execute(db);
      return rows.rows;
    },

    /** Knowledge areas whose name or code contains the term, with their titles. */
    async searchAreas(term: string) {
      const rows = await sql<{ id: number; name: string; titles: string }>`
        SELECT ka.id, ka.name,
               (SELECT count(*) FROM title_knowledge_area t WHERE t.knowledge_area_id = ka.id) AS titles
          FROM knowledge_area ka
         WHERE discovery_fold(ka.name) LIKE '%' || discovery_fold(${term}) || '%'
            OR ka.code LIKE ${term} || '%'
         ORDER BY ka.name LIMIT 20`.execute(db);
      return rows.rows.map((r) => ({ id: r.id, name: r.name, titles: Number(r.titles) }));
    },

    /** Serial titles whose title or ISSN contains the term, held by one of `libraryIds` if any. */
    async searchJournals(term: string, libraryIds: number[]) {
      const rows = await sql<{ id: number; title: string; issns: string[]; libraries: number[] }>`
        SELECT t.id, t.title, t.issns,
               ARRAY(SELECT DISTINCT l FROM (
                 SELECT c.library_id AS l FROM copy c WHERE c.title_id = t.id
                 UNION SELECT i.library_id FROM serial_issue i
                  WHERE i.title_id = t.id AND i.library_id IS NOT NULL) x ORDER BY l) AS libraries
          FROM title t
         WHERE t.material_type = 'serial' AND t.network_institution_id IS NULL
           AND (discovery_fold(t.title) LIKE '%' || discovery_fold(${term}) || '%'
                OR discovery_code_key(${term}) = ANY (
                  SELECT discovery_code_key(x) FROM unnest(t.issns) x))
         ORDER BY t.title_key, t.id LIMIT 100`.execute(db);
      return rows.rows
        .filter((r) => libraryIds.length === 0 || r.libraries.some((l) => libraryIds.includes(l)))
        .slice(0, 20);
    },

    /**
     * Titles that arrived from day `from` to `to` (acquisition date, or the day catalogued when
     * there is none, both days in `timeZone`) and serial issues received then, matching the
     * patron's profiles in force.
     */
    async matchedTitles(
      personId: number,
      from: string,
      to: string,
      today: string,
      timeZone: string,
    ): Promise<MatchedTitleRow[]> {
      const rows = await sql<{
        id: number;
        title: string;
        author: string | null;
        year: number | null;
        material_type: string;
        day: string;
        profiles: { kind: InterestProfileKind; term: string }[];
      }>`
WITH fresh AS (
  -- Two index ranges (acquisition date; creation of titles without one), not an OR of both.
  SELECT t.id, t.subjects, t.authors, t.material_type, t.language FROM title t
   WHERE t.network_institution_id IS NULL AND t.acquired_on BETWEEN ${from}::date AND ${to}::date
  UNION ALL
  SELECT t.id, t.subjects, t.authors, t.material_type, t.language FROM title t
   WHERE t.network_institution_id IS NULL AND t.acquired_on IS NULL
     AND t.created_at >= (${from}::date)::timestamp AT TIME ZONE ${timeZone}
     AND t.created_at < (${to}::date + 1)::timestamp AT TIME ZONE ${timeZone}
), issues AS (
  SELECT i.id, i.title_id, i.library_id FROM serial_issue i
   WHERE coalesce(i.received_on, i.published_on) BETWEEN ${from}::date AND ${to}::date
), found AS (${matchingPairs(today, personId)})
SELECT t.id, t.title, t.authors[1] AS author, t.year, t.material_type,
       max(coalesce(si.received_on, si.published_on, t.acquired_on,
                    (t.created_at AT TIME ZONE ${timeZone})::date))::text AS day,
       jsonb_agg(DISTINCT jsonb_build_object('kind', p.kind,
         'term', coalesce(p.term, ka.name, j.title, p.material_type))) AS profiles
  FROM found f
  JOIN title t ON t.id = f.title_id
  JOIN interest_profile p ON p.id = f.profile_id
  LEFT JOIN serial_issue si ON si.id = f.issue_id
  LEFT JOIN knowledge_area ka ON ka.id = p.knowledge_area_id
  LEFT JOIN title j ON j.id = p.journal_id
 GROUP BY t.id
 ORDER BY day DESC, t.id DESC
 LIMIT ${PROFILE_TITLES_LIMIT}`.execute(db);
      return rows.rows.map((r) => ({
        id: r.id,
        title: r.title,
        author: r.author,
        year: r.year,
        materialType: r.material_type,
        day: r.day,
        profiles: r.profiles,
      }));
    },
  };
}
export type InterestProfileRepository = ReturnType<typeof interestProfileRepository>;
