/**
 * MARC-8 → Unicode decoder.
 *
 * MARC-8 is an ISO 2022-style encoding: a G0 set (bytes 0x21–0x7E) and a G1 set (0xA1–0xFE) are
 * designated by escape sequences; the default is ASCII in G0 and ANSEL (Extended Latin) in G1.
 * Diacritics are non-spacing characters that come BEFORE their base letter, whereas Unicode
 * combining marks come AFTER it, so we hold them back until the base arrives. The result is
 * NFC-normalised because that is the form we store and search.
 *
 * The decoder never throws: an unknown byte or character becomes U+FFFD and a malformed escape
 * sequence is skipped, since a single bad byte must not cost a librarian the whole record.
 */
import { MARC8_TABLES } from './marc8-tables.ts';

const ESC = 0x1b;
const ASCII = 0x42;
const ANSEL = 0x45;
const EACC = 0x31;
const GREEK_SYMBOLS = 0x67;
const SUBSCRIPTS = 0x62;
const SUPERSCRIPTS = 0x70;
const REPLACEMENT = 0xfffd;

interface SingleByteSet {
  /** Code point per 7-bit position (0x21–0x7E); -1 = unassigned, 0 = deliberately empty. */
  chars: Int32Array;
  combining: Uint8Array;
}

interface Tables {
  single: Map<number, SingleByteSet>;
  eacc: Map<number, number>;
  /** The C1 controls MARC-8 defines (non-sort markers, joiners), usable whatever G1 holds. */
  c1: Map<number, number>;
}

let tables: Tables | null = null;

/** Builds the lookup tables from the generated hex strings on first use (a few ms). */
function loadTables(): Tables {
  if (tables) return tables;
  const single = new Map<number, SingleByteSet>();
  const eacc = new Map<number, number>();
  const c1 = new Map<number, number>();
  for (const source of MARC8_TABLES) {
    if (source.width === 3) {
      const { entries } = source;
      for (let i = 0; i + 11 <= entries.length; i += 11) {
        eacc.set(parseInt(entries.slice(i, i + 6), 16), parseInt(entries.slice(i + 6, i + 11), 16));
      }
      continue;
    }
    const set: SingleByteSet = {
      chars: new Int32Array(128).fill(-1),
      combining: new Uint8Array(128),
    };
    const { entries, combining } = source;
    for (let i = 0; i + 6 <= entries.length; i += 6) {
      const marc = parseInt(entries.slice(i, i + 2), 16);
      const ucs = parseInt(entries.slice(i + 2, i + 6), 16);
      if (marc >= 0x80 && marc < 0xa0) c1.set(marc, ucs);
      else if ((marc & 0x7f) > 0x20) set.chars[marc & 0x7f] = ucs;
    }
    for (let i = 0; i + 2 <= combining.length; i += 2) {
      set.combining[parseInt(combining.slice(i, i + 2), 16) & 0x7f] = 1;
    }
    single.set(source.isoCode, set);
  }
  tables = { single, eacc, c1 };
  return tables;
}

/** Which character sets are designated; carried across the subfields of one field. */
export interface Marc8State {
  g0: number;
  g1: number;
}

/** The state at the start of every field: ASCII in G0, ANSEL in G1. */
export function initialMarc8State(): Marc8State {
  return { g0: ASCII, g1: ANSEL };
}

/** True when the bytes need no MARC-8 decoding at all (plain ASCII, no escapes). */
function isPlainAscii(bytes: Uint8Array, start: number, end: number): boolean {
  for (let i = start; i < end; i++) {
    const b = bytes[i]!;
    if (b >= 0x80 || b === ESC) return false;
  }
  return true;
}

/**
 * Reads an escape sequence at `i` (pointing at ESC), updates `state` and returns the index just
 * after it. An unrecognised sequence is consumed as far as it can be understood and ignored.
 */
