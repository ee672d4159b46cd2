/**
 * Streaming MARC-in-JSON reader.
 *
 * Accepts one record object, a JSON array of record objects, or objects one after another
 * (newline-delimited or simply concatenated). A small scanner finds where each top-level record
 * object ends (tracking strings and nesting), so only one record is held in memory at a time;
 * each object is then parsed with JSON.parse.
 *
 * Leniency, decided deliberately: some exporters (marc4j's illegal-marc-in-json.json, pymarc's
 * test.json) write raw control characters such as 0x1F or tabs inside strings, which JSON forbids.
 * The meaning is unambiguous, so when strict parsing fails we re-parse once with those
 * characters escaped and add a warning. Any other syntax error rejects that record only, with
 * the parser's message as the reason.
 *
 * Both the MARC-in-JSON shape (`{"245": {"ind1", "ind2", "subfields": [{"a": "…"}]}}`) and the
 * `@natlibfi/marc-record` object shape (`{"tag", "ind1", "ind2", "subfields": [{"code", "value"}]}`)
 * are understood.
 */
import { bufferChunks, MarcReadError, type ByteSource, type ReadItem } from './read-item.ts';
import type { MarcField, MarcRecord, Subfield } from './record.ts';

/** Escapes raw control characters that appear inside JSON string literals. */
export function escapeControlCharsInStrings(text: string): string {
  let out = '';
  let inString = false;
  let escaped = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    const c = text.charCodeAt(i);
    if (inString) {
      if (escaped) escaped = false;
      else if (ch === '\\') escaped = true;
      else if (ch === '"') inString = false;
      else if (c < 0x20) {
        out += '\\u' + c.toString(16).padStart(4, '0');
        continue;
      }
    } else if (ch === '"') inString = true;
    out += ch;
  }
  return out;
}

type Json = unknown;

function isObject(v: Json): v is Record<string, Json> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Converts one parsed JSON object into our record, or explains why it is not a MARC record. */
export function recordFromJson(obj: Json): { record: MarcRecord; warnings: string[] } | string {
  if (!isObject(obj)) return 'not a JSON object';
  const warnings: string[] = [];
  let leader = typeof obj['leader'] === 'string' ? obj['leader'] : '';
  if (typeof obj['leader'] !== 'string')
    warnings.push('record has no leader; a blank one was used');
  if (leader.length !== 24) {
    if (obj['leader'] !== undefined)
      warnings.push(`leader is ${leader.length} characters long instead of 24`);
    leader = leader.padEnd(24, ' ').slice(0, 24);
  }
  leader = leader.slice(0, 9) + 'a' + leader.slice(10);
  const rawFields = obj['fields'];
  if (!Array.isArray(rawFields)) return 'the object has no "fields" array';
  const fields: MarcField[] = [];
  for (const raw of rawFields) {
    if (!isObject(raw)) return 'a field is not a JSON object';
    // @natlibfi/marc-record shape
    if (typeof raw['tag'] === 'string') {
      if (typeof raw['value'] === 'string') {
        fields.push({ tag: raw['tag'], value: raw['value'].normalize('NFC') });
        continue;
      }
      const subfields = parseSubfields(raw['subfields'], true);
      if (typeof subfields === 'string') return `field ${raw['tag']}: ${subfields}`;
      fields.push({
        tag: raw['tag'],
        ind1: indicator(raw['ind1']),
        ind2: indicator(raw['ind2']),
        subfields,
      });
      continue;
    }
    // MARC-in-JSON shape: exactly one key, the tag
    const keys = Object.keys(raw);
    if (keys.length !== 1) return 'a field object must have exactly one key, its tag';
    const tag = keys[0]!;
    const body = raw[tag];
    if (typeof body === 'string') {
      fields.push({ tag, value: body.normalize('NFC') });
      continue;
    }
    if (!isObject(body)) return `field ${tag} is neither a string nor an object`;
    const subfields = parseSubfields(body['subfields'], false);
    if (typeof subfields === 'string') return `field ${tag}: ${subfields}`;
    fields.push({ tag, ind1: indicator(body['ind1']), ind2: indicator(body['ind2']), subfields });
  }
  return { record: { leader, fields }, warnings };
}

