/**
 * Bibliographic records of the demo collection, one function per kind of material. Each
 * returns a complete MARC 21 record plus what the copy and issue generators need to know.
 */
import type { DataField, MarcField, MarcRecord } from '../marc/record.ts';
import { addDays, yearOf } from './dates.ts';
import {
  bibliographicLeader,
  control,
  data,
  fixed008,
  isbn10,
  isbn13,
  issn,
  latestTransaction,
  nonFilingCharacters,
  record,
} from './marc-build.ts';
import {
  CLASSIC_PEOPLE,
  COMPOSER_PEOPLE,
  corporateField,
  meetingField,
  personField,
  personFromHeading,
  type Lang,
  type People,
  type Person,
} from './people.ts';
import type { Random } from './random.ts';
import { titleAbout } from './title-phrases.ts';
import {
  ARCHIVE_KINDS,
  AREAS,
  ARTICLE_OPENINGS,
  CHAPTERS,
  CLASSICS,
  CORPORATE_BODIES,
  EN_PUBLISHERS,
  ES_PUBLISHERS,
  GENRES,
  IMAGE_TITLES,
  LITERARY_TITLES,
  MAP_TITLES,
  MEETINGS,
  MONTHS_PT,
  MUSIC_TITLES,
  NONFICTION_CLASSICS,
  NORMATIVE_ACT_KINDS,
  NORMATIVE_ACT_MATTERS,
  PERIODS,
  PLACES,
  PT_PUBLISHERS,
  SERIAL_TITLES,
  SOFTWARE_TITLES,
  THESIS_PATTERNS,
  THESIS_PLACES,
  UNIFORM_TITLES,
  UNIVERSITY,
  VIDEO_TITLES,
  type Area,
  type Publisher,
} from './vocabulary.ts';

/** The kinds of demo titles; several map to one material type (braille is a book). */
export const DEMO_KINDS = [
  'book',
  'multivolume',
  'proceedings',
  'literature',
  'classic',
  'thesis',
  'ebook',
  'serial',
  'article',
  'video',
  'map',
  'score',
  'sound',
  'image',
  'computer_file',
  'normative_act',
  'archive',
  'braille',
  'audiobook',
  'large_print',
  'libras_video',
  'kit',
  'mixed',
] as const;
export type DemoKind = (typeof DEMO_KINDS)[number];

/** Share of each kind in the collection; books take what the others leave. */
export const KIND_WEIGHTS: Record<DemoKind, number> = {
  book: 45,
  multivolume: 2,
  proceedings: 1.5,
  literature: 4,
  classic: 1,
  thesis: 10,
  ebook: 2,
  serial: 2.5,
  article: 1,
  video: 3,
  map: 2,
  score: 2,
  sound: 2.5,
  image: 1.5,
  computer_file: 1.5,
  normative_act: 7,
  archive: 4,
  braille: 1,
  audiobook: 1,
  large_print: 1,
  libras_video: 1,
  kit: 0.5,
  mixed: 0.3,
};

/** A generated title: its record and what copies and issues are made from. */
export interface DemoTitle {
  controlNumber: string;
  kind: DemoKind;
  record: MarcRecord;
  area: Area;
  lang: Lang;
  acquiredOn: string;
  year: number;
  callNumber: string;
  /** Volumes of a multi-volume set ('v. 1'…), empty otherwise. */
  volumes: string[];
  /** False for online-only titles (e-books, articles, online files). */
  hasCopies: boolean;
  /** For serials: first year and issues per year. */
  serial: { startYear: number; perYear: number } | null;
}

/** Everything a kind function needs. */
export interface TitleContext {
  random: Random;
  people: People;
  controlNumber: string;
  acquiredOn: string;
  today: string;
}

/** What a kind function produces before the common fields are added. */
interface Draft {
  leader: string;
  /** 008/35-37; 'zxx' for works without language (scores, images). */
  lang: Lang | 'zxx';
  area: Area;
  year: number;
  /** Absolute 008 positions 18–34. */
  specific: Record<number, string>;
  dateType?: string;
  date2?: string;
  place008?: string;
  fields: MarcField[];
  /** Word the call number's Cutter-like mark is made from (main entry). */
  mainEntry: string;
  title: string;
  volumes?: string[];
  hasCopies?: boolean;
  serial?: DemoTitle['serial'];
  /** MARC 541 source of acquisition. */
  source?: string;
}

const REPOSITORY = 'https://repositorio.ufe.edu.br/handle/123456789';

function pickLang(random: Random, por: number, eng: number, spa: number): Lang {
  return random.weighted<Lang>([
    ['por', por],
    ['eng', eng],
    ['spa', spa],
  ]);
}

function publisherFor(random: Random, lang: Lang): Publisher {
  return random.pick(
    lang === 'eng' ? EN_PUBLISHERS : lang === 'spa' ? ES_PUBLISHERS : PT_PUBLISHERS,
  );
}

function isbnPrefix(random: Random, lang: Lang): string {
  if (lang === 'eng') return random.pick(['978-0', '978-1']);
  if (lang === 'spa') return random.pick(['978-84', '978-950', '978-607']);
  return random.pick(['978-85', '978-65']);
}

/** A publication year no later than the acquisition, mostly recent. */
function publicationYear(random: Random, acquiredOn: string, spread = 25): number {
  const latest = yearOf(acquiredOn);
  const back = Math.floor(Math.pow(random.next(), 2) * spread);
  return latest - back;
}

function areaFor(random: Random): Area {
  return random.pick(AREAS);
}

/** "245 10 $a Title : $b subtitle / $c responsibility." with ISBD punctuation. */
function titleField(
  title: string,
  subtitle: string | null,
  responsibility: string | null,
  addedEntry = true,
  extra: [string, string][] = [],
): DataField {
  const a = subtitle ? `${title} :` : responsibility || extra.length > 0 ? `${title}` : `${title}.`;
  const b = subtitle ? (responsibility ? `${subtitle} /` : `${subtitle}.`) : null;
  const aWithSlash = !subtitle && responsibility ? `${a} /` : a;
  return data('245', addedEntry ? '1' : '0', nonFilingCharacters(title), [
    ['a', aWithSlash],
    ['b', b],
    ...extra,
    ['c', responsibility ? `${responsibility}.` : null],
  ]);
}

function imprint(place: string, publisher: string, year: number, ind2 = '1'): DataField {
  return data('264', ' ', ind2, [
    ['a', `${place} :`],
    ['b', `${publisher},`],
    ['c', `${year}.`],
  ]);
}

