/**
 * The Library of Congress MARC → Dublin Core crosswalk (unqualified DC, as in LC's
 * https://www.loc.gov/marc/marc2dc.html and its MARC21slim2OAIDC stylesheet). Pure functions.
 */
import { trimPunctuation } from '../marc/describe.ts';
import { isControlField, isDataField, type DataField, type MarcRecord } from '../marc/record.ts';

/** The fifteen Dublin Core elements. */
export type DublinCoreName =
  | 'title'
  | 'creator'
  | 'subject'
  | 'description'
  | 'publisher'
  | 'contributor'
  | 'date'
  | 'type'
  | 'format'
  | 'identifier'
  | 'source'
  | 'language'
  | 'relation'
  | 'coverage'
  | 'rights';

/** One element with the MARC tag it came from ("leader" and "008" for fixed positions). */
export interface DublinCoreElement {
  name: DublinCoreName;
  value: string;
  source: string;
}

/** The output order of elements (the order of the DC element set). */
const ORDER: DublinCoreName[] = [
  'title',
  'creator',
  'subject',
  'description',
  'publisher',
  'contributor',
  'date',
  'type',
  'format',
  'identifier',
  'source',
  'language',
  'relation',
  'coverage',
  'rights',
];

/** Leader/06 → DCMI type vocabulary words, as LC's stylesheet writes them. */
const TYPE_BY_LEADER: Record<string, string> = {
  a: 'text',
  t: 'text',
  c: 'notated music',
  d: 'notated music',
  e: 'cartographic',
  f: 'cartographic',
  g: 'moving image',
  i: 'sound recording-nonmusical',
  j: 'sound recording-musical',
  k: 'still image',
  m: 'software, multimedia',
  o: 'kit',
  p: 'mixed material',
  r: 'three dimensional object',
};

const SUBDIVISIONS = 'vxyz';

function text(field: DataField, codes: string): string | null {
  const parts = field.subfields.filter((s) => codes.includes(s.code)).map((s) => s.value.trim());
  const joined = trimPunctuation(parts.filter(Boolean).join(' ').replace(/\s+/g, ' '));
  return joined === '' ? null : joined;
}

/** A subject heading with its subdivisions joined by "--", as LC's stylesheet does. */
function subject(field: DataField): string | null {
  const main: string[] = [];
  const subdivisions: string[] = [];
  for (const sf of field.subfields) {
    if (SUBDIVISIONS.includes(sf.code)) subdivisions.push(trimPunctuation(sf.value));
    else if (/[a-u]/.test(sf.code) && sf.code !== 'e') main.push(sf.value.trim());
  }
  const head = trimPunctuation(main.join(' ').replace(/\s+/g, ' '));
  const all = [head, ...subdivisions].filter(Boolean);
  return all.length > 0 ? all.join('--') : null;
}

/** One element per occurrence of a repeatable subfield (several ISBNs, several URLs). */
function each(
  field: DataField,
  code: string,
  name: DublinCoreName,
): [DublinCoreName, string | null][] {
  return field.subfields
    .filter((s) => s.code === code)
    .map((s): [DublinCoreName, string | null] => [name, trimPunctuation(s.value.trim()) || null]);
}

/** Which DC element(s) a data field feeds, and with which subfields. */
function elementsOf(field: DataField): [DublinCoreName, string | null][] {
  const tag = field.tag;
  switch (tag) {
    case '245':
      return [['title', text(field, 'abfgknps')]];
    case '100':
    case '110':
    case '111':
    case '700':
    case '710':
    case '711':
    case '720':
      return [['creator', text(field, tag.endsWith('11') ? 'acdnq' : 'abcdq')]];
    case '600':
    case '610':
    case '611':
    case '630':
    case '650':
    case '653':
      return [['subject', subject(field)]];
    case '651':
    case '662':
    case '751':
    case '752':
      return [['coverage', subject(field) ?? text(field, 'abcdfgh')]];
    case '655':
      return [['type', subject(field)]];
    case '260':
    case '264':
      return [
        ['publisher', text(field, 'ab')],
        ['date', text(field, 'cg')],
      ];
    case '020':
    case '022':
    case '024':
      return each(field, 'a', 'identifier');
    case '856':
      return [...each(field, 'u', 'identifier'), ['format', text(field, 'q')]];
    case '041':
      return field.subfields
        .filter((s) => 'abdefghj'.includes(s.code))
        .flatMap((s) =>
          splitLanguages(s.value).map((l): [DublinCoreName, string] => ['language', l]),
        );
    case '506':
    case '540':
      return [['rights', text(field, 'abcdefgu')]];
    case '530':
      return [['relation', text(field, 'abcdu')]];
    case '534':
      return [['source', text(field, 't')]];
    case '546':
      return [['language', text(field, 'a')]];
    case '340':
      return [['format', text(field, 'abcdefhi')]];
    default:
      break;
  }
  if (tag[0] === '5' && tag.length === 3)
    return [['description', text(field, 'abcdefghijklmnopqrstuvwxyz')]];
  if (tag >= '760' && tag <= '787') return [['relation', text(field, 'ot')]];
  return [];
}

