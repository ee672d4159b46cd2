/**
 * Streaming MARCXML reader built on saxes.
 *
 * - Namespaced (`marc:record`, `ns0:record`) or plain element names are accepted: only the
 *   local name counts.
 * - Several root `<record>` elements with no `<collection>` (evergreen/serials_marc21.xml) are
 *   read by wrapping the whole document in a synthetic root element after its prolog.
 * - XML errors do not stop the reader: saxes reports them and carries on, and the record in which
 *   an error happened is rejected with the error's message and line, while the others are read.
 */
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { bufferChunks, MarcReadError, type ByteSource, type ReadItem } from './read-item.ts';
import type { DataField, MarcField, MarcRecord } from './record.ts';

const WRAPPER = 'estante-wrapper';

interface OpenRecord {
  position: number;
  leader: string | null;
  fields: MarcField[];
  warnings: Set<string>;
  error: string | null;
}

function localName(name: string): string {
  const colon = name.indexOf(':');
  return colon >= 0 ? name.slice(colon + 1) : name;
}

/** Leader as stored: 24 printable ASCII characters, leader/09 'a' since our text is Unicode. */
function normaliseLeader(raw: string | null, warnings: Set<string>): string {
  if (raw === null) {
    warnings.add('record has no leader; a blank one was used');
    raw = '';
  }
  let leader = '';
  for (const ch of raw) {
    const c = ch.charCodeAt(0);
    leader += c >= 0x20 && c < 0x7f ? ch : ' ';
  }
  if (leader !== raw) warnings.add('leader held non-ASCII characters; replaced with blanks');
  if (leader.length !== 24) {
    warnings.add(`leader is ${leader.length} characters long instead of 24`);
    leader = leader.padEnd(24, ' ').slice(0, 24);
  }
  return leader.slice(0, 9) + 'a' + leader.slice(10);
}

/** Splits off the prolog (XML declaration, comments, doctype) so a wrapper root can follow it. */
function prologEnd(text: string): number | null {
  let i = 0;
  for (;;) {
    while (i < text.length && /\s/.test(text[i]!)) i++;
    if (i >= text.length) return null;
    if (text.startsWith('<?', i)) {
      const end = text.indexOf('?>', i);
      if (end < 0) return null;
      i = end + 2;
    } else if (text.startsWith('<!--', i)) {
      const end = text.indexOf('-->', i);
      if (end < 0) return null;
      i = end + 3;
    } else if (text.startsWith('<!', i)) {
      const end = text.indexOf('>', i);
      if (end < 0) return null;
      i = end + 1;
    } else {
      return i;
    }
  }
}

/**
 * Reads MARCXML records from a byte stream (UTF-8).
 *
 * @throws MarcReadError when the document holds no MARCXML `<record>` at all (for instance
 *   another XML dialect such as oai_marc), before anything is yielded.
 */