/** RDA content, media and carrier types (336/337/338). */
function rdaTypes(
  content: [string, string],
  media: [string, string],
  carrier: [string, string],
): DataField[] {
  return [
    data('336', ' ', ' ', [
      ['a', content[0]],
      ['b', content[1]],
      ['2', 'rdacontent'],
    ]),
    data('337', ' ', ' ', [
      ['a', media[0]],
      ['b', media[1]],
      ['2', 'rdamedia'],
    ]),
    data('338', ' ', ' ', [
      ['a', carrier[0]],
      ['b', carrier[1]],
      ['2', 'rdacarrier'],
    ]),
  ];
}
const TEXT_VOLUME = rdaTypes(['texto', 'txt'], ['não mediado', 'n'], ['volume', 'nc']);

/** Subject fields: the area, one or two narrower topics, sometimes a place and a period. */
function subjectFields(random: Random, area: Area, extraTopics = 1): DataField[] {
  const fields = [data('650', ' ', '4', [['a', area.subject]])];
  for (const topic of random.sample(area.topics, extraTopics)) {
    fields.push(data('650', ' ', '4', [['a', topic]]));
  }
  if (random.chance(0.3)) fields.push(data('651', ' ', '4', [['a', random.pick(PLACES).heading]]));
  if (random.chance(0.12))
    fields.push(data('648', ' ', '4', [['a', random.pick(PERIODS).heading]]));
  return fields;
}

function genreField(heading: string): DataField {
  return data('655', ' ', '4', [['a', heading]]);
}

/** A few authors: the first is the main entry (100), the others added entries (700). */
function authors(random: Random, people: People, lang: Lang, max = 3): Person[] {
  return random.sample(
    people[lang],
    random.weighted([
      [1, 55],
      [2, 30],
      [max, 15],
    ]),
  );
}

function authorFields(list: Person[]): DataField[] {
  return list.map((p, i) => personField(i === 0 ? '100' : '700', p, 'autor'));
}

function responsibilityOf(list: Person[]): string | null {
  if (list.length === 0) return null;
  return list.map((p) => p.display).join(', ');
}

function editionStatement(n: number, lang: Lang): string {
  if (lang === 'eng') return `${n}${n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'} ed.`;
  if (lang === 'spa') return `${n}.ª ed.`;
  return `${n}. ed.`;
}

function pages(random: Random): string {
  return `${random.int(8, 42) * 10} p. :`;
}

function notesFor(random: Random, lang: Lang): DataField[] {
  const fields: DataField[] = [];
  if (random.chance(0.6)) {
    fields.push(
      data('504', ' ', ' ', [
        [
          'a',
          lang === 'por'
            ? 'Inclui referências.'
            : lang === 'spa'
              ? 'Incluye bibliografía.'
              : 'Includes bibliographical references and index.',
        ],
      ]),
    );
  }
  if (random.chance(0.15))
    fields.push(data('500', ' ', ' ', [['a', 'Obra publicada com apoio da CAPES.']]));
  return fields;
}

function contentsField(random: Random): DataField {
  const chapters = random.sample(CHAPTERS, random.int(4, 7));
  return data('505', '0', ' ', [['a', chapters.join(' -- ')]]);
}

function summaryField(random: Random, area: Area): DataField {
  const [noun, gender] = area.pt;
  const of = { m: 'do', f: 'da', mp: 'dos', fp: 'das' }[gender];
  const topic = random.pick(area.topics);
  return data('520', ' ', ' ', [
    [
      'a',
      `Discute ${lowerFirst(topic)} no âmbito ${of} ${noun}, reunindo conceitos, métodos e exemplos de aplicação.`,
    ],
  ]);
}

/** Lower-cases a heading used inside a sentence, keeping proper names ("Sistema Único de Saúde"). */
function lowerFirst(text: string): string {
  return /^(Sistema|Língua|Mata|Brasil|República)/.test(text)
    ? text
    : text.charAt(0).toLowerCase() + text.slice(1);
}

function seriesField(random: Random, area: Area): DataField {
  const series = random.pick([
    `Coleção ${area.subject}`,
    'Biblioteca universitária',
    'Série Didática',
    'Coleção Pesquisa em debate',
  ]);
  return data('490', '0', ' ', [
    ['a', `${series} ;`],
    ['v', `v. ${random.int(1, 40)}`],
  ]);
}

function onlineLink(url: string, label: string): DataField {
  return data('856', '4', '0', [
    ['u', url],
    ['y', label],
  ]);
}

/* ---- one function per kind ---- */

function book(ctx: TitleContext, only?: Lang): Draft {
  const { random } = ctx;
  const lang = only ?? pickLang(random, 62, 25, 13);
  const area = areaFor(random);
  const year = publicationYear(random, ctx.acquiredOn);
  const text = titleAbout(random, area, lang);
  const list = authors(random, ctx.people, lang);
  const publisher = publisherFor(random, lang);
  const isbn = isbn13(random, isbnPrefix(random, lang));
  const edition = random.chance(0.3) ? editionStatement(random.int(2, 12), lang) : null;
  const fields: MarcField[] = [
    data('020', ' ', ' ', [['a', isbn]]),
    ...(isbn.startsWith('978') && random.chance(0.3)
      ? [data('020', ' ', ' ', [['a', isbn10(isbn)]])]
      : []),
    ...authorFields(list),
    titleField(text.title, text.subtitle, responsibilityOf(list)),
    ...(edition ? [data('250', ' ', ' ', [['a', edition]])] : []),
    imprint(publisher.place, publisher.name, year),
    data('300', ' ', ' ', [
      ['a', pages(random)],
      ['b', 'il. ;'],
      ['c', `${random.pick([21, 23, 24, 28])} cm.`],
    ]),
    ...TEXT_VOLUME,
    ...(random.chance(0.3) ? [seriesField(random, area)] : []),
    ...notesFor(random, lang),
    ...(random.chance(0.3) ? [contentsField(random)] : []),
    ...(random.chance(0.35) ? [summaryField(random, area)] : []),
    ...subjectFields(random, area, random.int(0, 2)),
    // Some books are about a classic author or a classic text: person and uniform title subjects.
    ...(lang === 'por' && random.chance(0.03)
      ? [personField('600', random.pick(CLASSIC_PEOPLE), null, '4')]
      : []),
    ...(random.chance(0.01)
      ? [data('630', '0', '4', [['a', random.pick(UNIFORM_TITLES).heading]])]
      : []),
  ];
  return {
    leader: bibliographicLeader('a', 'm'),
    lang,
    area,
    year,
    specific: { 18: 'a', 24: 'b', 31: random.chance(0.3) ? '1' : '0', 33: '0' },
    fields,
    mainEntry: list[0]?.name ?? text.title,
    title: text.title,
    source: random.chance(0.8) ? 'Compra' : 'Doação',
  };
}

