/**
 * MARCXML writer: a namespaced `<collection>` of `<record>` elements, escaped for XML 1.0.
 */
import { isControlField, type MarcRecord } from './record.ts';

/** The MARC 21 slim namespace. */
export const MARCXML_NAMESPACE = 'http://www.loc.gov/MARC21/slim';

/** C0 controls XML 1.0 forbids, U+FFFE/U+FFFF, and unpaired surrogates. */
/* eslint-disable no-control-regex -- matching control characters is the point */
const XML_ILLEGAL =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/* eslint-enable no-control-regex */

/**
 * Escapes text for element content and attribute values. Characters XML 1.0 cannot carry at
 * all (C0 controls other than tab, LF, CR; lone surrogates; U+FFFE/U+FFFF) become U+FFFD,
 * since a well-formed export matters more than those bytes.
 */
export function escapeXml(text: string): string {
  return text
    .replace(/[&<>"]/g, (c) =>
      c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : '&quot;',
    )
    .replace(XML_ILLEGAL, '\uFFFD')
    .replace(/\r/g, '&#13;')
    .replace(/\t/g, '&#9;')
    .replace(/\n/g, '&#10;');
}

/** What MARC 21 slim allows at each leader position (MARC21slim.xsd, leaderDataType). */
const LEADER_RULES: [RegExp, string][] = [
  ...Array.from({ length: 5 }, (): [RegExp, string] => [/[\d ]/, '0']),
  [/[\dA-Za-z ]/, ' '],
  [/[\dA-Za-z]/, 'a'],
  [/[\dA-Za-z ]/, ' '],
  [/[\dA-Za-z ]/, ' '],
  [/[\dA-Za-z ]/, 'a'],
  [/[2 ]/, '2'],
  [/[2 ]/, '2'],
  ...Array.from({ length: 5 }, (): [RegExp, string] => [/[\d ]/, '0']),
  [/[\dA-Za-z ]/, ' '],
  [/[\dA-Za-z ]/, ' '],
  [/[\dA-Za-z ]/, ' '],
];
const CONTROL_TAG = /^00[1-9A-Za-z]$/;
const DATA_TAG =
  /^(?:0[1-9A-Z][0-9A-Z]|0[1-9a-z][0-9a-z]|[1-9A-Z][0-9A-Z]{2}|[1-9a-z][0-9a-z]{2})$/;
const INDICATOR = /^[\da-z ]$/;
const SUBFIELD_CODE = /^[\dA-Za-z!"#$%&'()*+,\-./:;<=>?{}_^`~[\]\\]$/;

/**
 * The record as MARC 21 slim can carry it, for export (the stored record stays as imported):
 * leader/09 `a` (we write UTF-8), a 24-character leader whose every position matches the
 * schema (the entry map is MARC 21's `4500`, where a source may have `45 0`, a bad character the position's
 * usual value), control fields before data fields (each kind in record order), an indicator
 * the schema does not allow (`#`, `|`, a capital) blank. Fields the schema cannot hold at all —
 * a control field whose tag is not 00X, a data field with a tag such as `00X` or `A1b`, or
 * without a subfield whose code it allows — are left out.
 */
export function normaliseForMarcXml(record: MarcRecord): MarcRecord {
  const source = record.leader.padEnd(24, ' ').slice(0, 24);
  let leader = '';
  LEADER_RULES.forEach(([allowed, fallback], i) => {
    const ch = source[i]!;
    leader += i === 9 ? 'a' : allowed.test(ch) ? ch : fallback;
  });
  // Positions 20-23, the entry map: always 4500 in MARC 21.
  leader += '4500';
  const controls: MarcRecord['fields'] = [];
  const data: MarcRecord['fields'] = [];
  for (const field of record.fields) {
    if (isControlField(field)) {
      if (CONTROL_TAG.test(field.tag)) controls.push(field);
      continue;
    }
    if (!DATA_TAG.test(field.tag)) continue;
    const subfields = field.subfields.filter((sf) => SUBFIELD_CODE.test(sf.code));
    if (subfields.length === 0) continue;
    data.push({
      tag: field.tag,
      ind1: INDICATOR.test(field.ind1) ? field.ind1 : ' ',
      ind2: INDICATOR.test(field.ind2) ? field.ind2 : ' ',
      subfields,
    });
  }
  return { leader, fields: [...controls, ...data] };
}

/**
 * One `<record>` element (no namespace declaration; put it inside {@link marcXmlHeader}),
 * valid against MARC 21 slim: the record is written as {@link normaliseForMarcXml} gives it.
 */
export function serializeMarcXmlRecord(record: MarcRecord): string {
  const valid = normaliseForMarcXml(record);
  let out = `<record><leader>${escapeXml(valid.leader)}</leader>`;
  for (const field of valid.fields) {
    if (isControlField(field)) {
      out += `<controlfield tag="${escapeXml(field.tag)}">${escapeXml(field.value)}</controlfield>`;
    } else {
      out += `<datafield tag="${escapeXml(field.tag)}" ind1="${escapeXml(field.ind1)}" ind2="${escapeXml(field.ind2)}">`;
      for (const sf of field.subfields) {
        out += `<subfield code="${escapeXml(sf.code)}">${escapeXml(sf.value)}</subfield>`;
      }
      out += '</datafield>';
    }
  }
  return out + '</record>';
}

/** XML declaration and opening `<collection>` tag. */
export const marcXmlHeader = `<?xml version="1.0" encoding="UTF-8"?>\n<collection xmlns="${MARCXML_NAMESPACE}">\n`;
/** Closing `</collection>` tag. */
export const marcXmlFooter = '</collection>\n';

/** A complete MARCXML document for the given records. */
export function serializeMarcXml(records: Iterable<MarcRecord>): string {
  let out = marcXmlHeader;
  for (const r of records) out += serializeMarcXmlRecord(r) + '\n';
  return out + marcXmlFooter;
}

/** Streams a MARCXML document, one string per record plus header and footer. */
export async function* writeMarcXml(
  records: Iterable<MarcRecord> | AsyncIterable<MarcRecord>,
): AsyncGenerator<string> {
  yield marcXmlHeader;
  for await (const record of records) yield serializeMarcXmlRecord(record) + '\n';
  yield marcXmlFooter;
}
