/**
 * Parses the bytes of one ISO 2709 record into a {@link MarcRecord}.
 *
 * Real files are damaged in many small ways, so this parser follows yaz-marcdump's tolerance:
 * directory lengths and offsets are bytes, and when the directory, the base address or a field
 * length disagrees with the separators actually present, the separators win and a warning says
 * what was repaired. Only a record with no usable directory at all is rejected.
 */
import { isUtf8 } from 'node:buffer';
import { decodeMarc8, initialMarc8State, type Marc8State } from './marc8.ts';
import {
  isControlTag,
  type DataField,
  type MarcField,
  type MarcRecord,
  type Subfield,
} from './record.ts';

const RECORD_TERMINATOR = 0x1d;
const FIELD_TERMINATOR = 0x1e;
const SUBFIELD_DELIMITER = 0x1f;
const ESC = 0x1b;

/** The outcome of parsing one record. */
export type ParsedRecord =
  { ok: true; record: MarcRecord; warnings: string[] } | { ok: false; reason: string };

type Charset = 'ascii' | 'utf8' | 'utf8-lenient' | 'marc8';

function isDigits(buf: Uint8Array, start: number, end: number): boolean {
  if (end > buf.length || start >= end) return false;
  for (let i = start; i < end; i++) {
    const b = buf[i]!;
    if (b < 0x30 || b > 0x39) return false;
  }
  return true;
}

function readNumber(buf: Uint8Array, start: number, end: number): number {
  let n = 0;
  for (let i = start; i < end; i++) n = n * 10 + (buf[i]! - 0x30);
  return n;
}

function hasByte(
  buf: Uint8Array,
  start: number,
  end: number,
  test: (b: number) => boolean,
): boolean {
  for (let i = start; i < end; i++) if (test(buf[i]!)) return true;
  return false;
}

/** A printable ASCII character, or a blank in its place (for leader and indicator positions). */
function printable(b: number | undefined): string {
  return b !== undefined && b >= 0x20 && b < 0x7f ? String.fromCharCode(b) : ' ';
}

/**
 * Decides how a record's text is encoded. Leader/09 'a' means UTF-8 and blank means MARC-8,
 * but files lie both ways: UTF-8 bytes under a blank leader (FSL.marc) are read as UTF-8 when
 * they are valid UTF-8 and carry no MARC-8 escape; invalid UTF-8 under 'a' is decided field by
 * field (see {@link decodeLenientUtf8}).
 */
function chooseCharset(
  buf: Buffer,
  start: number,
  end: number,
  leader09: number | undefined,
  warnings: Set<string>,
): Charset {
  const high = hasByte(buf, start, end, (b) => b >= 0x80);
  if (leader09 === 0x61 /* a */) {
    if (!high) return 'ascii';
    return isUtf8(buf.subarray(start, end)) ? 'utf8' : 'utf8-lenient';
  }
  const esc = hasByte(buf, start, end, (b) => b === ESC);
  if (!high && !esc) return 'ascii';
  if (high && !esc && isUtf8(buf.subarray(start, end))) {
    warnings.add('leader/09 declares MARC-8 but the data is UTF-8; read as UTF-8');
    return 'utf8';
  }
  return 'marc8';
}

/**
 * True for one precomposed letter of the sets European and Vietnamese catalogues use: Latin-1
 * letters, Latin Extended-A (Polish, Czech, Turkish…), ơ/ư and Vietnamese tone letters.
 */
function isCommonAccentedLetter(text: string): boolean {
  if (text.length !== 1) return false;
  const c = text.charCodeAt(0);
  return (
    (c >= 0xc0 && c <= 0x17f && c !== 0xd7 && c !== 0xf7) ||
    c === 0x1a0 ||
    c === 0x1a1 ||
    c === 0x1af ||
    c === 0x1b0 ||
    (c >= 0x1ea0 && c <= 0x1ef9)
  );
}

/**
 * Guesses what a record that claims UTF-8 but is not valid UTF-8 was really written in:
 * ISO-8859-1 (biblivre-import.mrc) or MARC-8 (pride-and-prejudice-with-many-errors.mrc). In
 * MARC-8 every run of bytes ≥ 0x80 is either one spacing ANSEL character (A1–C8, e.g. £) or
 * diacritics (E0–FE) followed by the ASCII letter they sit on, and the pair composes to one
 * precomposed letter under NFC (E2 'e' → é) that European languages actually use. Latin-1
 * accents break that rule somewhere in a record: an accent before a space, capitals C0–DE,
 * "ção" = E7 E3 'o' (two marks on one letter), "ço" = E7 'o' (ȯ, a letter no one writes).
 * A record whose accents read well both ways ("São" = S E3 'o' = "Sô") is ambiguous, so MARC-8
 * also needs one run that is common in MARC-8 and odd in Latin-1: an acute, grave or umlaut on
 * a vowel (E2 'e' = é, read as Latin-1 "âe"), a cedilla on c/s/t (F0 'c'), or B9 (£, Latin-1 ¹).
 * Otherwise Latin-1 wins: Brazilian systems export Latin-1 far more often than mislabelled MARC-8.
 */