function multivolume(ctx: TitleContext): Draft {
  const { random } = ctx;
  const draft = book(ctx);
  const count = random.int(2, 4);
  const volumes = Array.from({ length: count }, (_, i) => `v. ${i + 1}`);
  const parts = random.sample(CHAPTERS, count).map((chapter, i) => `v. ${i + 1}. ${chapter}`);
  draft.fields = draft.fields
    .filter((f) => f.tag !== '300' && f.tag !== '505')
    .concat([
      data('300', ' ', ' ', [
        ['a', `${count} v. :`],
        ['b', 'il. ;'],
        ['c', '24 cm.'],
      ]),
      data('505', '0', ' ', [['a', parts.join(' -- ')]]),
    ]);
  draft.volumes = volumes;
  return draft;
}

function proceedings(ctx: TitleContext): Draft {
  const { random } = ctx;
  const index = random.int(0, MEETINGS.length - 1);
  const meeting = MEETINGS[index] ?? MEETINGS[0];
  if (!meeting) throw new Error('no meetings');
  const area = areaFor(random);
  const year = Math.min(meeting.year, yearOf(ctx.acquiredOn));
  const title = `Anais do ${meeting.number.replace('.', 'º')} ${meeting.name}`;
  const fields: MarcField[] = [
    meetingField('111', index),
    titleField(title, null, null),
    imprint(meeting.place.split(',')[0] ?? 'Florianópolis', UNIVERSITY, year),
    data('300', ' ', ' ', [
      ['a', `${random.int(30, 90) * 10} p. ;`],
      ['c', '30 cm.'],
    ]),
    ...TEXT_VOLUME,
    data('500', ' ', ' ', [
      ['a', `Evento realizado em ${meeting.place.split(',')[0]}, em ${meeting.year}.`],
    ]),
    ...subjectFields(random, area, 1),
    genreField('Congressos e convenções'),
  ];
  return {
    leader: bibliographicLeader('a', 'm'),
    lang: 'por',
    area,
    year,
    specific: { 18: ' ', 24: ' ', 29: '1', 33: '0' },
    fields,
    mainEntry: meeting.name,
    title,
    source: 'Doação',
  };
}

function literature(ctx: TitleContext): Draft {
  const { random } = ctx;
  const area = AREAS.find((a) => a.subject === 'Literatura brasileira') ?? areaFor(random);
  const year = publicationYear(random, ctx.acquiredOn, 40);
  const author = random.pick(ctx.people.por);
  const title = random.pick(LITERARY_TITLES);
  const genre = random.pick(['Romances brasileiros', 'Contos brasileiros']);
  const publisher = random.pick(PT_PUBLISHERS);
  const fields: MarcField[] = [
    data('020', ' ', ' ', [['a', isbn13(random, '978-85')]]),
    personField('100', author, 'autor'),
    titleField(title, genre === 'Romances brasileiros' ? 'romance' : 'contos', author.display),
    imprint(publisher.place, publisher.name, year),
    data('300', ' ', ' ', [
      ['a', `${random.int(9, 35) * 10} p. ;`],
      ['c', '21 cm.'],
    ]),
    ...TEXT_VOLUME,
    data('650', ' ', '4', [['a', area.subject]]),
    genreField(genre),
  ];
  return {
    leader: bibliographicLeader('a', 'm'),
    lang: 'por',
    area,
    year,
    specific: { 33: genre === 'Romances brasileiros' ? 'f' : 'j' },
    fields,
    mainEntry: author.name,
    title,
  };
}

function classic(ctx: TitleContext): Draft {
  const { random } = ctx;
  const work = random.pick(CLASSICS);
  const author = personFromHeading(work.author);
  const nonfiction = NONFICTION_CLASSICS[work.title];
  const area =
    AREAS.find((a) => a.subject === (nonfiction ?? 'Literatura brasileira')) ?? areaFor(random);
  const year = publicationYear(random, ctx.acquiredOn, 30);
  const publisher = random.pick(PT_PUBLISHERS);
  const [title, subtitle] = work.title.split(': ');
  const fields: MarcField[] = [
    data('020', ' ', ' ', [['a', isbn13(random, '978-85')]]),
    personField('100', author, 'autor'),
    titleField(title ?? work.title, subtitle ?? null, author.display),
    data('250', ' ', ' ', [
      ['a', random.pick(['Edição comemorativa.', 'Ed. crítica.', `${random.int(2, 40)}. ed.`])],
    ]),
    imprint(publisher.place, publisher.name, year),
    data('300', ' ', ' ', [
      ['a', `${random.int(12, 60) * 10} p. ;`],
      ['c', '21 cm.'],
    ]),
    ...TEXT_VOLUME,
    data('500', ' ', ' ', [['a', `Primeira edição publicada em ${work.year}.`]]),
    data('650', ' ', '4', [['a', area.subject]]),
    ...(nonfiction
      ? []
      : [genreField(random.chance(0.7) ? 'Romances brasileiros' : 'Contos brasileiros')]),
    ...(random.chance(0.3)
      ? [data('648', ' ', '4', [['a', work.year < 1901 ? 'Século XIX' : 'Século XX']])]
      : []),
  ];
  return {
    leader: bibliographicLeader('a', 'm'),
    lang: 'por',
    area,
    year,
    specific: { 33: nonfiction ? '0' : '1' },
    fields,
    mainEntry: author.name,
    title: work.title,
  };
}

function thesisTitle(random: Random, area: Area): string {
  const topic = random.pick(area.topics);
  return random
    .pick(THESIS_PATTERNS)
    .replace('{T}', topic)
    .replace('{t}', lowerFirst(topic))
    .replace('{p}', random.pick(THESIS_PLACES))
    .replace(/^./, (c) => c.toUpperCase());
}

