import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { openTestDatabase } from '../test-support/app.ts';
import { generateDemoCollection, type DemoSummary } from './index.ts';
import { recentSemesters } from './teaching.ts';

const OPTIONS = { titles: 300, seed: 11, today: new Date('2026-11-22') };

/** Everything the teaching and knowledge-area generators wrote, as comparable text. */
async function snapshot(db: Db): Promise<string> {
  const { rows } = await sql<{ snapshot: string }>`select concat_ws('|',
    (select string_agg(concat_ws(',', code, name, parent_id), ';' order by id) from knowledge_area),
    (select string_agg(concat_ws(',', title_id, knowledge_area_id), ';' order by title_id, knowledge_area_id) from title_knowledge_area),
    (select string_agg(concat_ws(',', code, name, level, campus_id), ';' order by id) from course),
    (select string_agg(concat_ws(',', code, name, workload_hours), ';' order by id) from discipline),
    (select string_agg(concat_ws(',', name, email, department_id), ';' order by id) from professor),
    (select string_agg(concat_ws(',', course_id, discipline_id, professor_id, year, semester, period), ';' order by id) from teaching_plan),
    (select string_agg(concat_ws(',', teaching_plan_id, title_id, kind), ';' order by teaching_plan_id, title_id) from teaching_plan_title)
  ) as snapshot`.execute(db.kysely);
  return rows[0]?.snapshot ?? '';
}

let first: Db;
let second: Db;
let summary: DemoSummary;

beforeAll(async () => {
  [first, second] = await Promise.all([openTestDatabase(), openTestDatabase()]);
  [summary] = await Promise.all([
    generateDemoCollection(first.kysely, OPTIONS),
    generateDemoCollection(second.kysely, OPTIONS),
  ]);
}, 120_000);
afterAll(() => Promise.all([first.close(), second.close()]));

describe('demo knowledge areas and teaching plans', () => {
  it('are the same for the same seed', async () => {
    expect(await snapshot(first)).toBe(await snapshot(second));
  });

  it('have the promised sizes', () => {
    expect(summary.teaching).toMatchObject({ courses: 41, disciplines: 150, professors: 80 });
    expect(summary.teaching.teachingPlans).toBe(41 * 4 * 2);
  });

  it('link titles to one or two areas that match their subjects', async () => {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from title_knowledge_area
      group by title_id order by n desc limit 1`.execute(first.kysely);
    expect(rows[0]?.n).toBeLessThanOrEqual(2);
    const { rows: linked } = await sql<{ share: number }>`
      select (count(distinct tka.title_id)::float / count(distinct t.id)) as share
      from title t left join title_knowledge_area tka on tka.title_id = t.id
      where t.network_institution_id is null`.execute(first.kysely);
    expect(linked[0]?.share).toBeGreaterThan(0.8);
  });

  it('give plans of the current and previous semesters 5–15 titles on their course area', async () => {
    const plans = await sql<{ year: number; semester: number; titles: number; off_area: number }>`
      select p.year, p.semester, count(*)::int as titles,
        count(*) filter (where not exists (select 1 from title_knowledge_area tka
          where tka.title_id = pt.title_id and tka.knowledge_area_id = c.knowledge_area_id))::int as off_area
      from teaching_plan p join course c on c.id = p.course_id
      join teaching_plan_title pt on pt.teaching_plan_id = p.id
      group by p.id`.execute(first.kysely);
    expect(plans.rows.length).toBeGreaterThan(0);
    const semesters = new Set(plans.rows.map((p) => `${p.year}/${p.semester}`));
    expect([...semesters].sort()).toEqual(['2026/1', '2026/2']);
    for (const plan of plans.rows) {
      expect(plan.titles).toBeLessThanOrEqual(15);
      expect(plan.off_area).toBe(0);
    }
    const kinds = await first.kysely
      .selectFrom('teaching_plan_title')
      .select('kind')
      .distinct()
      .execute();
    expect(kinds.map((k) => k.kind).sort()).toEqual(['basic', 'complementary']);
  });

  it('name the current and previous semesters from today', () => {
    expect(recentSemesters('2026-11-22')).toEqual([
      [2026, 2],
      [2026, 1],
    ]);
    expect(recentSemesters('2027-03-01')).toEqual([
      [2027, 1],
      [2026, 2],
    ]);
  });
});