function indicator(v: Json): string {
  return typeof v === 'string' && v.length > 0 ? v[0]! : ' ';
}

function parseSubfields(raw: Json, codeValueShape: boolean): Subfield[] | string {
  if (!Array.isArray(raw)) return 'no subfields array';
  const out: Subfield[] = [];
  for (const sf of raw) {
    if (!isObject(sf)) return 'a subfield is not an object';
    if (codeValueShape && typeof sf['code'] === 'string') {
      out.push({ code: sf['code'], value: String(sf['value'] ?? '').normalize('NFC') });
      continue;
    }
    const keys = Object.keys(sf);
    if (keys.length !== 1 || typeof sf[keys[0]!] !== 'string') {
      return 'a subfield must be {"code": "value"}';
    }
    out.push({ code: keys[0]!, value: (sf[keys[0]!] as string).normalize('NFC') });
  }
  return out;
}

function parseRecordText(text: string, position: number): ReadItem {
  let parsed: Json;
  const warnings: string[] = [];
  try {
    parsed = JSON.parse(text);
  } catch (strictError) {
    try {
      parsed = JSON.parse(escapeControlCharsInStrings(text));
      warnings.push('invalid JSON: raw control characters inside strings were escaped');
    } catch {
      return { ok: false, position, reason: `invalid JSON: ${(strictError as Error).message}` };
    }
  }
  const result = recordFromJson(parsed);
  if (typeof result === 'string') return { ok: false, position, reason: result };
  return { ok: true, position, record: result.record, warnings: [...warnings, ...result.warnings] };
}

/**
 * Reads MARC-in-JSON records from a byte stream (UTF-8).
 *
 * @throws MarcReadError before yielding anything when the input does not start with `{` or `[`.
 */
export async function* readMarcJson(source: ByteSource): AsyncGenerator<ReadItem> {
  const decoder = new TextDecoder('utf-8');
  let started = false;
  let depth = 0;
  let inString = false;
  let escaped = false;
  let current = '';
  let position = 0;
  const ready: ReadItem[] = [];

  const scan = (text: string) => {
    let segmentStart = depth > 0 ? 0 : -1;
    for (let i = 0; i < text.length; i++) {
      const ch = text[i]!;
      if (!started) {
        if (ch === '\uFEFF' || /\s/.test(ch)) continue;
        if (ch === '[') {
          started = true;
          continue;
        }
        if (ch === '{') {
          started = true;
        } else {
          throw new MarcReadError(
            'This is not a MARC-in-JSON file: it does not begin with { or [.',
          );
        }
      }
      if (inString) {
        if (escaped) escaped = false;
        else if (ch === '\\') escaped = true;
        else if (ch === '"') inString = false;
        continue;
      }
      if (ch === '"') {
        inString = true;
      } else if (ch === '{' || ch === '[') {
        if (depth === 0) segmentStart = i;
        depth++;
      } else if (ch === '}' || ch === ']') {
        if (depth === 0) {
          // the closing bracket of the top-level array
          continue;
        }
        depth--;
        if (depth === 0) {
          current += text.slice(segmentStart, i + 1);
          segmentStart = -1;
          position++;
          ready.push(parseRecordText(current, position));
          current = '';
        }
      }
    }
    if (depth > 0 && segmentStart >= 0) current += text.slice(segmentStart);
  };

  for await (const buf of bufferChunks(source)) {
    scan(decoder.decode(buf, { stream: true }));
    while (ready.length > 0) yield ready.shift()!;
  }
  scan(decoder.decode());
  for (const item of ready) yield item;
  if (!started) throw new MarcReadError('This MARC-in-JSON file is empty.');
  if (depth > 0) {
    yield {
      ok: false,
      position: position + 1,
      reason: `truncated record at end of file (${current.length} characters)`,
    };
  }
}