function thesis(ctx: TitleContext): Draft {
  const { random } = ctx;
  const area = areaFor(random);
  const lang: Lang = random.chance(0.92) ? 'por' : 'eng';
  const year = yearOf(ctx.acquiredOn) - random.int(0, 1);
  const text =
    lang === 'por'
      ? { title: thesisTitle(random, area), subtitle: null }
      : titleAbout(random, area, lang);
  const author = random.pick(ctx.people[lang]);
  const advisor = random.pick(ctx.people.por);
  const degree = random.chance(0.55) ? 'Dissertação (mestrado)' : 'Tese (doutorado)';
  const online = random.chance(0.75);
  const handle = `${REPOSITORY}/${100000 + random.int(0, 899999)}`;
  const fields: MarcField[] = [
    personField('100', author, 'autor'),
    titleField(text.title, text.subtitle, `${author.display} ; orientador, ${advisor.display}`),
    data('264', ' ', '0', [
      ['a', 'Florianópolis,'],
      ['c', `${year}.`],
    ]),
    data('300', ' ', ' ', [
      ['a', `${random.int(8, 30) * 10} f. :`],
      ['b', 'il.'],
    ]),
    ...rdaTypes(
      ['texto', 'txt'],
      online ? ['computador', 'c'] : ['não mediado', 'n'],
      online ? ['recurso online', 'cr'] : ['volume', 'nc'],
    ),
    data('502', ' ', ' ', [
      [
        'a',
        `${degree} - ${UNIVERSITY}, Programa de Pós-Graduação em ${area.programme}, Florianópolis, ${year}.`,
      ],
    ]),
    data('504', ' ', ' ', [['a', 'Inclui referências.']]),
    summaryField(random, area),
    ...subjectFields(random, area, random.int(1, 2)),
    genreField('Teses e dissertações acadêmicas'),
    personField('700', advisor, 'orientador'),
    data('710', '2', ' ', [
      ['a', `${UNIVERSITY}.`],
      ['b', `Programa de Pós-Graduação em ${area.programme}.`],
    ]),
    ...(online ? [onlineLink(`${handle}`, 'Texto completo (Repositório Institucional UFE)')] : []),
  ];
  return {
    leader: bibliographicLeader('a', 'm'),
    lang,
    area,
    year,
    place008: 'scu',
    specific: { 18: 'a', 23: online ? 'o' : ' ', 24: 'm', 33: '0' },
    fields,
    mainEntry: author.name,
    title: text.title,
    source: 'Depósito legal institucional',
  };
}

function ebook(ctx: TitleContext): Draft {
  const { random } = ctx;
  const draft = book(ctx);
  const provider = random.pick([
    { name: 'Minha Biblioteca', url: 'https://integrada.minhabiblioteca.com.br/books/' },
    {
      name: 'Biblioteca Virtual Pearson',
      url: 'https://plataforma.bvirtual.com.br/Acervo/Publicacao/',
    },
    { name: 'SciELO Livros', url: 'https://books.scielo.org/id/' },
  ]);
  draft.fields = draft.fields
    .filter((f) => !['300', '336', '337', '338'].includes(f.tag))
    .concat([
      control('007', 'cr |||||||||||'),
      data('300', ' ', ' ', [['a', `1 recurso online (${random.int(8, 40) * 10} p.)`]]),
      ...rdaTypes(['texto', 'txt'], ['computador', 'c'], ['recurso online', 'cr']),
      data('538', ' ', ' ', [['a', 'Modo de acesso: World Wide Web.']]),
      data('710', '2', ' ', [['a', provider.name]]),
      onlineLink(
        `${provider.url}${random.int(10000, 99999)}`,
        `Acesso ao e-book (${provider.name})`,
      ),
    ]);
  draft.specific = { ...draft.specific, 23: 'o' };
  draft.hasCopies = false;
  draft.source = `Assinatura ${provider.name}`;
  return draft;
}

function serial(ctx: TitleContext): Draft {
  const { random } = ctx;
  const entry = random.pick(SERIAL_TITLES);
  const area = AREAS[entry.area] ?? areaFor(random);
  const startYear = random.int(1975, 2012);
  const perYear = random.pick([2, 3, 4, 6]);
  const frequency: Record<number, [string, string]> = {
    2: ['f', 'Semestral'],
    3: ['t', 'Quadrimestral'],
    4: ['q', 'Trimestral'],
    6: ['b', 'Bimestral'],
  };
  const [freqCode, freqText] = frequency[perYear] ?? ['q', 'Trimestral'];
  const online = random.chance(0.6);
  const fields: MarcField[] = [
    data('022', '0', ' ', [['a', issn(random)]]),
    titleField(entry.title, null, null, false),
    imprint(entry.publisher.place, entry.publisher.name, startYear),
    data('300', ' ', ' ', [
      ['a', 'v. :'],
      ['b', 'il. ;'],
      ['c', '28 cm.'],
    ]),
    data('310', ' ', ' ', [['a', freqText]]),
    ...rdaTypes(['texto', 'txt'], ['não mediado', 'n'], ['volume', 'nc']),
    data('362', '0', ' ', [['a', `v. 1, n. 1 (${startYear})-`]]),
    data('650', ' ', '4', [['a', area.subject]]),
    data('650', ' ', '4', [['a', 'Periódicos']]),
    ...(online
      ? [
          onlineLink(
            `https://periodicos.ufe.edu.br/index.php/${entry.title.toLowerCase().replace(/[^a-z]+/g, '-')}`,
            'Acesso ao periódico online',
          ),
        ]
      : []),
  ];
  return {
    leader: bibliographicLeader('a', 's'),
    lang: entry.lang,
    area,
    year: startYear,
    dateType: 'c',
    date2: '9999',
    specific: { 18: freqCode, 19: 'r', 21: 'p', 33: '0', 34: '0' },
    fields,
    mainEntry: entry.title,
    title: entry.title,
    serial: { startYear, perYear },
    source: 'Assinatura',
  };
}

function article(ctx: TitleContext): Draft {
  const { random } = ctx;
  const entry = random.pick(SERIAL_TITLES);
  const area = AREAS[entry.area] ?? areaFor(random);
  const year = publicationYear(random, ctx.acquiredOn, 10);
  const author = random.pick(ctx.people.por);
  const topic = random.pick(area.topics);
  const title = `${random.pick(ARTICLE_OPENINGS)} ${topic.charAt(0).toLowerCase()}${topic.slice(1)}`;
  const volume = Math.max(1, year - 1990);
  const start = random.int(5, 200);
  const fields: MarcField[] = [
    personField('100', author, 'autor'),
    titleField(title, null, author.display),
    data('300', ' ', ' ', [['a', `p. ${start}-${start + random.int(10, 25)}`]]),
    data('650', ' ', '4', [['a', area.subject]]),
    data('650', ' ', '4', [['a', topic]]),
    data('773', '0', ' ', [
      ['t', entry.title],
      ['g', `v. ${volume}, n. ${random.int(1, 4)}, p. ${start}, ${year}`],
    ]),
    onlineLink(
      `https://doi.org/10.5007/${random.int(1000, 9999)}-${random.int(100000, 999999)}`,
      'Texto completo',
    ),
  ];
  return {
    leader: bibliographicLeader('a', 'b'),
    lang: 'por',
    area,
    year,
    specific: { 23: 'o' },
    fields,
    mainEntry: author.name,
    title,
    hasCopies: false,
  };
}

