/**
 * The demo's people: a patron of every category (spec §1, §6), the documented demo logins
 * (docs/demo.md) and a circulation-desk staff member. Everyone's password is DEMO_PASSWORD.
 */
import type { Kysely } from 'kysely';
import { ACTIVITY } from '@estante/contract';
import type { Database } from '../db/schema.ts';
import { passwordHasher, type Argon2Cost } from '../modules/auth/passwords.ts';
import { DEFAULT_AUTH_SETTINGS } from '../modules/auth/settings.ts';

/** The password of every demo account (docs/demo.md). */
export const DEMO_PASSWORD = 'Estante-2026';

/** Patron category ids of migration 0012. */
const CATEGORY = {
  undergraduate: 1,
  digitalUndergraduate: 2,
  graduate: 3,
  masters: 4,
  doctorate: 5,
  educarSe: 6,
  languagesOther: 7,
  technical: 8,
  employee: 9,
  hospitalEmployee: 10,
  professor: 11,
  specialUser: 12,
  exchangeStudent: 13,
  communityMember: 14,
} as const;

interface DemoLogin {
  login: string;
  category: number;
  description?: string;
  base?: string;
  /** False for a login used only by external sign-in (OIDC). */
  password?: boolean;
}

interface DemoPerson {
  name: string;
  email: string;
  logins: DemoLogin[];
  staffRole?: 'circulation';
  /** Blocked after LOGIN_MAX_FAILURES wrong passwords. */
  blocked?: boolean;
  personal?: { street: string; city: string; district: string; postal_code: string };
}

export const DEMO_PEOPLE: DemoPerson[] = [
  {
    name: 'Ana Souza',
    email: 'ana.souza@demo.estante',
    logins: [
      { login: '20260001', category: CATEGORY.undergraduate, description: 'Graduação em Letras' },
      // The same person through the demo OpenID provider, when single sign-on is on.
      {
        login: 'ana.souza@demo.estante',
        category: CATEGORY.undergraduate,
        base: 'oidc',
        password: false,
      },
    ],
    personal: {
      street: 'Rua das Acácias, 120',
      city: 'Florianópolis',
      district: 'Trindade',
      postal_code: '88036000',
    },
  },
  {
    name: 'Carlos Eduardo Lima',
    email: 'carlos.lima@demo.estante',
    logins: [
      { login: '20260002', category: CATEGORY.professor, description: 'Docente de História' },
    ],
  },
  {
    name: 'Beatriz Nogueira Costa',
    email: 'beatriz.costa@demo.estante',
    logins: [
      { login: '20260003', category: CATEGORY.masters, description: 'Mestrado em Educação' },
      {
        login: '20240003',
        category: CATEGORY.graduate,
        description: 'Especialização em Gestão Cultural',
      },
    ],
  },
  {
    name: 'Diego Martins Rocha',
    email: 'diego.rocha@demo.estante',
    logins: [{ login: '20260004', category: CATEGORY.undergraduate }],
    blocked: true,
  },
  {
    name: 'Helena Barbosa',
    email: 'helena.barbosa@demo.estante',
    logins: [
      { login: 'balcao01', category: CATEGORY.employee, description: 'Balcão de atendimento' },
    ],
    staffRole: 'circulation',
  },
  // Two person records with one login in two bases: institution 571's duplicate-person step.
  {
    name: 'Paulo Henrique Souza',
    email: 'paulo.souza@demo.estante',
    logins: [
      { login: '20260014', category: CATEGORY.undergraduate, description: 'Graduação em Direito' },
    ],
  },
  {
    name: 'Paulo Henrique Souza',
    email: 'paulo.souza.hu@demo.estante',
    logins: [
      {
        login: '20260014',
        category: CATEGORY.hospitalEmployee,
        base: 'hospital',
        description: 'Hospital Universitário',
      },
    ],
  },
  { name: 'Felipe Araújo', category: CATEGORY.digitalUndergraduate, login: '20260005' },
  { name: 'Juliana Pereira', category: CATEGORY.doctorate, login: '20260006' },
  { name: 'Marcos Vieira', category: CATEGORY.educarSe, login: '20260007' },
  { name: 'Larissa Gomes', category: CATEGORY.languagesOther, login: '20260008' },
  { name: 'Rafael Teixeira', category: CATEGORY.technical, login: '20260009' },
  { name: 'Sônia Ribeiro', category: CATEGORY.hospitalEmployee, login: '20260010' },
  { name: 'Tiago Almeida', category: CATEGORY.specialUser, login: '20260011' },
  { name: 'Lucía Fernández', category: CATEGORY.exchangeStudent, login: '20260012' },
  { name: 'Roberto Dias', category: CATEGORY.communityMember, login: '20260013' },
].map((p) =>
  'logins' in p
    ? (p as DemoPerson)
    : {
        name: p.name,
        email: `${p.name
          .normalize('NFD')
          .replace(/\p{M}/gu, '')
          .toLowerCase()
          .replace(' ', '.')}@demo.estante`,
        logins: [{ login: p.login, category: p.category }],
      },
);

/** Activities of each category: the personal area and comments for all, suggestions for most. */
function categoryActivities(): { category_id: number; activity_code: number }[] {
  return Object.values(CATEGORY).flatMap((category) => [
    { category_id: category, activity_code: ACTIVITY.personalArea },
    { category_id: category, activity_code: ACTIVITY.comments },
    ...(category === CATEGORY.communityMember
      ? []
      : [{ category_id: category, activity_code: ACTIVITY.purchaseSuggestion }]),
  ]);
}

/**
 * Writes the demo people with their logins, category permissions and password hashes (one
 * argon2id hash each, at the server's cost unless `cost` is given — tests pass the minimum:
 * sixteen hashes at the server's cost are a second of CPU per test file). Needs the activities
 * of the institution (createInstitution). Answers the number of people.
 */
export async function createDemoPatrons(
  kysely: Kysely<Database>,
  cost: Argon2Cost = DEFAULT_AUTH_SETTINGS.argon2,
): Promise<number> {
  const hasher = passwordHasher(cost);
  const hashes = await Promise.all(DEMO_PEOPLE.map(() => hasher.hash(DEMO_PASSWORD)));
  await kysely.transaction().execute(async (trx) => {
    await trx.insertInto('category_activity').values(categoryActivities()).execute();
    for (const [i, person] of DEMO_PEOPLE.entries()) {
      const { id } = await trx
        .insertInto('person')
        .values({
          name: person.name,
          email: person.email,
          staff_role: person.staffRole ?? null,
          password_hash: hashes[i]!,
          password_changed_at: new Date(),
          ...(person.blocked
            ? {
                blocked: true,
                blocked_at: new Date(),
                blocked_reason: 'failed_attempts' as const,
                failed_attempts: DEFAULT_AUTH_SETTINGS.maxFailures,
                last_failed_at: new Date(),
              }
            : {}),
          ...person.personal,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('person_login')
        .values(
          person.logins.map((login, position) => ({
            person_id: id,
            login: login.login,
            base: login.base ?? 'local',
            category_id: login.category,
            description: login.description ?? null,
            password_sign_in: login.password ?? true,
            position: position + 1,
          })),
        )
        .execute();
    }
  });
  return DEMO_PEOPLE.length;
}
