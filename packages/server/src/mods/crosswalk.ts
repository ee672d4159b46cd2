/**
 * MARC 21 → MODS 3.7, after the Library of Congress stylesheet MARC21slim2MODS3-7.xsl, for the
 * main fields (what Zotero and other reference managers read: unAPI's `mods` format):
 * titleInfo (245, 130/240 uniform, 246 alternative), name with roles (1XX primary, 7XX;
 * relator terms $e/$j and codes $4), typeOfResource (leader/06–07), genre (655), originInfo
 * (008/15–17 place code, 260 and RDA 264 publication, 250 edition, leader/07 issuance, 008
 * date), language (008/35–37, 041), physicalDescription (300, 856 $q), abstract (520), note
 * (500, 502, 504), subject (600–651, 653; authority from the second indicator or $2),
 * classification (050, 060, 080, 082, 084), relatedItem series (490, 830), identifier (020
 * isbn, 022 issn, 024, 010 lccn; cancelled ones invalid="yes"), location/url (856 $u) and
 * recordInfo (001/003, 040 $a, 008/00–05). Departures are listed in docs/interop.md.
 */
import { TYPE_BY_LEADER } from '../dublin-core/crosswalk.ts';
import { trimPunctuation } from '../marc/describe.ts';
import {
  controlValue,
  getDataFields,
  type DataField,
  type MarcRecord,
  type Subfield,
} from '../marc/record.ts';
import { escapeXml } from '../marc/write-marcxml.ts';

export const MODS_NAMESPACE = 'http://www.loc.gov/mods/v3';
export const MODS_SCHEMA = 'http://www.loc.gov/standards/mods/v3/mods-3-7.xsd';

/** Leader/06 → typeOfResource: Dublin Core's words, sound recordings told apart. */
const RESOURCE_TYPE: Record<string, string> = {
  ...TYPE_BY_LEADER,
  i: 'sound recording-nonmusical',
  j: 'sound recording-musical',
  o: 'mixed material',
};

/** Leader/07 → issuance. */
const ISSUANCE: Record<string, string> = {
  a: 'monographic',
  c: 'monographic',
  d: 'monographic',
  m: 'monographic',
  b: 'continuing',
  s: 'serial',
  i: 'integrating resource',
};

/** Second indicator of 6XX → subject authority (7: the field's $2). */
const SUBJECT_AUTHORITY: Record<string, string> = {
  '0': 'lcsh',
  '1': 'lcshac',
  '2': 'mesh',
  '3': 'nal',
  '5': 'csh',
  '6': 'rvm',
};

/** First indicator of 024 → identifier type (7: the field's $2). */
const OTHER_IDENTIFIER: Record<string, string> = {
  '0': 'isrc',
  '1': 'upc',
  '2': 'ismn',
  '3': 'ean',
  '4': 'sici',
};

const clean = (value: string) => trimPunctuation(value.replace(/\s+/g, ' ').trim());

/** The chosen subfields in record order, joined by spaces, end punctuation trimmed. */
function select(field: DataField, codes: string): string {
  return clean(
    field.subfields
      .filter((sf) => codes.includes(sf.code))
      .map((sf) => sf.value.trim())
      .join(' '),
  );
}

const each = (field: DataField, code: string): string[] =>
  field.subfields.filter((sf) => sf.code === code).map((sf) => clean(sf.value));

const attributes = (attrs: Record<string, string | null | undefined>) =>
  Object.entries(attrs)
    .filter(([, value]) => value)
    .map(([name, value]) => ` ${name}="${escapeXml(value!)}"`)
    .join('');

/** `<name attrs>text</name>`, or '' when the text is empty. */
function el(name: string, text: string, attrs: Record<string, string | null | undefined> = {}) {
  return text ? `<${name}${attributes(attrs)}>${escapeXml(text)}</${name}>` : '';
}

/** A wrapper around its children, or '' when they are all empty. */
function wrap(name: string, children: string[], attrs: Record<string, string | null> = {}) {
  const inner = children.join('');
  return inner ? `<${name}${attributes(attrs)}>${inner}</${name}>` : '';
}

/** A title's parts: nonSort (by the nonfiling indicator), title, subTitle, part number/name. */
function titleInfo(field: DataField, titleCodes: string, nonfiling: string, type?: string) {
  let title = select(field, titleCodes);
  const skip = Number(nonfiling);
  let nonSort = '';
  if (skip > 0 && skip < title.length) {
    nonSort = title.slice(0, skip);
    title = title.slice(skip);
  }
  return wrap(
    'titleInfo',
    [
      el('nonSort', nonSort),
      el('title', title),
      el('subTitle', select(field, 'b')),
      ...each(field, 'n').map((n) => el('partNumber', n)),
      ...each(field, 'p').map((p) => el('partName', p)),
    ],
    { type: type ?? null },
  );
}