function video(ctx: TitleContext): Draft {
  const { random } = ctx;
  const area = areaFor(random);
  const year = publicationYear(random, ctx.acquiredOn, 20);
  const title = random.pick(VIDEO_TITLES);
  const director = random.pick(ctx.people.por);
  const minutes = random.int(15, 120);
  const fields: MarcField[] = [
    control('007', 'vd cvaizq'),
    titleField(
      title,
      random.chance(0.5) ? 'documentário' : null,
      `direção: ${director.display}`,
      false,
    ),
    imprint('Florianópolis', 'TV UFE', year),
    data('300', ' ', ' ', [
      ['a', `1 DVD (${minutes} min) :`],
      ['b', 'son., color. ;'],
      ['c', '4 3/4 pol.'],
    ]),
    ...rdaTypes(['imagem bidimensional em movimento', 'tdi'], ['vídeo', 'v'], ['videodisco', 'vd']),
    data('508', ' ', ' ', [['a', `Roteiro e direção: ${director.display}.`]]),
    data('520', ' ', ' ', [['a', `Documentário sobre ${area.pt[0]} em Santa Catarina.`]]),
    data('546', ' ', ' ', [['a', 'Em português, com legendas em português.']]),
    ...subjectFields(random, area, 1),
    genreField('Documentários'),
    personField('700', director, 'diretor'),
  ];
  return {
    leader: bibliographicLeader('g', 'm'),
    lang: 'por',
    area,
    year,
    specific: { 18: String(minutes).padStart(3, '0'), 33: 'v', 34: 'l' },
    fields,
    mainEntry: title,
    title,
  };
}

function map(ctx: TitleContext): Draft {
  const { random } = ctx;
  const area = AREAS.find((a) => a.subject === 'Geografia') ?? areaFor(random);
  const year = publicationYear(random, ctx.acquiredOn, 40);
  const title = random.pick(MAP_TITLES);
  const scale = random.pick([25000, 50000, 100000, 250000, 1000000]);
  const fields: MarcField[] = [
    control('007', 'aj canzn'),
    data('034', '1', ' ', [
      ['a', 'a'],
      ['b', String(scale)],
    ]),
    corporateField('110', 3),
    titleField(title, null, 'Instituto Brasileiro de Geografia e Estatística'),
    data('255', ' ', ' ', [['a', `Escala 1:${scale.toLocaleString('pt-BR')}.`]]),
    imprint('Rio de Janeiro', 'IBGE', year),
    data('300', ' ', ' ', [
      ['a', '1 mapa :'],
      ['b', 'color. ;'],
      ['c', `${random.pick([60, 80, 90])} x ${random.pick([80, 100, 110])} cm.`],
    ]),
    ...rdaTypes(['imagem cartográfica', 'cri'], ['não mediado', 'n'], ['folha', 'nb']),
    data('650', ' ', '4', [['a', 'Cartografia']]),
    data('651', ' ', '4', [['a', random.pick(PLACES.slice(0, 4)).heading]]),
    genreField('Mapas'),
  ];
  return {
    leader: bibliographicLeader('e', 'm'),
    lang: 'por',
    area,
    year,
    specific: { 25: 'a', 33: ' ', 34: ' ' },
    fields,
    mainEntry: 'Instituto Brasileiro de Geografia e Estatística',
    title,
  };
}

function score(ctx: TitleContext): Draft {
  const { random } = ctx;
  const area = AREAS.find((a) => a.subject === 'Música') ?? areaFor(random);
  const composer = random.pick(COMPOSER_PEOPLE);
  const year = publicationYear(random, ctx.acquiredOn, 40);
  const title = random.pick(MUSIC_TITLES);
  const fields: MarcField[] = [
    personField('100', composer, 'compositor'),
    titleField(
      title,
      random.pick(['para violão', 'para piano', 'para canto e piano', 'para orquestra']),
      composer.display,
    ),
    imprint(
      random.pick(['Rio de Janeiro', 'São Paulo']),
      random.pick(['Irmãos Vitale', 'Academia Brasileira de Música']),
      year,
    ),
    data('300', ' ', ' ', [
      ['a', `1 partitura (${random.int(8, 60)} p.) ;`],
      ['c', '31 cm.'],
    ]),
    ...rdaTypes(['música notada', 'ntm'], ['não mediado', 'n'], ['volume', 'nc']),
    data('348', ' ', ' ', [['a', 'partitura']]),
    data('650', ' ', '4', [['a', area.subject]]),
    data('650', ' ', '4', [['a', 'Música popular brasileira']]),
    genreField('Partituras'),
  ];
  return {
    leader: bibliographicLeader('c', 'm'),
    lang: 'zxx',
    area,
    year,
    specific: { 18: 'mu', 20: 'a' },
    fields,
    mainEntry: composer.name,
    title,
  };
}

function sound(ctx: TitleContext): Draft {
  const { random } = ctx;
  const area = AREAS.find((a) => a.subject === 'Música') ?? areaFor(random);
  const composer = random.pick(COMPOSER_PEOPLE);
  const year = publicationYear(random, ctx.acquiredOn, 30);
  const title = random.pick(MUSIC_TITLES);
  const tracks = random.sample(MUSIC_TITLES, 5).map((t, i) => `${t} ${i + 1}`);
  const fields: MarcField[] = [
    control('007', 'sd fsngnnmmned'),
    personField('100', composer, 'compositor'),
    titleField(title, null, composer.display),
    imprint('Rio de Janeiro', random.pick(['Biscoito Fino', 'Selo Sesc', 'Kuarup']), year),
    data('300', ' ', ' ', [
      ['a', `1 CD (${random.int(40, 75)} min) :`],
      ['b', 'digital, estéreo ;'],
      ['c', '4 3/4 pol.'],
    ]),
    ...rdaTypes(['música executada', 'prm'], ['áudio', 's'], ['disco de áudio', 'sd']),
    data('505', '0', ' ', [['a', tracks.join(' -- ')]]),
    data('511', '0', ' ', [
      [
        'a',
        random.pick([
          'Orquestra Sinfônica de Santa Catarina',
          'Quarteto de Cordas da UFE',
          'Camerata Florianópolis',
        ]),
      ],
    ]),
    data('650', ' ', '4', [['a', 'Música popular brasileira']]),
    data('650', ' ', '4', [['a', area.subject]]),
  ];
  return {
    leader: bibliographicLeader('j', 'm'),
    lang: 'por',
    area,
    year,
    specific: { 18: 'mu' },
    fields,
    mainEntry: composer.name,
    title,
  };
}

