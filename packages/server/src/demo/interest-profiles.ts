import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { matchNewTitles } from '../modules/interest-profiles/matching.ts';
import { interestProfileRepository } from '../modules/interest-profiles/repository.ts';
import { interestProfileService } from '../modules/interest-profiles/service.ts';
import type { Requester } from '../lib/requester.ts';
import { addDays } from './dates.ts';

/**
 * The demo patrons' interest profiles (docs/demo.md), made through the profile service, and the
 * first matching pass: the titles acquired in the last 30 days count as the new arrivals (the
 * rest of the collection was there before the profiles), so Sônia and Ana start with alerts and
 * a Check titles list.
 */
const PROFILES: {
  login: string;
  areas: string[];
  subjects: string[];
  authors: string[];
  materialTypes: { codigo: string; idiomas: string[] }[];
}[] = [
  {
    login: '20260010', // Sônia Ribeiro, hospital staff
    areas: ['Enfermagem'],
    subjects: ['Saúde pública'],
    authors: [],
    materialTypes: [{ codigo: 'thesis', idiomas: ['por'] }],
  },
  {
    login: '20260001', // Ana Souza, Letras
    areas: [],
    subjects: ['Literatura brasileira'],
    authors: [],
    materialTypes: [],
  },
];

/** Writes the profiles and runs the first pass; answers the alerts it recorded. */
export async function createDemoInterestProfiles(
  kysely: Kysely<Database>,
  today: string,
): Promise<number> {
  const service = interestProfileService(interestProfileRepository(kysely), { today: () => today });
  const validade = addDays(today, 180);
  for (const profile of PROFILES) {
    const person = await kysely
      .selectFrom('person_login')
      .select(['person_id', 'id'])
      .where('login', '=', profile.login)
      .executeTakeFirst();
    if (!person) continue;
    const requester: Requester = {
      patronId: person.person_id,
      kind: 'patron',
      login: profile.login,
      loginId: person.id,
      sessionId: null,
      clientId: null,
      address: '127.0.0.1',
    };
    const areaIds = (
      await kysely
        .selectFrom('knowledge_area')
        .select('id')
        .where('name', 'in', profile.areas.length > 0 ? profile.areas : [''])
        .execute()
    ).map((a) => String(a.id));
    if (areaIds.length > 0) {
      await service.addAreaAuthorSubject(requester, { tipoDSI: 'area', validade, itens: areaIds });
    }
    if (profile.subjects.length > 0) {
      await service.addAreaAuthorSubject(requester, {
        tipoDSI: 'subject',
        validade,
        itens: profile.subjects,
      });
    }
    if (profile.authors.length > 0) {
      await service.addAreaAuthorSubject(requester, {
        tipoDSI: 'author',
        validade,
        itens: profile.authors,
      });
    }
    for (const type of profile.materialTypes) {
      await service.saveMaterialType(requester, { ...type, validade }, 'create', 'pt');
    }
  }
  // Everything catalogued so far is waiting for the matching job; only the last month's
  // acquisitions are news to these profiles.
  const since = addDays(today, -30);
  await kysely
    .deleteFrom('profile_pending')
    .where((eb) =>
      eb.or([
        eb('issue_id', 'is not', null),
        eb(
          'title_id',
          'not in',
          eb.selectFrom('title').select('id').where('acquired_on', '>=', since),
        ),
      ]),
    )
    .execute();
  const summary = await matchNewTitles(kysely, { today });
  // The demo's digest was "sent" with the pass: the first mail goes out for later arrivals.
  await kysely.updateTable('profile_match').set({ mailed_at: new Date() }).execute();
  return summary?.alerts ?? 0;
}