function looksLikeMarc8(buf: Buffer, start: number, end: number): boolean {
  let strong = false;
  for (let i = start; i < end; i++) {
    if (buf[i]! < 0x80) continue;
    let j = i;
    while (j < end && buf[j]! >= 0x80) j++;
    const first = buf[i]!;
    if (j - i === 1 && ((first >= 0xa1 && first <= 0xc8) || first === 0x88 || first === 0x89)) {
      if (first === 0xb9) strong = true;
      i = j - 1;
      continue;
    }
    for (let k = i; k < j; k++) {
      const b = buf[k]!;
      if (b < 0xe0 || b > 0xfe) return false;
    }
    const base = j < end ? buf[j]! : 0;
    const isLetter = (base >= 0x41 && base <= 0x5a) || (base >= 0x61 && base <= 0x7a);
    if (!isLetter) return false;
    const hasLigature = hasByte(
      buf,
      i,
      j,
      (b) => b === 0xeb || b === 0xec || b === 0xfa || b === 0xfb,
    );
    if (!hasLigature && !isCommonAccentedLetter(decodeMarc8(buf, i, j + 1))) return false;
    const last = buf[j - 1]!;
    const vowel = 'aeiouAEIOU'.includes(String.fromCharCode(base));
    if ((last === 0xe1 || last === 0xe2 || last === 0xe8) && vowel) strong = true;
    if (last === 0xf0 && 'cCsStT'.includes(String.fromCharCode(base))) strong = true;
    i = j;
  }
  return strong;
}

/**
 * Decodes a field of a record that claims UTF-8 but is not valid UTF-8 everywhere. A field
 * that is valid UTF-8 is read as such; one that holds some valid multibyte sequences is UTF-8
 * with a few bad bytes (they become U+FFFD); one with none at all is in the record's legacy
 * encoding, guessed once per record by {@link looksLikeMarc8}.
 */
function decodeLenientUtf8(
  buf: Buffer,
  start: number,
  end: number,
  legacy: () => 'marc8' | 'latin1',
  marc8: Marc8State,
  warnings: Set<string>,
): string {
  if (isUtf8(buf.subarray(start, end))) return buf.toString('utf8', start, end).normalize('NFC');
  const asUtf8 = buf.toString('utf8', start, end);
  let good = 0;
  for (let i = 0; i < asUtf8.length; i++) {
    const c = asUtf8.charCodeAt(i);
    if (c >= 0x80 && c !== 0xfffd) good++;
  }
  if (good > 0) {
    warnings.add('invalid UTF-8 bytes replaced with U+FFFD');
    return asUtf8.normalize('NFC');
  }
  if (legacy() === 'marc8') {
    warnings.add('text is not valid UTF-8 although leader/09 says so; read as MARC-8');
    return decodeMarc8(buf, start, end, marc8);
  }
  warnings.add('text is not valid UTF-8 although leader/09 says so; read as ISO-8859-1 (Latin-1)');
  return buf.toString('latin1', start, end);
}

class FieldDecoder {
  private marc8: Marc8State = initialMarc8State();
  private legacyGuess: 'marc8' | 'latin1' | null = null;
  constructor(
    private readonly buf: Buffer,
    private readonly charset: Charset,
    private readonly warnings: Set<string>,
    /** The record's data area, for guessing its legacy encoding. */
    private readonly dataStart: number,
    private readonly dataEnd: number,
  ) {}

  /** MARC-8 designations go back to the default at the start of every field. */
  startField(): void {
    if (this.charset === 'marc8' || this.charset === 'utf8-lenient')
      this.marc8 = initialMarc8State();
  }

  private legacy = (): 'marc8' | 'latin1' => {
    this.legacyGuess ??= looksLikeMarc8(this.buf, this.dataStart, this.dataEnd)
      ? 'marc8'
      : 'latin1';
    return this.legacyGuess;
  };