function image(ctx: TitleContext): Draft {
  const { random } = ctx;
  const area = AREAS.find((a) => a.subject === 'História') ?? areaFor(random);
  const year = random.int(1960, Math.min(2015, yearOf(ctx.acquiredOn)));
  const title = random.pick(IMAGE_TITLES);
  const photograph = random.chance(0.6);
  const fields: MarcField[] = [
    control('007', photograph ? 'kh boo' : 'kc coo'),
    titleField(title, null, null, false),
    data('264', ' ', '0', [
      ['a', 'Florianópolis,'],
      ['c', `${year}.`],
    ]),
    data('300', ' ', ' ', [
      ['a', photograph ? `${random.int(1, 40)} fotografias :` : '1 cartaz :'],
      ['b', photograph ? 'p&b ;' : 'color. ;'],
      ['c', photograph ? '18 x 24 cm.' : '42 x 60 cm.'],
    ]),
    ...rdaTypes(['imagem fixa', 'sti'], ['não mediado', 'n'], ['folha', 'nb']),
    data('650', ' ', '4', [['a', area.subject]]),
    data('651', ' ', '4', [['a', 'Florianópolis (SC)']]),
    corporateField('610', 7, '4'),
    genreField('Fotografias'),
  ];
  return {
    leader: bibliographicLeader('k', 'm'),
    lang: 'zxx',
    area,
    year,
    specific: { 33: photograph ? 'h' : 'i', 34: 'n' },
    fields,
    mainEntry: title,
    title,
    source: 'Doação',
  };
}

function computerFile(ctx: TitleContext): Draft {
  const { random } = ctx;
  const area = areaFor(random);
  const year = publicationYear(random, ctx.acquiredOn, 15);
  const title = random.pick(SOFTWARE_TITLES);
  const online = random.chance(0.4);
  const fields: MarcField[] = [
    control('007', online ? 'cr |||||||||||' : 'co cga'),
    titleField(title, null, UNIVERSITY, false),
    data('256', ' ', ' ', [['a', 'Dados e programa.']]),
    imprint('Florianópolis', 'Editora UFE', year),
    data('300', ' ', ' ', [
      ['a', online ? '1 recurso online' : '1 CD-ROM ;'],
      ['c', online ? null : '4 3/4 pol.'],
    ]),
    ...rdaTypes(
      ['programa de computador', 'cop'],
      ['computador', 'c'],
      online ? ['recurso online', 'cr'] : ['disco de computador', 'cd'],
    ),
    data('538', ' ', ' ', [
      [
        'a',
        online
          ? 'Modo de acesso: World Wide Web.'
          : 'Requisitos do sistema: Windows 10 ou superior; leitor de CD-ROM.',
      ],
    ]),
    ...subjectFields(random, area, 1),
    ...(online
      ? [onlineLink(`https://dados.ufe.edu.br/${random.int(1000, 9999)}`, 'Acessar o recurso')]
      : []),
  ];
  return {
    leader: bibliographicLeader('m', 'm'),
    lang: 'por',
    area,
    year,
    specific: { 23: online ? 'o' : 'q', 26: 'a' },
    fields,
    mainEntry: title,
    title,
    hasCopies: !online,
  };
}

function normativeAct(ctx: TitleContext): Draft {
  const { random } = ctx;
  const act = random.pick(NORMATIVE_ACT_KINDS);
  const area = AREAS.find((a) => a.subject === 'Educação') ?? areaFor(random);
  const year = random.int(1988, yearOf(ctx.acquiredOn));
  const month = random.int(1, 12);
  const day = random.int(1, 28);
  const number = act.kind === 'Lei' ? random.int(8000, 14999) : random.int(1, 250);
  const numberText = number >= 1000 ? number.toLocaleString('pt-BR') : String(number);
  const fromUniversity = act.body >= 7;
  const title = fromUniversity
    ? `${act.kind} nº ${numberText}/${act.body === 8 ? 'CUn' : 'GR'}/${year}, de ${day} de ${MONTHS_PT[month - 1]} de ${year}`
    : `${act.kind} nº ${numberText}, de ${day} de ${MONTHS_PT[month - 1]} de ${year}`;
  const matter = random.pick(NORMATIVE_ACT_MATTERS);
  const body = CORPORATE_BODIES[act.body];
  const fields: MarcField[] = [
    corporateField('110', act.body),
    titleField(
      title,
      `dispõe sobre ${matter}`,
      body?.b ? `${body.a}, ${body.b}` : (body?.a ?? null),
    ),
    imprint(
      fromUniversity ? 'Florianópolis' : 'Brasília, DF',
      fromUniversity ? UNIVERSITY : 'Diário Oficial da União',
      year,
    ),
    data('300', ' ', ' ', [['a', `${random.int(1, 30)} p.`]]),
    ...TEXT_VOLUME,
    data('500', ' ', ' ', [
      [
        'a',
        fromUniversity
          ? `Publicada no Boletim Oficial da UFE nº ${random.int(1, 300)}.`
          : `Publicada no Diário Oficial da União de ${day}/${month}/${year}.`,
      ],
    ]),
    data('520', ' ', ' ', [['a', `Dispõe sobre ${matter}.`]]),
    data('650', ' ', '4', [['a', area.subject]]),
    genreField('Legislação'),
    ...(random.chance(0.85)
      ? [onlineLink(`https://legislacao.ufe.edu.br/atos/${year}/${number}`, 'Texto integral')]
      : []),
    data('999', ' ', ' ', [['t', 'normative_act']]),
  ];
  return {
    leader: bibliographicLeader('a', 'm'),
    lang: 'por',
    area,
    year,
    place008: fromUniversity ? 'scu' : 'dfu',
    specific: { 28: 'f' },
    fields,
    mainEntry: body?.a ?? title,
    title,
    hasCopies: random.chance(0.6),
    source: 'Doação',
  };
}

