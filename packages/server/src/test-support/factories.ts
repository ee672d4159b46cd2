import type { Insertable, Kysely } from 'kysely';
import type { Database, EventTable, InstitutionTable, LibraryTable } from '../db/schema.ts';

type Kdb = Kysely<Database>;

/** Writes the institution row (one per database) with overridable fields. */
export async function createInstitution(
  db: Kdb,
  fields: Partial<Insertable<InstitutionTable>> = {},
) {
  return db
    .insertInto('institution')
    .values({
      company_code: 1234,
      acronym: 'UFT',
      name: 'Universidade Federal de Teste',
      logo_url: '/logo.svg',
      login_label: 'Matrícula',
      login_message: null,
      support_message: 'Fale com a biblioteca: biblioteca@teste.br',
      privacy_url: null,
      oidc_logout_url: null,
      default_login_destination: null,
      password_web_url: null,
      acquisition_web_url: null,
      network_catalogue_label: null,
      network_catalogue_url: null,
      ...fields,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

let sequence = 0;

/** A campus and a library in it. */
export async function createLibrary(db: Kdb, fields: Partial<Insertable<LibraryTable>> = {}) {
  sequence += 1;
  const campus =
    fields.campus_id ??
    (
      await db
        .insertInto('campus')
        .values({ name: `Campus ${sequence}` })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  return db
    .insertInto('library')
    .values({
      name: `Biblioteca ${sequence}`,
      acronym: `B${sequence}`,
      email: null,
      phone: null,
      address: null,
      ...fields,
      campus_id: campus,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** An opening interval, e.g. addHours(db, lib.id, 1, '08:00', '12:00'). */
export async function addHours(
  db: Kdb,
  libraryId: number,
  weekday: number,
  opens: string,
  closes: string,
) {
  await db
    .insertInto('opening_hours')
    .values({ library_id: libraryId, weekday, opens, closes })
    .execute();
}

export async function createEvent(
  db: Kdb,
  fields: Partial<Insertable<EventTable>> & { starts_at: Date },
) {
  return db
    .insertInto('event')
    .values({ title: 'Evento', location: null, link: null, library_id: null, ...fields })
    .returningAll()
    .executeTakeFirstOrThrow();
}
