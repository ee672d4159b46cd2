/**
 * Facts for the catalogue: the searchable and display columns derived from a MARC record at
 * import. Pure functions, written for speed (they run once per imported record): one pass over
 * the fields, no regular expressions compiled per call.
 */
import {
  controlValue,
  isControlField,
  isDataField,
  type DataField,
  type MarcField,
  type MarcRecord,
} from './record.ts';
import {
  MATERIAL_TYPES,
  type AuthorityKind,
  type MaterialType,
  type OriginalScript,
} from '@estante/contract';
import { originalScriptFields } from './original-script.ts';

// Material types (facet T) and authority kinds are shared with the web through the contract.
export { MATERIAL_TYPES, type MaterialType, type AuthorityKind };

/** Note fields whose first indicator 0 means "private". */
const PRIVATE_NOTE_TAGS = new Set(['541', '561', '583']);

/** An author or contributor (1XX main entry, 7XX added entries). */
export interface AuthorFact {
  name: string;
  /** Relator term ($e, or $j for meetings) or relator code ($4). */
  role: string | null;
  kind: 'person' | 'corporate' | 'meeting';
  /** True for the 1XX main entry. */
  main: boolean;
}

/** A subject heading (6XX) with its subdivisions joined by ' -- '. */
export interface SubjectFact {
  heading: string;
  kind: 'topic' | 'person' | 'corporate' | 'geographic' | 'genre' | 'chronological' | 'uniform';
}

/** What the catalogue stores and searches for a bibliographic record. */
export interface TitleFacts {
  /** 001 */
  controlNumber: string | null;
  /** 003 */
  controlNumberSource: string | null;
  /** From leader/06. */
  recordKind: 'bibliographic' | 'authority' | 'holdings' | 'unknown';
  /** 245 $a $n $p (title proper with part number and name), ISBD punctuation trimmed; 130/240 if no 245; '' if none. */
  title: string;
  /** 245 $b */
  subtitle: string | null;
  /** 245 $c */
  responsibility: string | null;
  authors: AuthorFact[];
  subjects: SubjectFact[];
  /** 260 $b, else 264 $b */
  publisher: string | null;
  /** 260 $a, else 264 $a */
  place: string | null;
  /** From 260/264 $c, else 008/07-10. */
  year: number | null;
  /** 250 */
  edition: string | null;
  /** 300 */
  physicalDescription: string | null;
  /** 490 $a and 830 $a $n $p, without duplicates. */
  series: string[];
  /** 5XX except 505. */
  notes: string[];
  /** 008/35-37, else 041 $a: a MARC language code. */
  language: string | null;
  /** 020 $a normalised (digits and X); an ISBN-10 comes with its ISBN-13 and the reverse for 978. */
  isbns: string[];
  /** 022 $a as NNNN-NNNN. */
  issns: string[];
  /** First of 090, 050, 082, 080. */
  callNumber: string | null;
  materialType: MaterialType;
  /** 856 $u, labelled by $y, $3 or $z. */
  onlineLinks: { url: string; label: string | null }[];
  /** 505 parts. */
  contents: string[];
  /** 245 $n, else 490 $v. */
  volume: string | null;
  /** 880: title, authors, subjects… in their original script, in record order. */
  originalScript: OriginalScript[];
}

/** What the catalogue stores for an authority record. */
export interface AuthorityFacts {
  controlNumber: string | null;
  kind: AuthorityKind;
  heading: string;
  /** 4XX: forms not used, that lead to the heading. */
  seeFrom: string[];
  /** 5XX: related headings. */
  seeAlso: string[];
  /** 6XX notes other than sources. */
  notes: string[];
  /** 670: sources consulted. */
  sources: string[];
}

// ---------------------------------------------------------------------------------------------
// Text helpers

const TRAILING_PUNCTUATION = new Set([' ', '/', ':', ';', ',', '=', '.', '\t', '+']);

/**
 * Trims ISBD punctuation that separates areas (" /", " :", " ;", " =", ",", final "."), but
 * keeps a period after an initial ("Austen, J.") or an ellipsis, which belong to the text.
 */
