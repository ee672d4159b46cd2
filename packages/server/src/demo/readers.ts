import type { Kysely } from 'kysely';
import type { Patron } from '../circulation/driver.ts';
import type { Database } from '../db/schema.ts';
import type { Random } from './random.ts';
import { PT_FEMALE_NAMES, PT_MALE_NAMES, PT_SURNAMES } from './vocabulary.ts';

/**
 * The demo's other readers: the people who have the collection's lent and reserved copies
 * (demo/circulation.ts), besides the documented demo accounts (patrons.ts). Logins are
 * enrolment numbers of past years (20251001…, never the 2026 ones of docs/demo.md); they share
 * the demo password (the same hash as the first demo person, so no hashing time is spent).
 */

/** Patron category ids of migration 0012 with the default 14-day policy, and a few others. */
const CATEGORIES: [number, number][] = [
  [1, 70], // undergraduate
  [2, 6], // digital undergraduate
  [8, 6], // technical
  [3, 6], // graduate (21 days)
  [4, 6], // master's (21 days)
  [11, 6], // professor (30 days)
];

const CHUNK = 2000;

/** Writes `count` readers with one login each; answers them as patrons, in login order. */
export async function createDemoReaders(
  kysely: Kysely<Database>,
  random: Random,
  count: number,
): Promise<Patron[]> {
  if (count === 0) return [];
  const hash = await kysely
    .selectFrom('person')
    .select('password_hash')
    .where('password_hash', 'is not', null)
    .orderBy('id')
    .executeTakeFirst();
  const people = Array.from({ length: count }, () => {
    const first = random.pick(random.chance(0.5) ? PT_FEMALE_NAMES : PT_MALE_NAMES);
    const surnames = random.chance(0.6)
      ? `${random.pick(PT_SURNAMES)} ${random.pick(PT_SURNAMES)}`
      : random.pick(PT_SURNAMES);
    return {
      name: `${first} ${surnames}`,
      email: null,
      password_hash: hash?.password_hash ?? null,
      password_changed_at: new Date(),
    };
  });
  const patrons: Patron[] = [];
  // In chunks: a statement takes at most 65,535 parameters.
  for (let start = 0; start < count; start += CHUNK) {
    const chunk = people.slice(start, start + CHUNK);
    const ids = await kysely.insertInto('person').values(chunk).returning('id').execute();
    const logins = await kysely
      .insertInto('person_login')
      .values(
        ids.map(({ id }, k) => {
          const i = start + k;
          return {
            person_id: id,
            // 9,000 numbers a year, going back a year every 9,000 readers.
            login: `${2025 - Math.floor(i / 9000)}${1001 + (i % 9000)}`,
            base: 'local',
            category_id: random.weighted(CATEGORIES),
            position: 1,
          };
        }),
      )
      .returning(['id', 'person_id'])
      .execute();
    patrons.push(...logins.map((l) => ({ personId: l.person_id, loginId: l.id })));
  }
  return patrons;
}