function archive(ctx: TitleContext): Draft {
  const { random } = ctx;
  const area = AREAS.find((a) => a.subject === 'História') ?? areaFor(random);
  const year = random.int(1960, 2012);
  const kind = random.pick(ARCHIVE_KINDS);
  const month = random.int(1, 12);
  const title = kind.endsWith(' de')
    ? `${kind} ${random.pick(AREAS).programme}`
    : kind.startsWith('Ata')
      ? `${kind} de ${random.int(1, 28)} de ${MONTHS_PT[month - 1]} de ${year}`
      : `${kind} (${year})`;
  const collection = random.chance(0.3);
  const fields: MarcField[] = [
    corporateField('110', random.pick([7, 8, 9, 10])),
    titleField(title, null, null),
    data('264', ' ', '0', [
      ['a', 'Florianópolis,'],
      ['c', `${year}.`],
    ]),
    data('300', ' ', ' ', [
      [
        'a',
        collection
          ? `1 caixa (${random.int(20, 300)} documentos)`
          : `1 documento (${random.int(1, 40)} f.)`,
      ],
    ]),
    data('351', ' ', ' ', [
      [
        'a',
        random.pick([
          'Fundo Reitoria',
          'Fundo Conselho Universitário',
          'Fundo Biblioteca Universitária',
        ]),
      ],
      ['c', random.pick(['Série Atas', 'Série Correspondência', 'Série Relatórios'])],
    ]),
    data('506', ' ', ' ', [['a', 'Consulta local mediante agendamento.']]),
    data('545', '0', ' ', [['a', `A ${UNIVERSITY} foi criada em 1960, em Florianópolis.`]]),
    data('561', ' ', ' ', [['a', 'Transferido do Arquivo Central da UFE.']]),
    corporateField('610', 7, '4'),
    data('650', ' ', '4', [['a', area.subject]]),
    data('651', ' ', '4', [['a', 'Florianópolis (SC)']]),
    data('999', ' ', ' ', [['t', 'archive']]),
  ];
  return {
    leader: bibliographicLeader(collection ? 'p' : 't', collection ? 'c' : 'm'),
    lang: 'por',
    area,
    year,
    place008: 'scu',
    specific: {},
    fields,
    mainEntry: UNIVERSITY,
    title,
    source: 'Transferência',
  };
}

/** Braille, large print: a book whose form of item (008/23) says so. */
function accessibleBook(ctx: TitleContext, form: 'f' | 'd'): Draft {
  const draft = book(ctx, 'por');
  const braille = form === 'f';
  draft.fields = draft.fields
    .filter((f) => !['300', '336'].includes(f.tag))
    .concat([
      ...(braille ? [control('007', 'fb|a|baa|')] : []),
      data('300', ' ', ' ', [
        [
          'a',
          braille
            ? `${ctx.random.int(2, 6)} v. (braille) ;`
            : `${ctx.random.int(20, 60) * 10} p. (fonte ampliada) ;`,
        ],
        ['c', braille ? '30 cm.' : '28 cm.'],
      ]),
      data('336', ' ', ' ', [
        ['a', braille ? 'texto tátil' : 'texto'],
        ['b', braille ? 'tct' : 'txt'],
        ['2', 'rdacontent'],
      ]),
      data('340', ' ', ' ', [['n', braille ? 'braille' : 'fonte ampliada']]),
      data('341', '0', ' ', [
        ['a', braille ? 'tátil' : 'textual'],
        ['b', braille ? 'braille' : 'fonte ampliada'],
      ]),
      data('532', '8', ' ', [
        [
          'a',
          braille
            ? 'Obra transcrita para o sistema braille pelo Núcleo de Acessibilidade da UFE.'
            : 'Edição em fonte ampliada (corpo 18) para pessoas com baixa visão.',
        ],
      ]),
    ]);
  draft.specific = { ...draft.specific, 23: form };
  return draft;
}

function audiobook(ctx: TitleContext): Draft {
  const { random } = ctx;
  const base = random.chance(0.5) ? classic(ctx) : book(ctx, 'por');
  const hours = random.int(2, 14);
  const online = random.chance(0.5);
  base.fields = base.fields
    .filter((f) => !['020', '300', '336', '337', '338', '504', '505'].includes(f.tag))
    .concat([
      control('007', online ? 'sr |nnunnnned' : 'sd fsngnnmmned'),
      data('300', ' ', ' ', [
        [
          'a',
          online
            ? `1 arquivo de áudio (${hours} h ${random.int(0, 59)} min) :`
            : `${random.int(3, 9)} CDs (${hours} h) :`,
        ],
        ['b', 'digital'],
      ]),
      ...rdaTypes(
        ['palavra falada', 'spw'],
        online ? ['computador', 'c'] : ['áudio', 's'],
        online ? ['recurso online', 'cr'] : ['disco de áudio', 'sd'],
      ),
      data('341', '0', ' ', [
        ['a', 'auditivo'],
        ['c', 'audiodescrição'],
      ]),
      data('511', '0', ' ', [['a', `Narração: ${random.pick(ctx.people.por).display}.`]]),
      data('532', '8', ' ', [['a', 'Audiolivro acessível no formato DAISY.']]),
      genreField('Audiolivros'),
      ...(online
        ? [
            onlineLink(
              `https://acessibilidade.ufe.edu.br/audiolivros/${random.int(100, 999)}`,
              'Ouvir o audiolivro',
            ),
          ]
        : []),
    ]);
  base.leader = bibliographicLeader('i', 'm');
  base.specific = { 18: 'nn', 30: 'a' };
  base.source = 'Produção própria (Núcleo de Acessibilidade)';
  return base;
}

function librasVideo(ctx: TitleContext): Draft {
  const draft = video(ctx);
  draft.fields = draft.fields
    .filter((f) => f.tag !== '546')
    .concat([
      data('041', '0', ' ', [
        ['a', 'por'],
        ['a', 'sgn'],
      ]),
      data('341', '0', ' ', [
        ['a', 'visual'],
        ['c', 'língua de sinais'],
      ]),
      data('532', '8', ' ', [
        ['a', 'Vídeo com interpretação em Língua Brasileira de Sinais (Libras) e legendas.'],
      ]),
      data('546', ' ', ' ', [['a', 'Em Libras, com legendas em português.']]),
      data('650', ' ', '4', [['a', 'Língua Brasileira de Sinais']]),
    ]);
  draft.source = 'Produção própria (Núcleo de Acessibilidade)';
  return draft;
}