export function trimPunctuation(value: string): string {
  let end = value.length;
  // A dangling " --" (end of a 300 before a 490, or of a contents part) is punctuation too.
  while (end > 0 && value[end - 1] === ' ') end--;
  if (value.endsWith('--', end) && (end === 2 || value[end - 3] === ' ' || value[end - 3] === '.'))
    end -= 2;
  while (end > 0 && TRAILING_PUNCTUATION.has(value[end - 1]!)) {
    if (value[end - 1] === '.') {
      // "J." (an initial) and "..." keep their period.
      const before = value[end - 2];
      const twoBefore = value[end - 3];
      if (before === '.') break;
      if (
        before &&
        /\p{Lu}/u.test(before) &&
        (twoBefore === undefined || twoBefore === ' ' || twoBefore === ',')
      ) {
        break;
      }
    }
    end--;
  }
  let start = 0;
  while (start < end && (value[start] === ' ' || value[start] === '\t')) start++;
  return value.slice(start, end);
}

/** Joins non-empty parts with single spaces (collapsing runs of white space). */
function joinParts(parts: string[]): string {
  let out = '';
  for (const part of parts) {
    const p = part.trim();
    if (!p) continue;
    out = out ? `${out} ${p}` : p;
  }
  return out.replace(/\s{2,}/g, ' ');
}

function clean(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const t = trimPunctuation(value.replace(/\s{2,}/g, ' '));
  return t === '' ? null : t;
}

function subfieldsOf(field: DataField, codes: string): string[] {
  const out: string[] = [];
  for (const sf of field.subfields) if (codes.includes(sf.code)) out.push(sf.value);
  return out;
}

function first(field: DataField, code: string): string | null {
  for (const sf of field.subfields) if (sf.code === code) return sf.value;
  return null;
}

const SUBDIVISION_CODES = 'vxyz';
/** Subfields that are never heading text: control ($0-$9), source ($2), relators ($e $4). */
function isHeadingCode(code: string, extraExcluded = ''): boolean {
  if (code >= '0' && code <= '9') return false;
  if (code === 'e' || code === 'w' || code === 'i') return false;
  return !extraExcluded.includes(code);
}

/**
 * A heading: the main part (every text subfield but subdivisions) followed by its subdivisions
 * ($v form, $x general, $y chronological, $z geographic) joined by ' -- ', as catalogues show them.
 */
function formatHeading(field: DataField, excluded = ''): string {
  const main: string[] = [];
  const subdivisions: string[] = [];
  for (const sf of field.subfields) {
    if (!isHeadingCode(sf.code, excluded)) continue;
    if (SUBDIVISION_CODES.includes(sf.code)) {
      const t = clean(sf.value);
      if (t) subdivisions.push(t);
    } else {
      main.push(sf.value);
    }
  }
  const head = clean(joinParts(main)) ?? '';
  if (subdivisions.length === 0) return head;
  return [head, ...subdivisions].filter((p) => p !== '').join(' -- ');
}

// ---------------------------------------------------------------------------------------------
// Bibliographic

const RECORD_KINDS: Record<string, TitleFacts['recordKind']> = {
  z: 'authority',
  u: 'holdings',
  v: 'holdings',
  x: 'holdings',
  y: 'holdings',
};
const BIBLIOGRAPHIC_TYPES = 'acdefgijkmoprt';

function recordKindOf(leader: string): TitleFacts['recordKind'] {
  const type = leader[6] ?? ' ';
  if (BIBLIOGRAPHIC_TYPES.includes(type)) return 'bibliographic';
  return RECORD_KINDS[type] ?? 'unknown';
}

const AUTHOR_TAGS: Record<string, { kind: AuthorFact['kind']; main: boolean }> = {
  '100': { kind: 'person', main: true },
  '110': { kind: 'corporate', main: true },
  '111': { kind: 'meeting', main: true },
  '700': { kind: 'person', main: false },
  '710': { kind: 'corporate', main: false },
  '711': { kind: 'meeting', main: false },
};

const SUBJECT_TAGS: Record<string, SubjectFact['kind']> = {
  '600': 'person',
  '610': 'corporate',
  '611': 'corporate',
  '630': 'uniform',
  '648': 'chronological',
  '650': 'topic',
  '651': 'geographic',
  '653': 'topic',
  '654': 'topic',
  '655': 'genre',
  '656': 'topic',
  '657': 'topic',
  '690': 'topic',
  '691': 'geographic',
  '695': 'topic',
};

/** Name subfields per kind: persons $a $b $c $q $d; bodies $a $b $c $d $n; meetings $a $n $d $c $e(q). */
const NAME_CODES: Record<AuthorFact['kind'], string> = {
  person: 'abcqd',
  corporate: 'abcdn',
  meeting: 'anqdc',
};

