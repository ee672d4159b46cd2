/**
 * Authority records of the demo collection (MARC 21 authority format): people, bodies,
 * meetings, uniform titles, topics, places, genres and periods, with see-from (4XX),
 * see-also (5XX) and sources (670). Headings are written exactly as the bibliographic
 * records write them, so titles and authorities link.
 */
import type { DataField, MarcRecord } from '../marc/record.ts';
import {
  authority008,
  authorityLeader,
  control,
  data,
  latestTransaction,
  record,
} from './marc-build.ts';
import {
  CLASSIC_PEOPLE,
  COMPOSER_PEOPLE,
  corporateField,
  meetingField,
  personField,
  personHeading,
  type People,
  type Person,
} from './people.ts';
import type { Random } from './random.ts';
import {
  AREAS,
  CLASSIC_VARIANTS,
  CORPORATE_BODIES,
  GENRES,
  MEETINGS,
  PERIODS,
  PLACES,
  UNIFORM_TITLES,
  UNIVERSITY,
} from './vocabulary.ts';

/** Share of generated people who have an authority record (not every author has one). */
const PEOPLE_WITH_AUTHORITY = 0.7;

/** Topical headings used by the bibliographic records besides the areas and their topics. */
const EXTRA_TOPICS = ['Periódicos'];

interface AuthorityInput {
  heading: DataField;
  seeFrom: DataField[];
  seeAlso: DataField[];
  sources: string[];
  note?: string;
  use: 'name' | 'subject';
}

/** The heading as an authority 1XX: same subfields as in titles, without relator terms. */
function headingOnly(field: DataField, tag: string): DataField {
  const subfields = field.subfields.filter((s) => s.code !== 'e');
  const last = subfields[subfields.length - 1];
  if (last) subfields[subfields.length - 1] = { ...last, value: last.value.replace(/,$/, '') };
  return { ...field, tag, ind2: ' ', subfields };
}

function initials(person: Person): string {
  const [surname, given] = person.name.split(', ');
  const short = (given ?? '')
    .split(' ')
    .map((part) => `${part.charAt(0)}.`)
    .join(' ');
  return `${surname}, ${short}`;
}

function personInputs(random: Random, people: People): AuthorityInput[] {
  const inputs: AuthorityInput[] = [];
  const generated = [...people.por, ...people.eng, ...people.spa].filter(() =>
    random.chance(PEOPLE_WITH_AUTHORITY),
  );
  for (const person of generated) {
    inputs.push({
      heading: headingOnly(personField('100', person, null), '100'),
      seeFrom: [
        data('400', '1', ' ', [['a', initials(person)]]),
        data('400', '0', ' ', [['a', person.display]]),
      ],
      seeAlso: [],
      sources: [
        random.pick(['Currículo Lattes', 'VIAF', 'Catálogo da Biblioteca Universitária UFE']),
      ],
      use: 'name',
    });
  }
  for (const person of [...CLASSIC_PEOPLE, ...COMPOSER_PEOPLE]) {
    const heading = personHeading(person);
    inputs.push({
      heading: headingOnly(personField('100', person, null), '100'),
      seeFrom: (CLASSIC_VARIANTS[heading] ?? [person.display]).map((v) =>
        data('400', '1', ' ', [['a', v]]),
      ),
      seeAlso: [],
      sources: ['Biblioteca Nacional (Brasil). Catálogo de autoridades', 'VIAF'],
      note: `${person.display}, autor${person.dates ? ` (${person.dates})` : ''}.`,
      use: 'name',
    });
  }
  return inputs;
}

function corporateInputs(): AuthorityInput[] {
  return CORPORATE_BODIES.map((body, index) => ({
    heading: headingOnly(corporateField('110', index), '110'),
    seeFrom: body.variants.map((v) => data('410', '2', ' ', [['a', v]])),
    seeAlso:
      body.b && body.a === UNIVERSITY
        ? [
            data('510', '2', ' ', [
              ['w', 'g'],
              ['a', UNIVERSITY],
            ]),
          ]
        : [],
    sources: ['Portal da instituição'],
    use: 'name' as const,
  }));
}

