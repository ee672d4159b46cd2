/**
 * A few demo titles catalogued in their original script as well as romanized, the way
 * libraries catalogue books in Hebrew, Arabic, Russian or Japanese: the regular fields
 * romanized (ALA-LC), each paired through $6 with an 880 field in the original script. They
 * make the original-script display and search visible in the demo. Fixed records (no random
 * draws), added after the rest of the collection, so every other demo title stays the same.
 */
import type { DataField, MarcField, MarcRecord } from '../marc/record.ts';
import {
  bibliographicLeader,
  control,
  data,
  fixed008,
  latestTransaction,
  nonFilingCharacters,
  record,
} from './marc-build.ts';

/** One work: each romanized field with its form in the original script (null: none). */
interface Work {
  id: string;
  language: string;
  place008: string;
  year: number;
  /** $6 script code and orientation: '(2/r' Hebrew, '(3/r' Arabic, '(N' Cyrillic, '$1' CJK. */
  script: string;
  dewey: string;
  author: [string, string, string | null];
  title: [string, string];
  subtitle?: [string, string];
  imprint: [[string, string], [string, string]];
  pages: string;
  subject: string;
  genre: string;
}

const WORKS: Work[] = [
  {
    id: 'DEMOESC0001',
    language: 'heb',
    place008: 'is ',
    year: 1958,
    script: '(2/r',
    dewey: '892.41',
    author: ['Bialik, Hayyim Nahman,', 'ביאליק, חיים נחמן,', '1873-1934'],
    title: ['Shirim u-fizmonot li-yeladim', 'שירים ופזמונות לילדים'],
    imprint: [
      ['Tel Aviv', 'תל-אביב'],
      ['Devir', 'דביר'],
    ],
    pages: '142 p. : il. ;',
    subject: 'Poesia hebraica',
    genre: 'Poesia infantil',
  },
  {
    id: 'DEMOESC0002',
    language: 'ara',
    place008: 'ua ',
    year: 1947,
    script: '(3/r',
    dewey: '892.736',
    author: ['Maḥfūẓ, Najīb,', 'محفوظ، نجيب،', '1911-2006'],
    title: ['Zuqāq al-Midaqq', 'زقاق المدق'],
    imprint: [
      ['al-Qāhirah', 'القاهرة'],
      ['Maktabat Miṣr', 'مكتبة مصر'],
    ],
    pages: '313 p. ;',
    subject: 'Literatura árabe',
    genre: 'Romances egípcios',
  },
  {
    id: 'DEMOESC0003',
    language: 'rus',
    place008: 'ru ',
    year: 1978,
    script: '(N',
    dewey: '891.733',
    author: ['Tolstoĭ, Lev,', 'Толстой, Лев,', '1828-1910'],
    title: ['Voĭna i mir', 'Война и мир'],
    subtitle: ['roman v chetyrekh tomakh', 'роман в четырех томах'],
    imprint: [
      ['Moskva', 'Москва'],
      ['Khudozhestvennai͡a literatura', 'Художественная литература'],
    ],
    pages: '4 v. ;',
    subject: 'Literatura russa',
    genre: 'Romances russos',
  },
  {
    id: 'DEMOESC0004',
    language: 'jpn',
    place008: 'ja ',
    year: 1927,
    script: '$1',
    dewey: '895.634',
    author: ['Natsume, Sōseki,', '夏目, 漱石,', '1867-1916'],
    title: ['Kokoro', 'こころ'],
    imprint: [
      ['Tōkyō', '東京'],
      ['Iwanami Shoten', '岩波書店'],
    ],
    pages: '294 p. ;',
    subject: 'Literatura japonesa',
    genre: 'Romances japoneses',
  },
];

/** A field and its 880, linked by occurrence `n`. */
function paired(
  field: DataField,
  original: [string, string][],
  n: number,
  script: string,
): DataField[] {
  const occurrence = String(n).padStart(2, '0');
  return [
    { ...field, subfields: [{ code: '6', value: `880-${occurrence}` }, ...field.subfields] },
    data('880', field.ind1, field.ind2, [
      ['6', `${field.tag}-${occurrence}/${script}`],
      ...original,
    ]),
  ];
}

function workRecord(work: Work, entered: string): MarcRecord {
  const [name, originalName, dates] = work.author;
  const [title, originalTitle] = work.title;
  const [[place, originalPlace], [publisher, originalPublisher]] = work.imprint;
  const subtitle = work.subtitle;
  const year = String(work.year);
  const fields: MarcField[] = [
    control('001', work.id),
    control('003', 'BR-EST'),
    latestTransaction(entered),
    fixed008({
      entered,
      dateType: 's',
      date1: year,
      place: work.place008,
      language: work.language,
      specific: { 33: '1' },
    }),
    data('040', ' ', ' ', [
      ['a', 'BR-EST'],
      ['b', 'por'],
      ['c', 'BR-EST'],
      ['e', 'rda'],
    ]),
    data('041', '0', ' ', [['a', work.language]]),
    data('082', '0', '4', [
      ['a', work.dewey],
      ['2', '23'],
    ]),
    ...paired(
      data('100', '1', ' ', [
        ['a', name],
        ['d', dates],
        ['e', 'autor'],
      ]),
      [
        ['a', originalName],
        ['d', dates ?? ''],
        ['e', 'autor'],
      ],
      1,
      work.script,
    ),
    ...paired(
      data('245', '1', nonFilingCharacters(title), [
        ['a', subtitle ? `${title} :` : `${title} /`],
        ['b', subtitle ? `${subtitle[0]} /` : null],
        ['c', name.replace(/,$/, '')],
      ]),
      [
        ['a', subtitle ? `${originalTitle} :` : `${originalTitle} /`],
        ...(subtitle ? [['b', `${subtitle[1]} /`] as [string, string]] : []),
        ['c', originalName.replace(/[,،]$/, '')],
      ],
      2,
      work.script,
    ),
    ...paired(
      data('264', ' ', '1', [
        ['a', `${place} :`],
        ['b', `${publisher},`],
        ['c', `${year}.`],
      ]),
      [
        ['a', `${originalPlace} :`],
        ['b', `${originalPublisher},`],
        ['c', `${year}.`],
      ],
      3,
      work.script,
    ),
    data('300', ' ', ' ', [
      ['a', work.pages],
      ['c', '21 cm.'],
    ]),
    data('546', ' ', ' ', [['a', 'Texto na escrita original; dados romanizados (ALA-LC).']]),
    data('541', '0', ' ', [
      ['c', 'Doação'],
      ['d', entered.replace(/-/g, '')],
    ]),
    data('650', ' ', '4', [['a', work.subject]]),
    data('655', ' ', '4', [['a', work.genre]]),
  ];
  return record(bibliographicLeader('a', 'm'), fields);
}

/** The demo's original-script titles (Hebrew, Arabic, Russian, Japanese), given on `entered`. */
export function originalScriptTitles(entered: string): MarcRecord[] {
  return WORKS.map((work) => workRecord(work, entered));
}