function authorOf(field: DataField, kind: AuthorFact['kind'], main: boolean): AuthorFact | null {
  const name = clean(joinParts(subfieldsOf(field, NAME_CODES[kind])));
  if (!name) return null;
  // Meetings put the relator term in $j ($e is a subordinate unit there).
  const term = first(field, kind === 'meeting' ? 'j' : 'e');
  const role = clean(term) ?? clean(first(field, '4'));
  return { name, role, kind, main };
}

const YEAR_PATTERN = /(?:^|[^\d])(1[0-9]\d\d|20\d\d)(?!\d)/;

function yearFromText(text: string | null): number | null {
  if (!text) return null;
  const m = YEAR_PATTERN.exec(text);
  return m ? Number(m[1]) : null;
}

function yearFrom008(f008: string | null): number | null {
  if (!f008 || f008.length < 11) return null;
  const y = f008.slice(7, 11);
  if (!/^\d{4}$/.test(y) || y === '9999' || y === '0000') return null;
  return Number(y);
}

const LANGUAGE_CODE = /^[a-z]{3}$/;

/** ISBN normalisation: the leading run of digits/X, hyphens and spaces removed. */
function isbnDigits(raw: string): string {
  let out = '';
  for (const ch of raw.trim()) {
    if ((ch >= '0' && ch <= '9') || ch === 'X' || ch === 'x') out += ch.toUpperCase();
    else if (ch === '-' || ch === ' ') {
      if (out.length >= 13) break;
      continue;
    } else break;
  }
  return out;
}

function isValidIsbn10(s: string): boolean {
  if (!/^\d{9}[\dX]$/.test(s)) return false;
  let sum = 0;
  for (let i = 0; i < 10; i++) sum += (s[i] === 'X' ? 10 : Number(s[i])) * (10 - i);
  return sum % 11 === 0;
}

function isValidIsbn13(s: string): boolean {
  if (!/^\d{13}$/.test(s)) return false;
  let sum = 0;
  for (let i = 0; i < 13; i++) sum += Number(s[i]) * (i % 2 === 0 ? 1 : 3);
  return sum % 10 === 0;
}

/** The ISBN-13 form of a valid ISBN-10. */
export function isbn10To13(isbn10: string): string {
  const body = '978' + isbn10.slice(0, 9);
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(body[i]) * (i % 2 === 0 ? 1 : 3);
  return body + String((10 - (sum % 10)) % 10);
}

/** The ISBN-10 form of a valid 978 ISBN-13, or null (979 has no ISBN-10). */
export function isbn13To10(isbn13: string): string | null {
  if (!isbn13.startsWith('978')) return null;
  const body = isbn13.slice(3, 12);
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(body[i]) * (10 - i);
  const check = (11 - (sum % 11)) % 11;
  return body + (check === 10 ? 'X' : String(check));
}

/** Every form under which an 020 $a should be found: both ISBN forms when valid, digits otherwise. */
export function normaliseIsbn(raw: string): string[] {
  const digits = isbnDigits(raw);
  if (!digits) return [];
  if (isValidIsbn10(digits)) return [digits, isbn10To13(digits)];
  if (isValidIsbn13(digits)) {
    const ten = isbn13To10(digits);
    return ten ? [digits, ten] : [digits];
  }
  return [digits];
}

/** An ISSN as NNNN-NNNN, or null when it does not have eight digits (the last may be X). */
export function normaliseIssn(raw: string): string | null {
  const digits = isbnDigits(raw.replace(/^\s*ISSN\s*/i, ''));
  if (!/^\d{7}[\dX]$/.test(digits)) return null;
  return `${digits.slice(0, 4)}-${digits.slice(4)}`;
}

/**
 * The material type. Our own local field 999 $t (written by the demo generator and by
 * institutions that migrate from systems with categories MARC has no code for, such as
 * normative acts and archive documents) wins when it holds one of {@link MATERIAL_TYPES}.
 * Otherwise: leader/06 (type) and /07 (level), refined by 008, 006, 007, 502 and 856.
 */