  text(start: number, end: number): string {
    const { buf } = this;
    switch (this.charset) {
      case 'ascii':
        return buf.toString('latin1', start, end);
      case 'utf8': {
        const s = buf.toString('utf8', start, end);
        return hasByte(buf, start, end, (b) => b >= 0xcc) ? s.normalize('NFC') : s;
      }
      case 'utf8-lenient':
        return decodeLenientUtf8(buf, start, end, this.legacy, this.marc8, this.warnings);
      case 'marc8':
        return decodeMarc8(buf, start, end, this.marc8);
    }
  }
}

/**
 * Parses one record. `start` is the first byte of the leader; `end` is just past the record
 * terminator (or the end of the available bytes when it is missing).
 */
export function parseIso2709Record(buf: Buffer, start: number, end: number): ParsedRecord {
  const warnings = new Set<string>();
  const recEnd = end > start && buf[end - 1] === RECORD_TERMINATOR ? end - 1 : end;
  if (recEnd - start < 25) {
    return {
      ok: false,
      reason: `record too short to hold a leader and a directory (${end - start} bytes)`,
    };
  }
  let leader = '';
  let leaderDamaged = false;
  for (let i = start; i < start + 24; i++) {
    const ch = printable(buf[i]);
    if (ch === ' ' && buf[i] !== 0x20) leaderDamaged = true;
    leader += ch;
  }
  if (leaderDamaged)
    warnings.add('leader held control or non-ASCII characters; replaced with blanks');

  // Entry map (leader/20-21): MARC 21 always uses 4 and 5; anything else is damage, not intent.
  const lenOfLength = isDigits(buf, start + 20, start + 21)
    ? readNumber(buf, start + 20, start + 21)
    : 4;
  const lenOfStart = isDigits(buf, start + 21, start + 22)
    ? readNumber(buf, start + 21, start + 22)
    : 5;
  const lengthWidth = lenOfLength >= 1 && lenOfLength <= 9 ? lenOfLength : 4;
  const startWidth = lenOfStart >= 1 && lenOfStart <= 9 ? lenOfStart : 5;
  if (lengthWidth !== lenOfLength || startWidth !== lenOfStart) {
    warnings.add('leader/20-21 entry map is not numeric; assumed 4 and 5');
  }
  const entryWidth = 3 + lengthWidth + startWidth;

  let dirStart = start + 24;
  let dirEnd = buf.indexOf(FIELD_TERMINATOR, dirStart);
  if (dirEnd < 0 || dirEnd >= recEnd) {
    return {
      ok: false,
      reason: 'no directory: the record has no field terminator after the leader',
    };
  }
  const baseFromLeader = isDigits(buf, start + 12, start + 17)
    ? readNumber(buf, start + 12, start + 17)
    : -1;
  let dataStart = dirEnd + 1;
  if (baseFromLeader !== dataStart - start) {
    // A leader whose base address lands on a field terminator further on means the directory
    // itself contains a stray terminator; otherwise trust the terminator we found.
    const candidate = start + baseFromLeader;
    if (
      baseFromLeader > 24 &&
      candidate < recEnd &&
      buf[candidate - 1] === FIELD_TERMINATOR &&
      (candidate - 1 - dirStart) % entryWidth === 0 &&
      (dirEnd - dirStart) % entryWidth !== 0
    ) {
      dirEnd = candidate - 1;
      dataStart = candidate;
    } else {
      warnings.add(
        `base address in leader (${baseFromLeader < 0 ? 'not a number' : baseFromLeader}) is not the end of the directory (${dataStart - start}); used the directory end`,
      );
    }
  }
  if ((dirEnd - dirStart) % entryWidth !== 0) {
    // Either the leader is a byte or two short or long, which shifts the whole directory
    // (pride-and-prejudice-with-many-errors.mrc), or the directory has stray bytes at its end
    // (bad_records.mrc). Tags are digits too, so the alignment is chosen by how many entries
    // then point at a field terminator; no shift wins ties.
    let best = 0;
    let bestScore = directoryScore(
      buf,
      dirStart,
      dirEnd,
      dataStart,
      recEnd,
      entryWidth,
      lengthWidth,
    );
    for (const d of [-1, 1, -2, 2]) {
      const score = directoryScore(
        buf,
        dirStart + d,
        dirEnd,
        dataStart,
        recEnd,
        entryWidth,
        lengthWidth,
      );
      if (score > bestScore) {
        best = d;
        bestScore = score;
      }
    }
    if (best !== 0) {
      warnings.add(`leader is ${24 + best} bytes long instead of 24; directory read after it`);
      dirStart += best;
    }
    if ((dirEnd - dirStart) % entryWidth !== 0) {
      warnings.add('directory length is not a multiple of the entry size; trailing bytes ignored');
    }
  }

  const entries: Span[] = [];
  const starts = new Set<number>();
  for (let p = dirStart; p + entryWidth <= dirEnd; p += entryWidth) {
    const tag = buf.toString('latin1', p, p + 3);
    const lenAt = p + 3;
    const offAt = lenAt + lengthWidth;
    if (!isDigits(buf, lenAt, offAt) || !isDigits(buf, offAt, offAt + startWidth)) {
      warnings.add(`directory entry for field ${printableTag(tag)} is damaged; field skipped`);
      continue;
    }
    const from = dataStart + readNumber(buf, offAt, offAt + startWidth);
    const to = from + readNumber(buf, lenAt, offAt);
    if (from >= recEnd) {
      warnings.add(`field ${printableTag(tag)} starts beyond the end of the record; skipped`);
      continue;
    }
    entries.push({ tag: printableTag(tag), from, to });
    starts.add(from);
  }
  if (entries.length === 0) {
    return { ok: false, reason: 'the directory lists no readable field' };
  }

  const charset = chooseCharset(buf, dataStart, recEnd, buf[start + 9], warnings);
  const decoder = new FieldDecoder(buf, charset, warnings, dataStart, recEnd);
  const spans = locateFields(buf, entries, dataStart, recEnd, starts, warnings);
  const fields: MarcField[] = [];
  for (const span of spans) {
    decoder.startField();
    const field = parseField(buf, span.tag, span.from, span.to, decoder, warnings);
    if (field) fields.push(field);
  }
  const leaderOut = leader.slice(0, 9) + 'a' + leader.slice(10);
  return { ok: true, record: { leader: leaderOut, fields }, warnings: [...warnings] };
}