function meetingInputs(): AuthorityInput[] {
  return MEETINGS.map((meeting, index) => ({
    heading: headingOnly(meetingField('111', index), '111'),
    seeFrom: [data('411', '2', ' ', [['a', meeting.name.replace(/ (de|da|do|em) /g, ' ')]])],
    seeAlso: [],
    sources: [`Anais do evento, ${meeting.year}`],
    use: 'name' as const,
  }));
}

function simpleInputs(
  tag: string,
  list: readonly { heading: string; variants: string[] }[],
  source: string,
  broader?: (heading: string) => string | null,
): AuthorityInput[] {
  const seeTag = `4${tag.slice(1)}`;
  const alsoTag = `5${tag.slice(1)}`;
  return list.map((entry) => {
    const wider = broader?.(entry.heading) ?? null;
    return {
      heading: data(tag, ' ', '0', [['a', entry.heading]]),
      seeFrom: entry.variants.map((v) => data(seeTag, ' ', ' ', [['a', v]])),
      seeAlso: wider
        ? [
            data(alsoTag, ' ', ' ', [
              ['w', 'g'],
              ['a', wider],
            ]),
          ]
        : [],
      sources: [source],
      use: tag === '130' ? ('name' as const) : ('subject' as const),
    };
  });
}

function topicInputs(): AuthorityInput[] {
  const topics = new Map<string, { heading: string; variants: string[]; broader: string }>();
  for (const area of AREAS) {
    topics.set(area.subject, {
      heading: area.subject,
      variants: area.variants,
      broader: area.broader,
    });
    for (const topic of area.topics) {
      if (!topics.has(topic))
        topics.set(topic, { heading: topic, variants: [], broader: area.subject });
    }
  }
  for (const topic of EXTRA_TOPICS)
    topics.set(topic, {
      heading: topic,
      variants: ['Revistas científicas'],
      broader: 'Publicações seriadas',
    });
  const list = [...topics.values()];
  return simpleInputs(
    '150',
    list,
    'Vocabulário controlado da Biblioteca Universitária UFE',
    (heading) => topics.get(heading)?.broader ?? null,
  );
}

/**
 * Every authority record of the collection, with control numbers DEMOA000001…
 * (people with a record are drawn at random from the pool: not every author has one).
 */
export function generateAuthorities(
  random: Random,
  people: People,
  enteredOn: string,
): MarcRecord[] {
  const inputs = [
    ...personInputs(random, people),
    ...corporateInputs(),
    ...meetingInputs(),
    ...simpleInputs('130', UNIFORM_TITLES, 'Biblioteca Nacional (Brasil). Catálogo de autoridades'),
    ...topicInputs(),
    ...simpleInputs('151', PLACES, 'IBGE. Divisão territorial brasileira'),
    ...simpleInputs('155', GENRES, 'Termos de gênero e forma da Biblioteca Universitária UFE'),
    ...simpleInputs('148', PERIODS, 'Vocabulário controlado da Biblioteca Universitária UFE'),
  ];
  return inputs.map((input, i) =>
    record(authorityLeader(), [
      control('001', `DEMOA${String(i + 1).padStart(6, '0')}`),
      control('003', 'BR-EST'),
      latestTransaction(enteredOn),
      authority008(enteredOn, input.use),
      data('040', ' ', ' ', [
        ['a', 'BR-EST'],
        ['b', 'por'],
        ['c', 'BR-EST'],
      ]),
      input.heading,
      ...input.seeFrom,
      ...input.seeAlso,
      ...input.sources.map((source) => data('670', ' ', ' ', [['a', source]])),
      ...(input.note ? [data('678', '0', ' ', [['a', input.note]])] : []),
    ]),
  );
}