function materialTypeOf(
  record: MarcRecord,
  f008: string | null,
  local: string | null,
  hasThesisNote: boolean,
  hasLink: boolean,
): MaterialType {
  if (local && (MATERIAL_TYPES as readonly string[]).includes(local)) return local as MaterialType;
  const type = record.leader[6] ?? ' ';
  const level = record.leader[7] ?? ' ';
  switch (type) {
    case 'c':
    case 'd':
      return 'score';
    case 'e':
    case 'f':
      return 'map';
    case 'g':
      return 'video';
    case 'i':
    case 'j':
      return 'sound';
    case 'k':
      return 'image';
    case 'm':
      return 'computer_file';
    case 'o':
      return 'kit';
    case 'p':
    case 'r':
      return 'mixed';
    default:
      break;
  }
  // Language material ('a' printed, 't' manuscript — theses are often 't'), or unknown.
  if (level === 's' || level === 'i') return 'serial';
  if (level === 'a' || level === 'b') return 'article';
  // Books 008/24-27: nature of contents, 'm' = thesis.
  if (hasThesisNote || (f008 && f008.length >= 28 && f008.slice(24, 28).includes('m')))
    return 'thesis';
  if (hasLink && isElectronic(record, f008)) return 'ebook';
  return 'book';
}

/** Form of item (008/23) 'o' online, 's' electronic, 'q' direct electronic; or a 006/007 for a computer file. */
function isElectronic(record: MarcRecord, f008: string | null): boolean {
  const form = f008 && f008.length > 23 ? f008[23] : undefined;
  if (form === 'o' || form === 's' || form === 'q') return true;
  for (const field of record.fields) {
    if (!isControlField(field)) continue;
    if (field.tag === '007' && field.value[0] === 'c') return true;
    if (
      field.tag === '006' &&
      (field.value[0] === 'm' || ['o', 's', 'q'].includes(field.value[6] ?? ''))
    ) {
      return true;
    }
  }
  return false;
}

function titleFrom245(field: DataField): string {
  return clean(joinParts(subfieldsOf(field, 'anp'))) ?? '';
}

/** Splits a 505 into its parts: formatted contents use ' -- ' between parts. */
function contentsOf(field: DataField): string[] {
  const text = joinParts(subfieldsOf(field, 'agrt'));
  const out: string[] = [];
  for (const part of text.split(/\s+--\s*|\s*--\s+/)) {
    const t = clean(part);
    if (t) out.push(t);
  }
  return out;
}

function pushUnique(list: string[], value: string | null): void {
  if (value && !list.includes(value)) list.push(value);
}

/**
 * Derives the catalogue facts of a bibliographic record.
 *
 * @returns the facts; never throws. A record with no title gives `title: ''`.
 */