/** A name (1XX, 7XX, 60X): its parts and roles. */
function name(field: DataField, primary: boolean): string {
  const kind = field.tag.endsWith('00')
    ? 'personal'
    : field.tag.endsWith('10')
      ? 'corporate'
      : 'conference';
  const parts: string[] = [];
  if (kind === 'personal') {
    parts.push(el('namePart', select(field, 'aq')));
    parts.push(el('namePart', select(field, 'bc'), { type: 'termsOfAddress' }));
    parts.push(el('namePart', select(field, 'd'), { type: 'date' }));
  } else if (kind === 'corporate') {
    parts.push(el('namePart', select(field, 'a')));
    for (const b of each(field, 'b')) parts.push(el('namePart', b));
  } else {
    parts.push(el('namePart', select(field, 'acdnq')));
  }
  const relator = kind === 'conference' ? 'j' : 'e';
  const roles = [
    ...each(field, relator).map((term) =>
      el('roleTerm', term, { type: 'text', authority: 'marcrelator' }),
    ),
    ...each(field, '4')
      .filter((code) => /^[a-z]{3}$/.test(code))
      .map((code) => el('roleTerm', code, { type: 'code', authority: 'marcrelator' })),
  ].map((term) => `<role>${term}</role>`);
  return wrap('name', [...parts, ...roles], {
    type: kind,
    usage: primary ? 'primary' : null,
  });
}

/** The subdivisions of a subject heading ($v genre, $x topic, $y temporal, $z geographic). */
function subdivisions(subfields: Subfield[]): string[] {
  const element: Record<string, string> = {
    v: 'genre',
    x: 'topic',
    y: 'temporal',
    z: 'geographic',
  };
  return subfields.flatMap((sf) => {
    const kind = element[sf.code];
    return kind ? [el(kind, clean(sf.value))] : [];
  });
}

function subject(field: DataField): string {
  const authority =
    field.ind2 === '7' ? (each(field, '2')[0] ?? null) : (SUBJECT_AUTHORITY[field.ind2] ?? null);
  const head: string[] = [];
  switch (field.tag) {
    case '600':
    case '610':
    case '611':
      head.push(name(field, false));
      if (field.subfields.some((sf) => sf.code === 't')) head.push(titleInfo(field, 't', '0'));
      break;
    case '630':
      head.push(titleInfo(field, 'adfhklmors', field.ind1));
      break;
    case '650':
      head.push(el('topic', select(field, 'abcd')));
      break;
    case '651':
      head.push(el('geographic', select(field, 'a')));
      break;
  }
  return wrap('subject', [...head, ...subdivisions(field.subfields)], { authority });
}

