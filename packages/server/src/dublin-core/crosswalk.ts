/**
 * MARC 21 → simple Dublin Core as the Library of Congress stylesheet MARC21slim2OAIDC.xsl
 * writes it (the `oai_dc` that Koha and Evergreen serve), so harvesters get what they are used
 * to. One crosswalk for the OAI-PMH provider and the title page's Dublin Core tab. Pure
 * functions over our record model. Departures from the stylesheet, each marked "Departure"
 * below, are listed in docs/interop.md.
 */
import { trimPunctuation } from '../marc/describe.ts';
import { escapeXml } from '../marc/write-marcxml.ts';
import { controlValue, getDataFields, type DataField, type MarcRecord } from '../marc/record.ts';

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

/** The oai_dc namespace, its schema, and the Dublin Core element namespace. */
export const OAI_DC = {
  namespace: 'http://www.openarchives.org/OAI/2.0/oai_dc/',
  schema: 'http://www.openarchives.org/OAI/2.0/oai_dc.xsd',
  elements: 'http://purl.org/dc/elements/1.1/',
};

/** Leader/06 → the stylesheet's type words (MODS's typeOfResource builds on them). */
export const TYPE_BY_LEADER: Record<string, string> = {
  a: 'text',
  t: 'text',
  e: 'cartographic',
  f: 'cartographic',
  c: 'notated music',
  d: 'notated music',
  i: 'sound recording',
  j: 'sound recording',
  k: 'still image',
  g: 'moving image',
  r: 'three dimensional object',
  m: 'software, multimedia',
  p: 'mixed material',
};

/** Departure: ISBD punctuation at the end of a value is trimmed, spaces collapsed. */
function clean(value: string): string {
  return trimPunctuation(value.replace(/\s+/g, ' ').trim());
}

/** The stylesheet's `subfieldSelect`: the chosen subfields in record order, joined by spaces. */
function select(field: DataField, codes: string): string {
  return clean(
    field.subfields
      .filter((sf) => codes.includes(sf.code))
      .map((sf) => sf.value.trim())
      .filter(Boolean)
      .join(' '),
  );
}

/** Each value of one subfield code, on its own. */
function each(field: DataField, code: string): string[] {
  return field.subfields.filter((sf) => sf.code === code).map((sf) => clean(sf.value));
}

/**
 * A name heading: the stylesheet writes the whole field's text. Departure: its name parts only,
 * spaced — every letter subfield but the relator term ($e of X00/X10, $j of X11), so "Silva,
 * Ana, 1950-" rather than "Silva, Ana,1950-editor.http://id.loc.gov/…".
 */
function name(field: DataField): string {
  const relator = field.tag.endsWith('11') ? 'j' : 'e';
  return clean(
    field.subfields
      .filter((sf) => /^[a-z]$/.test(sf.code) && sf.code !== relator)
      .map((sf) => sf.value.trim())
      .filter(Boolean)
      .join(' '),
  );
}

/**
 * A subject or genre heading: the stylesheet's subfields, then — departure — the
 * subdivisions ($v $x $y $z) joined with "--", as LC's other crosswalks write headings.
 */
function heading(field: DataField, codes: string): string {
  const main = select(field, codes);
  const subdivisions = field.subfields
    .filter((sf) => 'vxyz'.includes(sf.code))
    .map((sf) => clean(sf.value))
    .filter(Boolean);
  return [main, ...subdivisions].filter(Boolean).join('--');
}

/** Departure: the ISBN alone ("URN:ISBN:9780306406157"), without "(pbk.)" or hyphens. */
function isbnUrn(value: string): string | null {
  const text = clean(value);
  if (!text) return null;
  const isbn = /^[0-9][0-9Xx-]{8,16}[0-9Xx]\b/.exec(text)?.[0];
  return `URN:ISBN:${isbn ? isbn.replace(/-/g, '').toUpperCase() : text}`;
}

/**
 * Crosswalks a bibliographic record to the stylesheet's Dublin Core.
 *
 * @returns the elements in the stylesheet's order (title, creator, type, publisher, date,
 *   language, format, description, subject, coverage, relation, identifier, rights), each group
 *   in record order; empty values and repeats of the same element and value are left out.
 */
