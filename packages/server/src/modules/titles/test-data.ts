/**
 * Shared fixtures of the title-page tests: a hand-made record with every part the page shows,
 * its authority, libraries and copies in every status.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { MarcRecord } from '../../marc/record.ts';

/** A thesis-like book with authors, subjects, contents, links and local fields. */
export const SAMPLE_TITLE: MarcRecord = {
  leader: '00000nam a2200000 a 4500',
  fields: [
    { tag: '001', value: 'EST-T-1' },
    { tag: '003', value: 'ESTANTE' },
    { tag: '008', value: '200101s2019    bl            000 0 por d' },
    { tag: '020', ind1: ' ', ind2: ' ', subfields: [{ code: 'a', value: '9788535902778' }] },
    {
      tag: '090',
      ind1: ' ',
      ind2: ' ',
      subfields: [
        { code: 'a', value: '981.03' },
        { code: 'b', value: 'F866c' },
      ],
    },
    {
      tag: '100',
      ind1: '1',
      ind2: ' ',
      subfields: [
        { code: 'a', value: 'Freyre, Gilberto,' },
        { code: 'd', value: '1900-1987.' },
      ],
    },
    {
      tag: '245',
      ind1: '1',
      ind2: '0',
      subfields: [
        { code: 'a', value: 'Casa-grande & senzala :' },
        { code: 'b', value: 'formação da família brasileira /' },
        { code: 'c', value: 'Gilberto Freyre.' },
      ],
    },
    { tag: '250', ind1: ' ', ind2: ' ', subfields: [{ code: 'a', value: '51. ed.' }] },
    {
      tag: '260',
      ind1: ' ',
      ind2: ' ',
      subfields: [
        { code: 'a', value: 'São Paulo :' },
        { code: 'b', value: 'Global,' },
        { code: 'c', value: '2019.' },
      ],
    },
    {
      tag: '300',
      ind1: ' ',
      ind2: ' ',
      subfields: [
        { code: 'a', value: '727 p. ;' },
        { code: 'c', value: '23 cm.' },
      ],
    },
    {
      tag: '490',
      ind1: '0',
      ind2: ' ',
      subfields: [{ code: 'a', value: 'Intérpretes do Brasil' }],
    },
    {
      tag: '500',
      ind1: ' ',
      ind2: ' ',
      subfields: [{ code: 'a', value: 'Primeira edição em 1933.' }],
    },
    {
      tag: '505',
      ind1: '0',
      ind2: ' ',
      subfields: [
        {
          code: 'a',
          value:
            'Características gerais da colonização -- O indígena na formação da família brasileira.',
        },
      ],
    },
    {
      tag: '590',
      ind1: ' ',
      ind2: ' ',
      subfields: [{ code: 'a', value: 'Doação da reitoria (nota local).' }],
    },
    {
      tag: '650',
      ind1: ' ',
      ind2: '4',
      subfields: [
        { code: 'a', value: 'Escravidão' },
        { code: 'z', value: 'Brasil.' },
      ],
    },
    {
      tag: '651',
      ind1: ' ',
      ind2: '4',
      subfields: [
        { code: 'a', value: 'Brasil' },
        { code: 'x', value: 'Civilização.' },
      ],
    },
    {
      tag: '856',
      ind1: '4',
      ind2: '1',
      subfields: [
        { code: 'u', value: 'https://example.org/casa-grande' },
        { code: 'y', value: 'Texto completo' },
      ],
    },
    { tag: '999', ind1: ' ', ind2: ' ', subfields: [{ code: 'a', value: 'interno' }] },
  ],
};

/** The authority of the sample's author. */
export const SAMPLE_AUTHORITY: MarcRecord = {
  leader: '00000nz  a2200000n  4500',
  fields: [
    { tag: '001', value: 'EST-A-1' },
    { tag: '003', value: 'ESTANTE' },
    {
      tag: '100',
      ind1: '1',
      ind2: ' ',
      subfields: [
        { code: 'a', value: 'Freyre, Gilberto,' },
        { code: 'd', value: '1900-1987' },
      ],
    },
    {
      tag: '400',
      ind1: '1',
      ind2: ' ',
      subfields: [
        { code: 'a', value: 'Freyre, Gilberto de Mello,' },
        { code: 'd', value: '1900-1987' },
      ],
    },
    {
      tag: '500',
      ind1: '1',
      ind2: ' ',
      subfields: [
        { code: 'a', value: 'Ramos, Graciliano,' },
        { code: 'd', value: '1892-1953' },
      ],
    },
    {
      tag: '670',
      ind1: ' ',
      ind2: ' ',
      subfields: [{ code: 'a', value: 'Casa-grande & senzala, 1933.' }],
    },
    {
      tag: '678',
      ind1: ' ',
      ind2: ' ',
      subfields: [{ code: 'a', value: 'Sociólogo pernambucano.' }],
    },
  ],
};

/** Title id by control number. */
export async function titleIdOf(db: Kysely<Database>, controlNumber: string): Promise<number> {
  const row = await db
    .selectFrom('title')
    .select('id')
    .where('control_number', '=', controlNumber)
    .executeTakeFirstOrThrow();
  return row.id;
}
