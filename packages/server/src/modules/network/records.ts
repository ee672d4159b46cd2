/**
 * What the harvester takes from one OAI-PMH `<record>`: its header and its metadata as our MARC
 * record — MARCXML (marc21) field by field, or Dublin Core (oai_dc) mapped into a minimal MARC
 * record (docs/interop.md, "Harvester and network catalogue").
 */
import type { DataField, MarcField, MarcRecord } from '../../marc/record.ts';
import { child, childText, type XmlNode } from './oai-reader.ts';

export type MetadataPrefix = 'marc21' | 'oai_dc';

/** One harvested item: deleted, or with a record, or skipped with the reason. */
export type HarvestedItem =
  | { identifier: string; datestamp: string; deleted: true }
  | { identifier: string; datestamp: string; deleted: false; record: MarcRecord }
  | { identifier: string | null; datestamp: string | null; deleted: false; problem: string };

const CONTROL_TAG = /^00[1-9]$/;

/** Leader as stored: 24 printable ASCII characters, leader/09 'a' (our text is Unicode). */
function leaderOf(raw: string): string {
  const ascii = raw
    .replace(/[^\x20-\x7e]/g, ' ')
    .padEnd(24, ' ')
    .slice(0, 24);
  return ascii.slice(0, 9) + 'a' + ascii.slice(10);
}

/** A MARCXML `<record>` element as our record, or why it cannot be one (a bad tag, no field). */
export function marcFromXml(node: XmlNode): MarcRecord | string {
  let leader: string | null = null;
  const fields: MarcField[] = [];
  for (const element of node.children) {
    if (element.name === 'leader') leader = element.text;
    else if (element.name === 'controlfield') {
      const tag = element.attrs.tag ?? '';
      if (!/^[0-9A-Za-z]{3}$/.test(tag)) return `a controlfield has the tag "${tag}"`;
      fields.push({ tag, value: element.text.normalize('NFC') });
    } else if (element.name === 'datafield') {
      const tag = element.attrs.tag ?? '';
      if (!/^[0-9A-Za-z]{3}$/.test(tag)) return `a datafield has the tag "${tag}"`;
      const ind = (value: string | undefined) => (value && value.length > 0 ? value[0]! : ' ');
      fields.push({
        tag,
        ind1: ind(element.attrs.ind1),
        ind2: ind(element.attrs.ind2),
        subfields: element.children
          .filter((s) => s.name === 'subfield')
          .map((s) => ({ code: (s.attrs.code ?? '')[0] ?? ' ', value: s.text.normalize('NFC') })),
      });
    }
  }
  if (fields.length === 0) return 'the MARCXML record has no field';
  return { leader: leaderOf(leader ?? ''), fields };
}

const DC_TYPES: [RegExp, string][] = [
  [/thes|disserta|tese/i, 'am'],
  [/sound|audio|som/i, 'jm'],
  [/music|score|partitura/i, 'cm'],
  [/image|imagem/i, 'km'],
  [/moving|video|vídeo/i, 'gm'],
  [/cartograph|map|mapa/i, 'em'],
  [/software|dataset/i, 'mm'],
  [/serial|periodic|journal/i, 'as'],
];

function sub(tag: string, subfields: [string, string][], ind1 = ' ', ind2 = ' '): DataField {
  return { tag, ind1, ind2, subfields: subfields.map(([code, value]) => ({ code, value })) };
}

/**
 * Dublin Core as a minimal MARC record: 001 the OAI identifier and 003 the institution's code
 * (so a record is found again at its next change), 008 with year and language, 245 title,
 * 100/700 creators and contributors, 260 publisher and date, 520 description, 650 subjects,
 * 020 ISBN (`URN:ISBN:`), 856 links. The leader's type comes from dc:type.
 */
