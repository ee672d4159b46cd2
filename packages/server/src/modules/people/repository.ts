import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** SQL of people, their logins and the activities of their categories. */
export function peopleRepository(db: Kysely<Database>) {
  return {
    /** The person and the login (of that person) a session is signed in with. */
    async signedIn(personId: number, loginId: number) {
      return db
        .selectFrom('person_login as l')
        .innerJoin('person as p', 'p.id', 'l.person_id')
        .select(['p.id', 'p.name', 'p.blocked', 'l.login', 'l.category_id as categoryId'])
        .where('l.id', '=', loginId)
        .where('l.person_id', '=', personId)
        .executeTakeFirst();
    },

    /** The activities (permissions) of a patron category, by code. */
    async categoryActivities(categoryId: number) {
      return db
        .selectFrom('category_activity as ca')
        .innerJoin('activity as a', 'a.code', 'ca.activity_code')
        .select(['a.code', 'a.module', 'a.description'])
        .where('ca.category_id', '=', categoryId)
        .orderBy('a.code')
        .execute();
    },

    /** A person's password logins, in their order. */
    async logins(personId: number) {
      return db
        .selectFrom('person_login as l')
        .innerJoin('patron_category as c', 'c.id', 'l.category_id')
        .select(['l.id', 'l.login', 'l.base', 'l.description', 'c.name as category'])
        .where('l.person_id', '=', personId)
        .where('l.password_sign_in', '=', true)
        .orderBy('l.position')
        .orderBy('l.id')
        .execute();
    },

    /** The person's own password login `login` (any case) in `base`, if there is one. */
    async ownLogin(personId: number, login: string, base: string) {
      return db
        .selectFrom('person_login')
        .select(['id', 'login'])
        .where('person_id', '=', personId)
        .where(sql<string>`lower(login)`, '=', login.toLowerCase())
        .where('base', '=', base)
        .where('password_sign_in', '=', true)
        .executeTakeFirst();
    },

    /**
     * The person's own password login `login` (any case) in any base; should it exist in
     * several, the `local` base first (as at sign-in).
     */
    async ownLoginInAnyBase(personId: number, login: string) {
      return db
        .selectFrom('person_login')
        .select(['id', 'login'])
        .where('person_id', '=', personId)
        .where(sql<string>`lower(login)`, '=', login.toLowerCase())
        .where('password_sign_in', '=', true)
        .orderBy(sql`base = 'local'`, 'desc')
        .orderBy('id')
        .executeTakeFirst();
    },
  };
}

export type PeopleRepository = ReturnType<typeof peopleRepository>;