export function toDublinCore(record: MarcRecord): DublinCoreElement[] {
  const out: DublinCoreElement[] = [];
  const seen = new Set<string>();
  const add = (element: DublinCoreName, value: string | null, source: string) => {
    if (!value) return;
    const key = `${element}\u0000${value}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ name: element, value, source });
  };
  const fields = (...tags: string[]) => getDataFields(record, ...tags);

  for (const f of fields('245')) add('title', select(f, 'abfghk'), f.tag);
  for (const f of fields('100', '110', '111', '700', '710', '711', '720'))
    add('creator', name(f), f.tag);

  // Departure: the stylesheet writes "collection", "manuscript" and the type run together in
  // one element ("collectionmanuscripttext"); each is an element of its own here.
  const type6 = record.leader[6] ?? '';
  if (record.leader[7] === 'c') add('type', 'collection', 'leader');
  if ('dfpt'.includes(type6) && type6 !== '') add('type', 'manuscript', 'leader');
  add('type', TYPE_BY_LEADER[type6] ?? null, 'leader');
  for (const f of fields('655')) add('type', heading(f, 'abcdefghijklmnopqrstu'), f.tag);

  // Departure: RDA's 264 (second indicator 1, publication) is read as 260 is; the dates of
  // every 264 (production, publication, distribution, manufacture, copyright) are dates.
  for (const f of fields('260', '264')) {
    if (f.tag === '260' || f.ind2 === '1') add('publisher', select(f, 'ab'), f.tag);
  }
  for (const f of fields('260', '264')) for (const c of each(f, 'c')) add('date', c, f.tag);

  // Departure: only a language code (the stylesheet writes 008/35-37 even when blank or "|||").
  const language = controlValue(record, '008')?.slice(35, 38) ?? '';
  if (/^[a-z]{3}$/.test(language)) add('language', language, '008');

  for (const f of fields('856')) for (const q of each(f, 'q')) add('format', q, f.tag);

  // Departure: 500 too, and each note once (the stylesheet starts after 500 and writes 520 and
  // 521 twice); local 59X notes, like 9XX fields, are not published.
  for (const f of record.fields) {
    if (!('subfields' in f) || !/^5\d\d$/.test(f.tag) || f.tag.startsWith('59')) continue;
    if (['506', '530', '540', '546'].includes(f.tag)) continue;
    add('description', each(f, 'a')[0] ?? null, f.tag);
  }

  // Departure: 651 (geographic names) is a subject too, from $a as LC's later stylesheets do;
  // each 653 $a is a subject of its own (the stylesheet runs them together).
  for (const f of fields('600', '610', '611', '630', '650', '651', '653')) {
    if (f.tag === '653') for (const a of each(f, 'a')) add('subject', a, f.tag);
    else add('subject', heading(f, f.tag === '651' ? 'a' : 'abcdq'), f.tag);
  }
  for (const f of fields('752')) add('coverage', select(f, 'abcd'), f.tag);
  // Departure: no type="original" attribute on the 530's relation (oai_dc has no attributes).
  for (const f of fields('530')) add('relation', select(f, 'abcdu'), f.tag);
  for (const f of record.fields) {
    if (!('subfields' in f) || f.tag < '760' || f.tag > '787') continue;
    add('relation', select(f, 'ot'), f.tag);
  }
  // Departure: every $u of an 856 (the stylesheet takes the first).
  for (const f of fields('856')) for (const u of each(f, 'u')) add('identifier', u, f.tag);
  for (const f of fields('020')) add('identifier', isbnUrn(each(f, 'a')[0] ?? ''), f.tag);
  for (const f of fields('506', '540')) add('rights', each(f, 'a')[0] ?? null, f.tag);

  const order: DublinCoreName[] = ['title', 'creator', 'type', 'publisher', 'date', 'language'];
  order.push('format', 'description', 'subject', 'coverage', 'relation', 'identifier', 'rights');
  return order.flatMap((element) => out.filter((e) => e.name === element));
}

/** The elements as an `<oai_dc:dc>` element (no XML declaration: it goes inside `<metadata>`). */
export function oaiDcElement(elements: DublinCoreElement[]): string {
  let xml =
    `<oai_dc:dc xmlns:oai_dc="${OAI_DC.namespace}" xmlns:dc="${OAI_DC.elements}"` +
    ` xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"` +
    ` xsi:schemaLocation="${OAI_DC.namespace} ${OAI_DC.schema}">`;
  for (const e of elements) xml += `<dc:${e.name}>${escapeXml(e.value)}</dc:${e.name}>`;
  return xml + '</oai_dc:dc>';
}

/** The elements as a standalone `oai_dc` document (the title page's download). */
export function toOaiDcXml(elements: DublinCoreElement[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${oaiDcElement(elements)}\n`;
}