export function marcFromDublinCore(
  dc: XmlNode,
  identifier: string,
  source: string,
): MarcRecord | string {
  const values = (name: string) =>
    dc.children
      .filter((c) => c.name === name)
      .map((c) => c.text.trim().replace(/\s+/g, ' '))
      .filter((v) => v !== '');
  const title = values('title')[0];
  if (!title) return 'the Dublin Core record has no title';
  const types = values('type').join(' ');
  const typeCodes = DC_TYPES.find(([pattern]) => pattern.test(types))?.[1] ?? 'am';
  const date = values('date')[0] ?? '';
  const year = /\d{4}/.exec(date)?.[0] ?? '    ';
  const language =
    values('language')
      .find((l) => /^[a-z]{3}$/i.test(l))
      ?.toLowerCase() ?? '   ';
  const fields: MarcField[] = [
    { tag: '001', value: identifier },
    { tag: '003', value: source },
    { tag: '008', value: `      s${year}    xx            000 0 ${language} d` },
  ];
  for (const isbn of values('identifier')) {
    const m = /^URN:ISBN:(.+)$/i.exec(isbn);
    if (m) fields.push(sub('020', [['a', m[1]!]]));
  }
  const creators = values('creator');
  if (creators[0]) fields.push(sub('100', [['a', creators[0]]], '1'));
  // "Title : subtitle" (as the LC crosswalk joins 245 $a $b) back into $a and $b.
  const colon = title.indexOf(' : ');
  const titleSubfields: [string, string][] =
    colon > 0
      ? [
          ['a', title.slice(0, colon)],
          ['b', title.slice(colon + 3)],
        ]
      : [['a', title]];
  fields.push(sub('245', titleSubfields, creators[0] ? '1' : '0', '0'));
  const publisher = values('publisher')[0];
  if (publisher || date)
    fields.push(
      sub('260', [
        ...(publisher ? ([['b', publisher]] as [string, string][]) : []),
        ...(date ? ([['c', date]] as [string, string][]) : []),
      ]),
    );
  for (const d of values('description')) fields.push(sub('520', [['a', d]]));
  for (const s of values('subject')) fields.push(sub('650', [['a', s]], ' ', '4'));
  for (const name of [...creators.slice(1), ...values('contributor')])
    fields.push(sub('700', [['a', name]], '1'));
  for (const link of values('identifier'))
    if (/^https?:\/\//i.test(link)) fields.push(sub('856', [['u', link]], '4', '0'));
  return { leader: `     n${typeCodes} a22     uu 4500`, fields };
}

/** The MARC record of `<metadata>` in the given format, or why there is none. */
function recordOf(
  metadata: XmlNode | undefined,
  prefix: MetadataPrefix,
  identifier: string,
  source: string,
): MarcRecord | string {
  const content = metadata?.children[0];
  if (!content) return 'the record has no metadata';
  if (prefix === 'marc21') {
    const marc = content.name === 'collection' ? child(content, 'record') : content;
    if (!marc || marc.name !== 'record') return `<${content.name}> is not a MARCXML record`;
    return marcFromXml(marc);
  }
  if (content.name !== 'dc') return `<${content.name}> is not an oai_dc record`;
  return marcFromDublinCore(content, identifier, source);
}

/** The item of one list `<record>` (or `<header>` of ListIdentifiers). */
export function harvestedItem(
  node: XmlNode,
  prefix: MetadataPrefix,
  source: string,
): HarvestedItem {
  const header = node.name === 'header' ? node : child(node, 'header');
  const identifier = childText(header, 'identifier');
  const datestamp = childText(header, 'datestamp');
  if (!identifier || !datestamp)
    return {
      identifier,
      datestamp,
      deleted: false,
      problem: 'the header has no identifier or datestamp',
    };
  if (!/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}Z)?$/.test(datestamp))
    return { identifier, datestamp, deleted: false, problem: `bad datestamp "${datestamp}"` };
  if (header?.attrs.status === 'deleted') return { identifier, datestamp, deleted: true };
  const record = recordOf(child(node, 'metadata'), prefix, identifier, source);
  if (typeof record === 'string') return { identifier, datestamp, deleted: false, problem: record };
  if (!record.fields.some((f) => !CONTROL_TAG.test(f.tag)))
    return { identifier, datestamp, deleted: false, problem: 'the record has no data field' };
  return { identifier, datestamp, deleted: false, record };
}