export async function* readMarcXml(source: ByteSource): AsyncGenerator<ReadItem> {
  const parser = new SaxesParser({ xmlns: false, position: true });
  const ready: ReadItem[] = [];
  let position = 0;
  let yielded = 0;
  let current: OpenRecord | null = null;
  let field: MarcField | null = null;
  let subfieldCode: string | null = null;
  let capture: 'leader' | 'control' | 'subfield' | null = null;
  let text = '';
  let firstError: string | null = null;
  let rootName: string | null = null;
  let depth = 0;

  const fail = (record: OpenRecord, reason: string) => {
    record.error ??= reason;
  };

  parser.on('opentag', (tag: SaxesTagPlain) => {
    depth++;
    const name = localName(tag.name);
    if (depth === 2) rootName ??= name;
    const attr = (k: string): string | undefined => {
      const v = tag.attributes[k];
      return typeof v === 'string' ? v : undefined;
    };
    if (name === 'record') {
      if (current) fail(current, 'a <record> element starts inside another record');
      position++;
      current = { position, leader: null, fields: [], warnings: new Set(), error: null };
      return;
    }
    if (!current) return;
    text = '';
    switch (name) {
      case 'leader':
        capture = 'leader';
        break;
      case 'controlfield': {
        const tagAttr = attr('tag');
        if (!tagAttr) fail(current, 'a controlfield has no tag attribute');
        field = { tag: tagAttr ?? '', value: '' };
        capture = 'control';
        break;
      }
      case 'datafield': {
        const tagAttr = attr('tag');
        if (!tagAttr) fail(current, 'a datafield has no tag attribute');
        const ind = (k: string) => {
          const v = attr(k);
          if (v === undefined)
            current!.warnings.add(`field ${tagAttr ?? '?'} has no ${k}; blank assumed`);
          return v && v.length > 0 ? v[0]! : ' ';
        };
        field = { tag: tagAttr ?? '', ind1: ind('ind1'), ind2: ind('ind2'), subfields: [] };
        break;
      }
      case 'subfield': {
        const code = attr('code');
        if (!code) fail(current, `a subfield of field ${field?.tag ?? '?'} has no code`);
        subfieldCode = code ?? '';
        capture = 'subfield';
        break;
      }
      default:
        current.warnings.add(`unknown element <${name}> ignored`);
    }
  });

  parser.on('text', (t) => {
    if (capture) text += t;
  });
  parser.on('cdata', (t) => {
    if (capture) text += t;
  });

  parser.on('closetag', (tag) => {
    depth--;
    const name = localName(tag.name);
    if (!current) return;
    switch (name) {
      case 'leader':
        current.leader = text;
        break;
      case 'controlfield':
        if (field && 'value' in field) {
          field.value = text.normalize('NFC');
          current.fields.push(field);
        }
        field = null;
        break;
      case 'subfield':
        if (field && 'subfields' in field && capture === 'subfield') {
          (field as DataField).subfields.push({
            code: subfieldCode ?? '',
            value: text.normalize('NFC'),
          });
        }
        break;
      case 'datafield':
        if (field && 'subfields' in field) current.fields.push(field);
        field = null;
        break;
      case 'record': {
        const rec: OpenRecord = current;
        current = null;
        if (rec.error) {
          ready.push({ ok: false, position: rec.position, reason: rec.error });
        } else {
          const record: MarcRecord = {
            leader: normaliseLeader(rec.leader, rec.warnings),
            fields: rec.fields,
          };
          ready.push({ ok: true, position: rec.position, record, warnings: [...rec.warnings] });
        }
        break;
      }
    }
    capture = null;
    text = '';
  });

  parser.on('error', (err) => {
    const message = `XML error: ${err.message}`;
    firstError ??= message;
    if (current) fail(current, message);
  });

  const decoder = new TextDecoder('utf-8');
  let pendingProlog: string | null = '';
  const write = (chunk: string) => {
    parser.write(chunk);
  };

  for await (const buf of bufferChunks(source)) {
    let chunk = decoder.decode(buf, { stream: true });
    if (pendingProlog !== null) {
      pendingProlog += chunk;
      if (pendingProlog.charCodeAt(0) === 0xfeff) pendingProlog = pendingProlog.slice(1);
      const end = prologEnd(pendingProlog);
      if (end === null) continue;
      chunk = pendingProlog.slice(0, end) + `<${WRAPPER}>` + pendingProlog.slice(end);
      pendingProlog = null;
    }
    write(chunk);
    while (ready.length > 0) {
      yielded++;
      yield ready.shift()!;
    }
  }
  const tail = decoder.decode();
  if (pendingProlog !== null) {
    // The whole input was prolog or whitespace: nothing to read.
    throw new MarcReadError('This XML file holds no MARCXML record.');
  }
  write(tail + `</${WRAPPER}>`);
  parser.close();
  const open = current as OpenRecord | null;
  if (open) {
    ready.push({
      ok: false,
      position: open.position,
      reason: open.error ?? 'the file ends inside this record (missing </record>)',
    });
  }
  if (yielded === 0 && ready.length === 0) {
    if (firstError) {
      ready.push({ ok: false, position: 1, reason: firstError });
    } else {
      throw new MarcReadError(
        `This XML file holds no MARCXML record${rootName && rootName !== 'collection' ? ` (its root element is <${rootName}>, not <collection> or <record>)` : ''}.`,
      );
    }
  }
  for (const item of ready) yield item;
}