/** ISBN or ISSN as written, without a qualifier ("(pbk.)", ": R$ 30,00"). */
const identifierValue = (value: string) => clean(value.replace(/\s*[(:].*$/, ''));

/**
 * The MODS record of a MARC bibliographic record (a complete `<mods>` document element, with
 * its namespace and schema location).
 */
export function toModsXml(record: MarcRecord): string {
  const fields = (...tags: string[]) => getDataFields(record, ...tags);
  const fixed = controlValue(record, '008') ?? '';
  const leader = record.leader;
  const out: string[] = [];

  for (const f of fields('245')) out.push(titleInfo(f, 'afgks', f.ind2));
  for (const f of fields('130')) out.push(titleInfo(f, 'adfgklmors', f.ind1, 'uniform'));
  for (const f of fields('240')) out.push(titleInfo(f, 'adfgklmors', f.ind2, 'uniform'));
  for (const f of fields('246')) out.push(titleInfo(f, 'af', '0', 'alternative'));

  for (const f of fields('100', '110', '111')) out.push(name(f, true));
  for (const f of fields('700', '710', '711')) out.push(name(f, false));

  const resource = RESOURCE_TYPE[leader[6] ?? ''];
  if (resource) {
    out.push(
      el('typeOfResource', resource, {
        collection: leader[7] === 'c' ? 'yes' : null,
        manuscript: 'dft'.includes(leader[6] ?? ' ') ? 'yes' : null,
      }),
    );
  }
  for (const f of fields('655')) {
    const authority = f.ind2 === '7' ? (each(f, '2')[0] ?? null) : null;
    out.push(el('genre', select(f, 'abvxyz'), { authority }));
  }

  const country = fixed.slice(15, 18).trim();
  const places: string[] = [];
  if (/^[a-z]{2,3}$/.test(country))
    places.push(el('placeTerm', country, { type: 'code', authority: 'marccountry' }));
  const imprint = [...fields('260'), ...fields('264').filter((f) => f.ind2 === '1')];
  for (const f of imprint)
    for (const a of each(f, 'a')) places.push(el('placeTerm', a, { type: 'text' }));
  const date1 = fixed.slice(7, 11);
  out.push(
    wrap('originInfo', [
      ...places.map((p) => `<place>${p}</place>`),
      ...imprint.flatMap((f) => each(f, 'b').map((b) => el('publisher', b))),
      ...imprint.flatMap((f) => each(f, 'c').map((c) => el('dateIssued', c))),
      /^\d{4}$/.test(date1) ? el('dateIssued', date1, { encoding: 'marc', keyDate: 'yes' }) : '',
      ...fields('250').map((f) => el('edition', select(f, 'ab'))),
      el('issuance', ISSUANCE[leader[7] ?? ''] ?? ''),
      ...fields('310').map((f) => el('frequency', select(f, 'a'))),
    ]),
  );

  const languages = new Set<string>();
  const language008 = fixed.slice(35, 38);
  if (/^[a-z]{3}$/.test(language008)) languages.add(language008);
  for (const f of fields('041'))
    for (const a of each(f, 'a')) if (/^[a-z]{3}$/.test(a)) languages.add(a);
  for (const code of languages)
    out.push(
      `<language>${el('languageTerm', code, { type: 'code', authority: 'iso639-2b' })}</language>`,
    );

  out.push(
    wrap('physicalDescription', [
      ...fields('300').map((f) => el('extent', select(f, 'abce'))),
      ...fields('856').flatMap((f) => each(f, 'q').map((q) => el('internetMediaType', q))),
    ]),
  );
  for (const f of fields('520')) out.push(el('abstract', select(f, 'ab')));
  for (const f of fields('505')) out.push(el('tableOfContents', select(f, 'agrt')));
  for (const f of fields('500', '502', '504'))
    out.push(el('note', select(f, 'a'), { type: f.tag === '502' ? 'thesis' : null }));

  for (const f of fields('600', '610', '611', '630', '650', '651')) out.push(subject(f));
  for (const f of fields('653'))
    for (const a of each(f, 'a')) out.push(`<subject>${el('topic', a)}</subject>`);

  const classifications: [string, string, string][] = [
    ['050', 'ab', 'lcc'],
    ['060', 'ab', 'nlm'],
    ['080', 'ab', 'udc'],
    ['082', 'a', 'ddc'],
    ['084', 'ab', ''],
  ];
  for (const [tag, codes, authority] of classifications) {
    for (const f of fields(tag)) {
      const edition = tag === '082' ? (each(f, '2')[0] ?? null) : null;
      out.push(
        el('classification', select(f, codes), {
          authority: authority || (each(f, '2')[0] ?? null),
          edition,
        }),
      );
    }
  }

  for (const f of fields('490', '830')) {
    const title = f.tag === '490' ? select(f, 'a') : select(f, 'adfgklmnoprst');
    out.push(
      wrap(
        'relatedItem',
        [wrap('titleInfo', [el('title', title), el('partNumber', select(f, 'v'))])],
        {
          type: 'series',
        },
      ),
    );
  }

  const identifiers: [string, string][] = [
    ['020', 'isbn'],
    ['022', 'issn'],
    ['010', 'lccn'],
  ];
  for (const [tag, type] of identifiers) {
    for (const f of fields(tag)) {
      for (const a of each(f, 'a')) out.push(el('identifier', identifierValue(a), { type }));
      for (const z of [...each(f, 'z'), ...(tag === '022' ? each(f, 'y') : [])])
        out.push(el('identifier', identifierValue(z), { type, invalid: 'yes' }));
    }
  }
  for (const f of fields('024')) {
    const type = f.ind1 === '7' ? (each(f, '2')[0] ?? null) : (OTHER_IDENTIFIER[f.ind1] ?? null);
    for (const a of each(f, 'a')) out.push(el('identifier', a, { type }));
  }

  for (const f of fields('856'))
    for (const u of f.subfields.filter((sf) => sf.code === 'u'))
      out.push(
        `<location>${el('url', u.value.trim(), { displayLabel: each(f, '3')[0] ?? null })}</location>`,
      );

  const id = controlValue(record, '001')?.trim() ?? '';
  const created = fixed.slice(0, 6);
  const recordInfo = [
    ...fields('040').map((f) =>
      el('recordContentSource', select(f, 'a'), { authority: 'marcorg' }),
    ),
    /^\d{6}$/.test(created) ? el('recordCreationDate', created, { encoding: 'marc' }) : '',
    el('recordIdentifier', id, { source: controlValue(record, '003')?.trim() || null }),
  ].filter(Boolean);
  if (recordInfo.length > 0) {
    recordInfo.push(
      el('recordOrigin', 'Converted from MARC 21 to MODS 3.7 (after LC MARC21slim2MODS3-7).'),
    );
    out.push(wrap('recordInfo', recordInfo));
  }

  return (
    `<mods xmlns="${MODS_NAMESPACE}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"` +
    ` version="3.7" xsi:schemaLocation="${MODS_NAMESPACE} ${MODS_SCHEMA}">` +
    out.filter(Boolean).join('') +
    '</mods>'
  );
}
