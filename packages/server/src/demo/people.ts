/**
 * The people, bodies and meetings of the demo collection, as headings shared by the
 * bibliographic records and their authority records (so both link by heading).
 */
import type { DataField } from '../marc/record.ts';
import { data } from './marc-build.ts';
import type { Random } from './random.ts';
import {
  CLASSICS,
  COMPOSERS,
  CORPORATE_BODIES,
  EN_FIRST_NAMES,
  EN_SURNAMES,
  ES_FIRST_NAMES,
  ES_SURNAMES,
  MEETINGS,
  PT_FEMALE_MIDDLE_NAMES,
  PT_FEMALE_NAMES,
  PT_MALE_MIDDLE_NAMES,
  PT_MALE_NAMES,
  PT_SURNAMES,
} from './vocabulary.ts';

/** Languages of the collection, as MARC codes. */
export type Lang = 'por' | 'eng' | 'spa';

/** A person heading: name in inverted form ($a) and dates ($d). */
export interface Person {
  name: string;
  dates: string | null;
  /** Name in direct order, for statements of responsibility (245 $c). */
  display: string;
}

/** The people of the collection, by language of their works. */
export type People = Record<Lang, Person[]>;

/** "Silva, Ana Paula, 1961-" → the person. */
export function personFromHeading(heading: string): Person {
  const match = /^(.*?), (\d{4}-(?:\d{4})?)$/.exec(heading);
  const name = match?.[1] ?? heading;
  const dates = match?.[2] ?? null;
  const comma = name.indexOf(', ');
  const display = comma < 0 ? name : `${name.slice(comma + 2)} ${name.slice(0, comma)}`;
  return { name, dates, display };
}

/** The heading of a person as a string, as describe and headingKey see it. */
export function personHeading(person: Person): string {
  return person.dates ? `${person.name}, ${person.dates}` : person.name;
}

/** Given names by gender, so a middle name agrees with the first ("Ana Paula", "João Eduardo"). */
interface GivenNames {
  first: readonly string[];
  middle: readonly string[];
}

function makePeople(
  random: Random,
  count: number,
  genders: readonly GivenNames[],
  last: readonly string[],
): Person[] {
  const seen = new Set<string>();
  const out: Person[] = [];
  let attempts = 0;
  while (out.length < count && attempts < count * 20) {
    attempts++;
    const { first, middle } = random.pick(genders);
    const given =
      random.chance(0.4) && middle.length > 0
        ? `${random.pick(first)} ${random.pick(middle)}`
        : random.pick(first);
    const surname = random.chance(0.3)
      ? `${random.pick(last)} ${random.pick(last)}`
      : random.pick(last);
    const name = `${surname}, ${given}`;
    if (seen.has(name)) continue;
    seen.add(name);
    const dates = random.chance(0.35) ? `${random.int(1940, 1992)}-` : null;
    out.push({ name, dates, display: `${given} ${surname}` });
  }
  return out;
}

/** A pool of authors sized for the collection: mostly Brazilian, some English and Spanish. */
export function makePeopleForCollection(random: Random, titles: number): People {
  const size = Math.max(60, Math.round(titles * 0.12));
  return {
    por: makePeople(
      random,
      size,
      [
        { first: PT_FEMALE_NAMES, middle: PT_FEMALE_MIDDLE_NAMES },
        { first: PT_MALE_NAMES, middle: PT_MALE_MIDDLE_NAMES },
      ],
      PT_SURNAMES,
    ),
    eng: makePeople(
      random,
      Math.max(12, Math.round(size * 0.15)),
      [{ first: EN_FIRST_NAMES, middle: [] }],
      EN_SURNAMES,
    ),
    spa: makePeople(
      random,
      Math.max(10, Math.round(size * 0.1)),
      [{ first: ES_FIRST_NAMES, middle: [] }],
      ES_SURNAMES,
    ),
  };
}

/** Classic authors and composers, in the same form as generated people. */
export const CLASSIC_PEOPLE: Person[] = [...new Set(CLASSICS.map((c) => c.author))].map(
  personFromHeading,
);
export const COMPOSER_PEOPLE: Person[] = COMPOSERS.map(personFromHeading);

/** A person field (100/600/700) with an optional relator term. */
export function personField(
  tag: '100' | '600' | '700',
  person: Person,
  relator: string | null,
  ind2 = ' ',
): DataField {
  const needsComma = person.dates !== null || relator !== null;
  return data(tag, '1', ind2, [
    ['a', needsComma ? `${person.name},` : person.name],
    ['d', person.dates ? (relator ? `${person.dates},` : person.dates) : null],
    ['e', relator ? `${relator}.` : null],
  ]);
}

/** A corporate body field (110/610/710) for CORPORATE_BODIES[index]. */
export function corporateField(tag: '110' | '610' | '710', index: number, ind2 = ' '): DataField {
  const body = CORPORATE_BODIES[index] ?? CORPORATE_BODIES[0];
  if (!body) throw new Error('no corporate bodies');
  // A jurisdiction ("Brasil") takes first indicator 1, a name in direct order 2.
  const ind1 = body.a === 'Brasil' || body.a === 'Santa Catarina' ? '1' : '2';
  return data(tag, ind1, ind2, [
    ['a', body.b ? `${body.a}.` : body.a],
    ['b', body.b ?? null],
  ]);
}

/** A meeting field (111/711) for MEETINGS[index]. */
export function meetingField(tag: '111' | '711', index: number): DataField {
  const meeting = MEETINGS[index] ?? MEETINGS[0];
  if (!meeting) throw new Error('no meetings');
  return data(tag, '2', ' ', [
    ['a', meeting.name],
    ['n', `(${meeting.number} :`],
    ['d', `${meeting.year} :`],
    ['c', `${meeting.place})`],
  ]);
}