interface Span {
  tag: string;
  from: number;
  to: number;
}

/**
 * Finds each field's bytes (without its terminator). Three strategies, from strict to lenient:
 * 1. every directory entry points exactly at a terminated field: use the directory;
 * 2. otherwise, if the data holds exactly one terminated chunk per entry, the lengths or offsets
 *    are off (a byte added or lost, as in error.mrc) and the chunks are taken in offset order;
 * 3. otherwise each entry is repaired on its own by {@link fieldEnd}.
 */
function locateFields(
  buf: Buffer,
  entries: Span[],
  dataStart: number,
  recEnd: number,
  starts: Set<number>,
  warnings: Set<string>,
): Span[] {
  const clean = entries.every(
    (e) =>
      e.to > e.from &&
      e.to <= recEnd &&
      buf[e.to - 1] === FIELD_TERMINATOR &&
      (e.from === dataStart || buf[e.from - 1] === FIELD_TERMINATOR) &&
      buf.indexOf(FIELD_TERMINATOR, e.from) === e.to - 1,
  );
  if (clean) return entries.map((e) => ({ tag: e.tag, from: e.from, to: e.to - 1 }));

  const chunks: Array<{ from: number; to: number }> = [];
  for (let p = dataStart; p < recEnd;) {
    let sep = buf.indexOf(FIELD_TERMINATOR, p);
    if (sep < 0 || sep >= recEnd) sep = recEnd;
    chunks.push({ from: p, to: sep });
    p = sep + 1;
  }
  if (chunks.length === entries.length) {
    warnings.add(
      'field lengths or offsets in the directory are wrong; fields taken in order of their terminators',
    );
    const order = entries
      .map((e, i) => ({ e, i }))
      .sort((a, b) => a.e.from - b.e.from || a.i - b.i);
    const spans: Span[] = new Array<Span>(entries.length);
    order.forEach(({ e, i }, k) => {
      const chunk = chunks[k]!;
      spans[i] = { tag: e.tag, from: chunk.from, to: chunk.to };
    });
    return spans;
  }
  return entries.map((e) => {
    // An offset that lands on the previous field's terminator is one byte short.
    const from = buf[e.from] === FIELD_TERMINATOR && e.from + 1 < recEnd ? e.from + 1 : e.from;
    const shifted = { tag: e.tag, from, to: e.to + (from - e.from) };
    return { tag: e.tag, from, to: fieldEnd(buf, shifted, recEnd, starts, warnings) };
  });
}