export function describeBibliographic(record: MarcRecord): TitleFacts {
  let f001: string | null = null;
  let f003: string | null = null;
  let f008: string | null = null;
  let f245: DataField | null = null;
  let uniform: DataField | null = null;
  let imprint260: DataField | null = null;
  let imprint264: DataField | null = null;
  let edition: string | null = null;
  let physical: string | null = null;
  let language041: string | null = null;
  let local999: string | null = null;
  let seriesVolume: string | null = null;
  let hasThesisNote = false;
  const callNumbers: Record<string, string> = {};
  const authors: AuthorFact[] = [];
  const subjects: SubjectFact[] = [];
  const series: string[] = [];
  const notes: string[] = [];
  const isbns: string[] = [];
  const issns: string[] = [];
  const links: TitleFacts['onlineLinks'] = [];
  const contents: string[] = [];
  const alternate: DataField[] = [];

  for (const field of record.fields) {
    const tag = field.tag;
    if (isControlField(field)) {
      if (tag === '001' && f001 === null) f001 = field.value;
      else if (tag === '003' && f003 === null) f003 = field.value;
      else if (tag === '008' && f008 === null) f008 = field.value;
      continue;
    }
    const c = tag.charCodeAt(0);
    if (c === 0x30 /* 0XX */) {
      if (tag === '020') {
        for (const v of subfieldsOf(field, 'a'))
          for (const isbn of normaliseIsbn(v)) pushUnique(isbns, isbn);
      } else if (tag === '022') {
        for (const v of subfieldsOf(field, 'a')) pushUnique(issns, normaliseIssn(v));
      } else if (tag === '041' && language041 === null) {
        const a = first(field, 'a');
        if (a && a.length >= 3) language041 = a.slice(0, 3).toLowerCase();
      } else if (tag === '090' || tag === '050' || tag === '082' || tag === '080') {
        if (!(tag in callNumbers)) {
          const number = clean(joinParts(subfieldsOf(field, 'ab')));
          if (number) callNumbers[tag] = number;
        }
      }
    } else if (c === 0x31 /* 1XX */) {
      const spec = AUTHOR_TAGS[tag];
      if (spec) {
        const author = authorOf(field, spec.kind, true);
        if (author) authors.push(author);
      } else if (tag === '130' && !uniform) uniform = field;
    } else if (c === 0x32 /* 2XX */) {
      if (tag === '245' && !f245) f245 = field;
      else if (tag === '240' && !uniform) uniform = field;
      else if (tag === '250' && edition === null)
        edition = clean(joinParts(subfieldsOf(field, 'ab')));
      else if (tag === '260' && !imprint260) imprint260 = field;
      else if (tag === '264') {
        // Prefer the publication statement (ind2 '1') over production, distribution, copyright.
        if (!imprint264 || (field.ind2 === '1' && imprint264.ind2 !== '1')) imprint264 = field;
      }
    } else if (c === 0x33 /* 3XX */) {
      if (tag === '300' && physical === null)
        physical = clean(joinParts(subfieldsOf(field, 'abcefg')));
    } else if (c === 0x34 /* 4XX */) {
      if (tag === '490') {
        pushUnique(series, clean(joinParts(subfieldsOf(field, 'a'))));
        seriesVolume ??= clean(first(field, 'v'));
      }
    } else if (c === 0x35 /* 5XX */) {
      if (tag === '505') contents.push(...contentsOf(field));
      // Notes the cataloguer marked private (first indicator 0 of 541, 561, 583: acquisition
      // source, ownership history, actions) are for staff, not for the public record.
      else if (PRIVATE_NOTE_TAGS.has(tag) && field.ind1 === '0') continue;
      else {
        if (tag === '502') hasThesisNote = true;
        const note = clean(joinParts(subfieldsOf(field, 'abcdgnpt')));
        if (note) notes.push(note);
      }
    } else if (c === 0x36 /* 6XX */) {
      const kind = SUBJECT_TAGS[tag];
      if (kind) {
        if (tag === '653') {
          for (const v of subfieldsOf(field, 'a')) {
            const heading = clean(v);
            if (heading) subjects.push({ heading, kind });
          }
        } else {
          const heading = formatHeading(
            field,
            kind === 'person' || kind === 'corporate' ? 'j' : '',
          );
          if (heading) subjects.push({ heading, kind });
        }
      }
    } else if (c === 0x37 /* 7XX */) {
      const spec = AUTHOR_TAGS[tag];
      if (spec) {
        const author = authorOf(field, spec.kind, false);
        if (author) authors.push(author);
      }
    } else if (c === 0x38 /* 8XX */) {
      if (tag === '830') pushUnique(series, clean(joinParts(subfieldsOf(field, 'anp'))));
      else if (tag === '880') alternate.push(field);
      else if (tag === '856') {
        const label =
          clean(first(field, 'y')) ?? clean(first(field, '3')) ?? clean(first(field, 'z'));
        for (const url of subfieldsOf(field, 'u')) {
          const u = url.trim();
          if (u) links.push({ url: u, label });
        }
      }
    } else if (tag === '999' && local999 === null) {
      const t = first(field, 't');
      if (t) local999 = t.trim().toLowerCase();
    }
  }

  let title = f245 ? titleFrom245(f245) : '';
  if (!title && f245) title = clean(joinParts(subfieldsOf(f245, 'bk'))) ?? '';
  if (!title && uniform) title = clean(joinParts(subfieldsOf(uniform, 'anp'))) ?? '';

  const imprint = imprint260 ?? imprint264;
  const lang008 = f008 && f008.length >= 38 ? f008.slice(35, 38) : null;
  const language =
    lang008 && LANGUAGE_CODE.test(lang008)
      ? lang008
      : language041 && LANGUAGE_CODE.test(language041)
        ? language041
        : null;

  return {
    controlNumber: clean(f001),
    controlNumberSource: clean(f003),
    recordKind: recordKindOf(record.leader),
    title,
    subtitle: f245 ? clean(joinParts(subfieldsOf(f245, 'b'))) : null,
    responsibility: f245 ? clean(joinParts(subfieldsOf(f245, 'c'))) : null,
    authors,
    subjects,
    publisher: imprint ? clean(joinParts(subfieldsOf(imprint, 'b'))) : null,
    place: imprint ? clean(joinParts(subfieldsOf(imprint, 'a'))) : null,
    year: yearFromText(imprint ? joinParts(subfieldsOf(imprint, 'c')) : null) ?? yearFrom008(f008),
    edition,
    physicalDescription: physical,
    series,
    notes,
    language,
    isbns,
    issns,
    callNumber:
      callNumbers['090'] ?? callNumbers['050'] ?? callNumbers['082'] ?? callNumbers['080'] ?? null,
    materialType: materialTypeOf(record, f008, local999, hasThesisNote, links.length > 0),
    onlineLinks: links,
    contents,
    volume: (f245 ? clean(first(f245, 'n')) : null) ?? seriesVolume,
    originalScript:
      alternate.length === 0 ? [] : originalScriptFields(alternate, language, ORIGINAL_TEXT),
  };
}

