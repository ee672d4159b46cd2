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

/** One `<record>` element (no namespace declaration; put it inside {@link marcXmlHeader}). */
export function serializeMarcXmlRecord(record: MarcRecord): string {
  let out = '<record>';
  const leader = record.leader.slice(0, 9) + 'a' + record.leader.slice(10);
  out += `<leader>${escapeXml(leader)}</leader>`;
  for (const field of record.fields) {
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