function readEscape(bytes: Uint8Array, i: number, end: number, state: Marc8State): number {
  const known = loadTables().single;
  const isKnown = (f: number) => f === EACC || known.has(f);
  const at = (k: number): number => (k < end ? bytes[k]! : -1);
  const n1 = at(i + 1);
  // Technique 2: single-letter escapes to the Greek symbol, subscript and superscript sets.
  if (n1 === GREEK_SYMBOLS || n1 === SUBSCRIPTS || n1 === SUPERSCRIPTS) {
    state.g0 = n1;
    return i + 2;
  }
  if (n1 === 0x73 /* s */) {
    state.g0 = ASCII;
    return i + 2;
  }
  let target: 'g0' | 'g1';
  let k = i + 2;
  if (n1 === 0x28 || n1 === 0x2c) target = 'g0';
  else if (n1 === 0x29 || n1 === 0x2d) target = 'g1';
  else if (n1 === 0x24) {
    // Multibyte: ESC $ F (G0), ESC $ ( F / ESC $ , F (G0), ESC $ ) F / ESC $ - F (G1).
    const n2 = at(i + 2);
    if (n2 === 0x28 || n2 === 0x2c) {
      target = 'g0';
      k = i + 3;
    } else if (n2 === 0x29 || n2 === 0x2d) {
      target = 'g1';
      k = i + 3;
    } else target = 'g0';
  } else {
    // Not an escape we know: drop the ESC byte alone and decode what follows as text.
    return i + 1;
  }
  let final = at(k);
  // ANSEL may be designated with the intermediate '!' (ESC ) ! E).
  if (final === 0x21) final = at(++k);
  if (final !== -1 && isKnown(final)) state[target] = final;
  return Math.min(k + 1, end);
}

/**
 * Decodes MARC-8 bytes `[start, end)` to an NFC Unicode string.
 *
 * @param state designations in effect; updated in place so that a field's subfields can share
 *   it. Defaults to the initial state (ASCII + ANSEL).
 * @returns the decoded text; never throws.
 */
export function decodeMarc8(
  bytes: Uint8Array,
  start = 0,
  end = bytes.length,
  state: Marc8State = initialMarc8State(),
): string {
  if (state.g0 === ASCII && isPlainAscii(bytes, start, end)) {
    return latin1(bytes, start, end);
  }
  const { single, eacc, c1 } = loadTables();
  const out: number[] = [];
  const pending: number[] = [];
  const emit = (cp: number, combining: boolean) => {
    if (cp === 0) return;
    if (combining) {
      pending.push(cp);
      return;
    }
    out.push(cp);
    if (pending.length > 0) {
      out.push(...pending);
      pending.length = 0;
    }
  };
  let i = start;
  while (i < end) {
    const b = bytes[i]!;
    if (b === ESC) {
      i = readEscape(bytes, i, end, state);
      continue;
    }
    if (b < 0x20) {
      emit(b, false);
      i++;
      continue;
    }
    if (b === 0x20) {
      emit(0x20, false);
      i++;
      continue;
    }
    if (b >= 0x80 && b < 0xa1) {
      const cp = c1.get(b);
      // 0xA0 and unassigned C1 bytes carry no text; keep a trace so the fault is visible.
      emit(cp ?? REPLACEMENT, false);
      i++;
      continue;
    }
    const setCode = b < 0x80 ? state.g0 : state.g1;
    // EACC codes are three bytes whose later bytes may be 0x20 or 0x7F (OCLC's extensions).
    if (setCode === EACC && b !== 0xff) {
      if (i + 3 > end) {
        emit(REPLACEMENT, false);
        break;
      }
      const key = ((b & 0x7f) << 16) | ((bytes[i + 1]! & 0x7f) << 8) | (bytes[i + 2]! & 0x7f);
      emit(eacc.get(key) ?? REPLACEMENT, false);
      i += 3;
      continue;
    }
    if (b === 0x7f || b === 0xff) {
      i++;
      continue;
    }
    const set = single.get(setCode);
    const pos = b & 0x7f;
    const cp = set ? set.chars[pos]! : -1;
    if (cp < 0) emit(REPLACEMENT, false);
    else emit(cp, set!.combining[pos] === 1);
    i++;
  }
  // Diacritics with no base letter after them (end of field): keep them rather than lose them.
  if (pending.length > 0) out.push(...pending);
  return fromCodePoints(out).normalize('NFC');
}

function latin1(bytes: Uint8Array, start: number, end: number): string {
  let s = '';
  for (let i = start; i < end; i += 8192) {
    s += String.fromCharCode(...bytes.subarray(i, Math.min(end, i + 8192)));
  }
  return s;
}

function fromCodePoints(cps: number[]): string {
  let s = '';
  for (let i = 0; i < cps.length; i += 8192) {
    s += String.fromCodePoint(...cps.slice(i, i + 8192));
  }
  return s;
}
