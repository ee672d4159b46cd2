/**
 * Demo usage statistics (loans, renewals and holds per title and month) for the statistics
 * tab of a title: the last three years up to the current month, busier in term time.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { Random } from './random.ts';

/** Share of titles with any use, and the relative demand of each month (Brazilian terms). */
const USED_SHARE = 0.4;
const MONTH_DEMAND = [0.2, 0.4, 1, 1, 0.9, 0.7, 0.3, 0.9, 1, 1, 0.8, 0.4];
const YEARS = 3;
const CHUNK = 20000;

/**
 * Writes monthly usage for about 40% of the own collection's titles that have copies.
 *
 * @returns the number of (title, month) rows written
 */
export async function createDemoUsageStatistics(
  kysely: Kysely<Database>,
  random: Random,
  today: string,
): Promise<number> {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const titles = await kysely
    .selectFrom('title')
    .select('id')
    .where('network_institution_id', 'is', null)
    .where((eb) =>
      eb.exists(eb.selectFrom('copy').select('copy.id').whereRef('copy.title_id', '=', 'title.id')),
    )
    .orderBy('id')
    .execute();
  const rows: {
    title_id: number;
    year: number;
    month: number;
    loans: number;
    renewals: number;
    holds: number;
  }[] = [];
  for (const { id } of titles) {
    if (!random.chance(USED_SHARE)) continue;
    const popularity = random.int(1, 8);
    for (let y = year - YEARS + 1; y <= year; y++) {
      for (let m = 1; m <= (y === year ? month : 12); m++) {
        const loans = Math.round(popularity * MONTH_DEMAND[m - 1]! * random.next() * 1.5);
        if (loans === 0) continue;
        rows.push({
          title_id: id,
          year: y,
          month: m,
          loans,
          renewals: random.int(0, loans),
          holds: popularity > 5 ? random.int(0, Math.ceil(loans / 2)) : 0,
        });
      }
    }
  }
  for (let i = 0; i < rows.length; i += CHUNK) {
    const json = JSON.stringify(rows.slice(i, i + CHUNK));
    await sql`insert into title_usage_month (title_id, year, month, loans, renewals, holds)
      select title_id, year, month, loans, renewals, holds
      from json_populate_recordset(null::title_usage_month, ${json}::json)`.execute(kysely);
  }
  return rows.length;
}