/** How many directory entries, read from `from`, point exactly at a field terminator. */
function directoryScore(
  buf: Buffer,
  from: number,
  to: number,
  dataStart: number,
  recEnd: number,
  entryWidth: number,
  lengthWidth: number,
): number {
  let score = 0;
  for (let p = from; p + entryWidth <= to; p += entryWidth) {
    const lenAt = p + 3;
    const offAt = lenAt + lengthWidth;
    if (!isDigits(buf, lenAt, p + entryWidth)) continue;
    const end = dataStart + readNumber(buf, offAt, p + entryWidth) + readNumber(buf, lenAt, offAt);
    if (end - 1 < recEnd && buf[end - 1] === FIELD_TERMINATOR) score++;
  }
  return score;
}

function printableTag(raw: string): string {
  let out = '';
  for (let i = 0; i < raw.length; i++) {
    const c = raw.charCodeAt(i);
    out += c > 0x20 && c < 0x7f ? raw[i] : '?';
  }
  return out;
}

/**
 * Where a field's data ends (exclusive, before its terminator). The directory length is
 * trusted only when a field terminator sits where it says; otherwise the first terminator wins,
 * unless the length lands exactly on the next field (a field written without its terminator).
 */
function fieldEnd(
  buf: Buffer,
  entry: { tag: string; from: number; to: number },
  recEnd: number,
  starts: Set<number>,
  warnings: Set<string>,
): number {
  const { from, to } = entry;
  if (to - 1 >= from && to - 1 < recEnd && buf[to - 1] === FIELD_TERMINATOR) {
    const early = buf.indexOf(FIELD_TERMINATOR, from);
    if (early === to - 1) return to - 1;
    warnings.add(`field ${entry.tag} holds a field terminator before its end; cut there`);
    return early;
  }
  let sep = buf.indexOf(FIELD_TERMINATOR, from);
  if (sep < 0 || sep > recEnd) sep = recEnd;
  if (to < sep && (starts.has(to) || to >= recEnd)) {
    warnings.add(`field ${entry.tag} has no field terminator`);
    return to;
  }
  if (sep !== to - 1)
    warnings.add(`field ${entry.tag} length in the directory is wrong; used its terminator`);
  return sep;
}

function parseField(
  buf: Buffer,
  tag: string,
  from: number,
  to: number,
  decoder: FieldDecoder,
  warnings: Set<string>,
): MarcField | null {
  const delimiter = buf.indexOf(SUBFIELD_DELIMITER, from);
  const hasSubfields = delimiter >= 0 && delimiter < to;
  const numeric = tag >= '000' && tag <= '999' && /^\d{3}$/.test(tag);
  if (isControlTag(tag) || (!numeric && !hasSubfields)) {
    return { tag, value: decoder.text(from, to) };
  }
  const field: DataField = { tag, ind1: ' ', ind2: ' ', subfields: [] };
  let p = from;
  if (!hasSubfields) {
    // No subfield delimiter at all (a continuation line, wrapped_lines.mrc): the text is kept
    // as $a rather than lost, and the warning says so.
    field.ind1 = printable(buf[from]);
    field.ind2 = to - from > 1 ? printable(buf[from + 1]) : ' ';
    if (to - from > 2) {
      warnings.add(`field ${tag} has no subfield delimiter; its text was kept as $a`);
      field.subfields.push({ code: 'a', value: decoder.text(from + 2, to) });
    }
    return field;
  }
  const indicatorBytes = delimiter - from;
  if (indicatorBytes >= 1) field.ind1 = printable(buf[from]);
  if (indicatorBytes >= 2) field.ind2 = printable(buf[from + 1]);
  if (indicatorBytes !== 2)
    warnings.add(`field ${tag} has ${indicatorBytes} indicator bytes instead of 2`);
  p = delimiter;
  const subfields: Subfield[] = field.subfields;
  while (p < to) {
    // p is at a delimiter
    let next = buf.indexOf(SUBFIELD_DELIMITER, p + 1);
    if (next < 0 || next > to) next = to;
    const codeAt = p + 1;
    if (codeAt < next) {
      const c = buf[codeAt]!;
      if (c < 0x80) {
        subfields.push({ code: String.fromCharCode(c), value: decoder.text(codeAt + 1, next) });
      } else {
        // A non-ASCII subfield code (e.g. U+FFFD written by a broken converter): keep it as text.
        const text = decoder.text(codeAt, next);
        const code = String.fromCodePoint(text.codePointAt(0) ?? 0xfffd);
        subfields.push({ code, value: text.slice(code.length) });
        warnings.add(`field ${tag} has a non-ASCII subfield code`);
      }
    }
    p = next;
  }
  return field;
}