/** How describeBibliographic reads each kind of field, for its 880 in the original script. */
const ORIGINAL_TEXT: Parameters<typeof originalScriptFields>[2] = {
  title: (field) => ({
    title: titleFrom245(field),
    subtitle: clean(joinParts(subfieldsOf(field, 'b'))),
    responsibility: clean(joinParts(subfieldsOf(field, 'c'))),
  }),
  author: (field, tag) => {
    const spec = AUTHOR_TAGS[tag];
    return authorOf(field, spec?.kind ?? 'person', false)?.name ?? null;
  },
  subject: (field, tag) => {
    const kind = SUBJECT_TAGS[tag];
    if (tag === '653') return clean(joinParts(subfieldsOf(field, 'a')));
    return formatHeading(field, kind === 'person' || kind === 'corporate' ? 'j' : '') || null;
  },
  joined: (field, codes) => clean(joinParts(subfieldsOf(field, codes))),
};

// ---------------------------------------------------------------------------------------------
// Authority

const AUTHORITY_KINDS: Record<string, AuthorityKind> = {
  '00': 'person',
  '10': 'corporate',
  '11': 'meeting',
  '30': 'uniform_title',
  '48': 'chronological',
  '50': 'topic',
  '51': 'geographic',
  '55': 'genre',
  '62': 'topic',
  '80': 'general_subdivision',
  '81': 'geographic_subdivision',
  '82': 'chronological_subdivision',
  '85': 'genre_subdivision',
  // IISH (International Institute of Social History) exports its occupational and topical
  // thesaurus in local tags 103/403/503 instead of 150/450/550 (evergreen/auth-1066.mrc). We
  // read them as topical headings so those 1,066 records are usable rather than headless.
  '03': 'topic',
};

/**
 * Derives the catalogue facts of an authority record.
 *
 * @returns the facts; `heading` is '' when the record has no 1XX heading.
 */
export function describeAuthority(record: MarcRecord): AuthorityFacts {
  let heading = '';
  let kind: AuthorityKind = 'topic';
  const seeFrom: string[] = [];
  const seeAlso: string[] = [];
  const notes: string[] = [];
  const sources: string[] = [];
  for (const field of record.fields) {
    if (!isDataField(field)) continue;
    const tag = field.tag;
    const group = tag[0];
    const rest = tag.slice(1);
    const known = AUTHORITY_KINDS[rest];
    if (group === '1' && known && heading === '') {
      heading = formatHeading(field);
      kind = known;
      // IISH: $b holds the English form of the Dutch term in $a (see AUTHORITY_KINDS).
      if (tag === '103') {
        heading = clean(first(field, 'a')) ?? heading;
        pushUnique(seeFrom, clean(first(field, 'b')));
      }
    } else if (group === '4' && known) {
      pushUnique(seeFrom, tag === '403' ? clean(first(field, 'a')) : formatHeading(field));
      if (tag === '403') pushUnique(seeFrom, clean(first(field, 'b')));
    } else if (group === '5' && known) {
      pushUnique(seeAlso, tag === '503' ? clean(first(field, 'a')) : formatHeading(field));
    } else if (tag === '670') {
      const source = clean(joinParts(subfieldsOf(field, 'abu')));
      if (source) sources.push(source);
    } else if (group === '6' && tag >= '660' && tag <= '699') {
      const note = clean(joinParts(subfieldsOf(field, 'abiu')));
      if (note) notes.push(note);
    }
  }
  return {
    controlNumber: clean(controlValue(record, '001')),
    kind,
    heading,
    seeFrom: seeFrom.filter((h) => h !== heading),
    seeAlso,
    notes,
    sources,
  };
}

/** Convenience for callers holding a field list rather than a record. */
export function fieldsWithTag(fields: MarcField[], tag: string): MarcField[] {
  return fields.filter((f) => f.tag === tag);
}