function kit(ctx: TitleContext): Draft {
  const { random } = ctx;
  const area = AREAS.find((a) => a.subject === 'Educação') ?? areaFor(random);
  const year = publicationYear(random, ctx.acquiredOn, 10);
  const title = random.pick([
    'Kit de educação ambiental',
    'Jogo didático de matemática',
    'Kit de anatomia humana',
    'Caixa de histórias em Libras',
  ]);
  const fields: MarcField[] = [
    titleField(title, null, null, false),
    imprint('São Paulo', random.pick(['Cortez', 'Blucher']), year),
    data('300', ' ', ' ', [
      ['a', '1 kit (1 guia, 30 cartões, 1 DVD) ;'],
      ['c', 'em caixa 30 x 40 cm.'],
    ]),
    data('336', ' ', ' ', [
      ['a', 'objeto tridimensional'],
      ['b', 'tdf'],
      ['2', 'rdacontent'],
    ]),
    data('500', ' ', ' ', [['a', 'Material de apoio às disciplinas de estágio.']]),
    data('650', ' ', '4', [['a', area.subject]]),
    data('650', ' ', '4', [['a', 'Didática']]),
  ];
  return {
    leader: bibliographicLeader('o', 'm'),
    lang: 'por',
    area,
    year,
    specific: { 33: 'b' },
    fields,
    mainEntry: title,
    title,
  };
}

/** Mixed materials: an event's dossier of programme, posters and photographs. */
function mixed(ctx: TitleContext): Draft {
  const { random } = ctx;
  const index = random.int(0, MEETINGS.length - 1);
  const meeting = MEETINGS[index] ?? MEETINGS[0];
  if (!meeting) throw new Error('no meetings');
  const area = areaFor(random);
  const year = Math.min(meeting.year, yearOf(ctx.acquiredOn));
  const title = `Dossiê do ${meeting.number.replace('.', 'º')} ${meeting.name}`;
  const fields: MarcField[] = [
    meetingField('111', index),
    titleField(title, 'programação, cartazes, fotografias e lista de participantes', null),
    data('264', ' ', '0', [
      ['a', `${meeting.place.split(',')[0]},`],
      ['c', `${year}.`],
    ]),
    data('300', ' ', ' ', [
      ['a', `1 pasta (${random.int(10, 80)} itens) :`],
      ['b', 'il., fotografias'],
    ]),
    data('520', ' ', ' ', [['a', 'Material reunido pela comissão organizadora do evento.']]),
    ...subjectFields(random, area, 1),
  ];
  return {
    leader: bibliographicLeader('p', 'c'),
    lang: 'por',
    area,
    year,
    specific: {},
    fields,
    mainEntry: meeting.name,
    title,
    source: 'Doação',
  };
}

const KIND_BUILDERS: Record<DemoKind, (ctx: TitleContext) => Draft> = {
  mixed,
  book,
  multivolume,
  proceedings,
  literature,
  classic,
  thesis,
  ebook,
  serial,
  article,
  video,
  map,
  score,
  sound,
  image,
  computer_file: computerFile,
  normative_act: normativeAct,
  archive,
  braille: (ctx) => accessibleBook(ctx, 'f'),
  audiobook,
  large_print: (ctx) => accessibleBook(ctx, 'd'),
  libras_video: librasVideo,
  kit,
};

/** A Cutter-like book mark: first letter, three digits from the name, title initial. */
function bookMark(mainEntry: string, title: string): string {
  const letters = mainEntry.normalize('NFD').replace(/[^A-Za-z]/g, '');
  let hash = 0;
  for (const ch of letters.toLowerCase()) hash = (hash * 31 + ch.charCodeAt(0)) % 997;
  const initial = title
    .normalize('NFD')
    .replace(/^(O|A|Os|As|The|El|La|Los|Las) /, '')
    .replace(/[^A-Za-z]/g, '')
    .charAt(0)
    .toLowerCase();
  return `${(letters.charAt(0) || 'X').toUpperCase()}${String(hash).padStart(3, '0')}${initial}`;
}

function yyyymmdd(date: string): string {
  return date.replace(/-/g, '');
}

/**
 * One title of the given kind: a complete MARC 21 record (001 DEMO…, 003 BR-EST, 005, 008,
 * 040, 082/090, 541 acquisition) and the facts the copy and issue generators need.
 */
export function generateTitle(kind: DemoKind, ctx: TitleContext): DemoTitle {
  const draft = KIND_BUILDERS[kind](ctx);
  const language = draft.lang;
  const year = Math.min(draft.year, yearOf(ctx.acquiredOn));
  const mark = bookMark(draft.mainEntry, draft.title);
  const callNumber = `${draft.area.dewey} ${mark}`;
  const enteredOn = addDays(ctx.acquiredOn, -ctx.random.int(0, 20));
  const fields: MarcField[] = [
    control('001', ctx.controlNumber),
    control('003', 'BR-EST'),
    latestTransaction(ctx.acquiredOn),
    fixed008({
      entered: enteredOn,
      dateType: draft.dateType ?? 's',
      date1: String(year),
      date2: draft.date2,
      place: draft.place008 ?? (language === 'eng' ? 'xxu' : language === 'spa' ? 'sp ' : 'bl '),
      language,
      specific: draft.specific,
    }),
    data('040', ' ', ' ', [
      ['a', 'BR-EST'],
      ['b', 'por'],
      ['c', 'BR-EST'],
      ['e', 'rda'],
    ]),
    ...(language !== 'por' && language !== 'zxx' && kind !== 'libras_video'
      ? [data('041', '0', ' ', [['a', language]])]
      : []),
    data('082', '0', '4', [
      ['a', draft.area.dewey],
      ['2', '23'],
    ]),
    data('090', ' ', ' ', [
      ['a', draft.area.dewey],
      ['b', mark],
    ]),
    ...draft.fields,
    data('541', '0', ' ', [
      ['c', draft.source ?? 'Compra'],
      ['d', yyyymmdd(ctx.acquiredOn)],
    ]),
  ];
  return {
    controlNumber: ctx.controlNumber,
    kind,
    record: record(draft.leader, fields),
    area: draft.area,
    lang: language === 'zxx' ? 'por' : language,
    acquiredOn: ctx.acquiredOn,
    year,
    callNumber,
    volumes: draft.volumes ?? [],
    hasCopies: draft.hasCopies ?? true,
    serial: draft.serial ?? null,
  };
}

/** Genre headings used above, exported for the authority records. */
export const USED_GENRES = GENRES.map((g) => g.heading);
/** Uniform titles are used as subjects of a few records (630). */
export const USED_UNIFORM_TITLES = UNIFORM_TITLES.map((u) => u.heading);
export { CLASSIC_PEOPLE };