/** A 041 $a may run several three-letter codes together ("engfre"). */
function splitLanguages(value: string): string[] {
  const v = value.trim().toLowerCase();
  if (/^([a-z]{3})+$/.test(v)) return v.match(/[a-z]{3}/g) ?? [];
  return v ? [v] : [];
}

/**
 * Crosswalks a bibliographic record to Dublin Core.
 *
 * @returns the elements in DC order (title, creator, subject, description, publisher,
 *   contributor, date, type, format, identifier, source, language, relation, coverage, rights),
 *   each in record order; duplicates of the same element and value are dropped.
 */
export function toDublinCore(record: MarcRecord): DublinCoreElement[] {
  const found: DublinCoreElement[] = [];
  const seen = new Set<string>();
  const add = (name: DublinCoreName, value: string | null, source: string) => {
    if (!value) return;
    const key = `${name}\u0000${value}`;
    if (seen.has(key)) return;
    seen.add(key);
    found.push({ name, value, source });
  };

  const leaderType = TYPE_BY_LEADER[record.leader[6] ?? ''];
  if (record.leader[7] === 'c' || record.leader[7] === 's') add('type', 'collection', 'leader');
  if (leaderType) add('type', leaderType, 'leader');

  let f008: string | null = null;
  let hasDate = false;
  for (const field of record.fields) {
    if (isControlField(field)) {
      if (field.tag === '008' && f008 === null) f008 = field.value;
      continue;
    }
    if (!isDataField(field)) continue;
    // The 505 contents note is a description too; 9XX and 59X local data are not published.
    if (field.tag[0] === '9' || field.tag.startsWith('59')) continue;
    for (const [name, value] of elementsOf(field)) {
      if (name === 'date' && value) hasDate = true;
      add(name, value, field.tag);
    }
  }
  // The fixed field fills what the variable fields leave empty.
  if (f008) {
    const date = f008.slice(7, 11);
    if (!hasDate && /^\d{4}$/.test(date)) add('date', date, '008');
    const language = f008.slice(35, 38);
    // 008/35-37 is the primary language; 041 and 546 may add others.
    if (/^[a-z]{3}$/.test(language) && language !== '   ') add('language', language, '008');
  }
  return ORDER.flatMap((name) => found.filter((e) => e.name === name));
}

/** XML 1.0 forbids most C0 control characters, even escaped; MARC data sometimes has them. */
function withoutControlCharacters(value: string): string {
  let out = '';
  for (const ch of value) {
    const code = ch.charCodeAt(0);
    if (code >= 0x20 || code === 0x09 || code === 0x0a || code === 0x0d) out += ch;
  }
  return out;
}

function escapeXml(value: string): string {
  return withoutControlCharacters(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** The elements as an OAI-PMH `oai_dc` record (well-formed XML, UTF-8). */
export function toOaiDcXml(elements: DublinCoreElement[]): string {
  const lines = elements.map((e) => `  <dc:${e.name}>${escapeXml(e.value)}</dc:${e.name}>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<oai_dc:dc xmlns:oai_dc="http://www.openarchives.org/OAI/2.0/oai_dc/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.openarchives.org/OAI/2.0/oai_dc/ http://www.openarchives.org/OAI/2.0/oai_dc.xsd">',
    ...lines,
    '</oai_dc:dc>',
    '',
  ].join('\n');
}
