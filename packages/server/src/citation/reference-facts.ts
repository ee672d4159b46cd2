/**
 * The facts a bibliographic reference is built from, read once from a MARC record. Every
 * citation style (our ABNT formatter and the CSL styles of citation-js) starts from these, so
 * the MARC reading rules live in one place.
 */
import { describeBibliographic, trimPunctuation } from '../marc/describe.ts';
import {
  getDataFields,
  isDataField,
  subfieldValues,
  firstSubfield,
  type DataField,
  type MarcRecord,
} from '../marc/record.ts';
import { isSafeLink, type MaterialType } from '@estante/contract';

/** A person, body or meeting responsible for the work, as ABNT and CSL need them. */
export interface ReferenceName {
  kind: 'person' | 'corporate' | 'meeting';
  /** Person: surname (the part before the first comma of $a); otherwise the whole name ($a). */
  family: string;
  /** Person: forenames (after the comma); null for single names ("Aristotle"). */
  given: string | null;
  /** Corporate bodies: subordinate units ($b), in order. Meetings: none. */
  subordinates: string[];
  /** Meetings ($n number, $d date, $c place), kept apart because ABNT orders them. */
  meeting?: { number: string | null; date: string | null; place: string | null };
  /** Editorial role when the name is not an author: 'org', 'ed', 'coord', 'comp'. */
  editorialRole: EditorialRole | null;
}

/** The editorial roles ABNT writes after a name: "(org.)", "(ed.)", "(coord.)", "(comp.)". */
export type EditorialRole = 'org' | 'ed' | 'coord' | 'comp';

/** The host of a component part (MARC 773): the book of a chapter, the journal of an article. */
export interface HostItem {
  /** 773 $a: the host's main entry (the book's author or editor). */
  mainEntry: ReferenceName | null;
  /** 773 $t */
  title: string;
  /** 773 $d: place, publisher, date of the host. */
  publication: string | null;
  /** 773 $g: volume, number, pages, date of the part within the host. */
  relatedParts: string | null;
  /** 773 $x */
  issn: string | null;
  /** 773 $z */
  isbn: string | null;
}

/** The academic work note (MARC 502). */
export interface ThesisNote {
  /** $a: the note as catalogued, when the structured subfields are absent. */
  text: string | null;
  /** $b: degree ("Tese (Doutorado)", "Dissertação (Mestrado em…)", "Ph. D."). */
  degree: string | null;
  /** $c: granting institution. */
  institution: string | null;
  /** $d: year granted. */
  year: string | null;
}

/** Everything a reference needs. Plain data, so styles and tests can build it by hand. */
export interface ReferenceFacts {
  /** Our title code, when the record comes from the catalogue (CSL needs an id). */
  id: string;
  materialType: MaterialType;
  /**
   * What the record describes as a whole: a monograph, a component part of a monograph
   * (chapter), of a serial (article), or a serial (journal).
   */
  level: 'monograph' | 'chapter' | 'article' | 'serial';
  authors: ReferenceName[];
  title: string;
  subtitle: string | null;
  edition: string | null;
  place: string | null;
  publisher: string | null;
  /** The date as ABNT writes it (a year, or a range "1939-" for a serial still published). */
  year: string | null;
  /** 300 $a: extent ("xii, 320 p.", "102 f."). */
  extent: string | null;
  series: string[];
  isbn: string | null;
  issn: string | null;
  thesis: ThesisNote | null;
  host: HostItem | null;
  /**
   * The online resource itself (856 with ind2 0 or 1, or any 856 of an electronic item): its
   * first http, https or mailto address; other schemes (`javascript:`, `data:`…) are no address.
   */
  url: string | null;
  /** MARC language code (008/35-37). */
  language: string | null;
}

const EDITORIAL_ROLES: [RegExp, EditorialRole][] = [
  [/^(org|organi[sz])/i, 'org'],
  [/^(ed|editor|eds)\b|^editor/i, 'ed'],
  [/^(coord|coordena)/i, 'coord'],
  [/^(comp|compil)/i, 'comp'],
];

/** Relator terms and codes of authors ($e or $4); any other relator is a secondary role. */
const AUTHOR_ROLE =
  /^(aut|autor|author|co-?autor|co-?author|joint author|cre|creator|escritor|writer)\b/i;

/** Words of a 245 $c that announce editors, translators, introductions and the like. */
const SECONDARY_RESPONSIBILITY =
  /\b(ed\.|edited|editor|introd|transl|trad|illus|ilus|notes|notas|pref|org\.|organiz|compiled|sel\.|selected|adapt|with an|com uma)/i;

function editorialRoleOf(role: string | null): EditorialRole | null {
  if (!role) return null;
  for (const [pattern, value] of EDITORIAL_ROLES) if (pattern.test(role)) return value;
  return null;
}

function cleanText(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const t = trimPunctuation(value.replace(/\s+/g, ' '));
  return t === '' ? null : t;
}

function roleOf(field: DataField): string | null {
  return (
    cleanText(firstSubfield(field, field.tag.endsWith('11') ? 'j' : 'e')) ??
    cleanText(firstSubfield(field, '4'))
  );
}

/** Reads a name from a 1XX/7XX field (or the name part of a 773 $a). */
export function nameOfField(field: DataField): ReferenceName | null {
  const kindByTag: Record<string, ReferenceName['kind']> = {
    '00': 'person',
    '10': 'corporate',
    '11': 'meeting',
  };
  const kind = kindByTag[field.tag.slice(1)];
  const a = cleanText(firstSubfield(field, 'a'));
  if (!kind || !a) return null;
  const editorialRole = editorialRoleOf(roleOf(field));
  if (kind === 'person') return { ...splitPersonalName(a), kind, subordinates: [], editorialRole };
  if (kind === 'corporate') {
    const subordinates = subfieldValues(field, 'b')
      .map((b) => cleanText(b))
      .filter((b): b is string => b !== null);
    return { kind, family: a, given: null, subordinates, editorialRole };
  }
  return {
    kind,
    family: a,
    given: null,
    subordinates: [],
    editorialRole,
    meeting: {
      number: cleanText(firstSubfield(field, 'n')?.replace(/[()]/g, '')),
      date: cleanText(firstSubfield(field, 'd')?.replace(/[()]/g, '')),
      place: cleanText(firstSubfield(field, 'c')?.replace(/[()]/g, '')),
    },
  };
}

/** "Austen, Jane" → family Austen, given Jane; "Aristotle" → family Aristotle. */
export function splitPersonalName(name: string): { family: string; given: string | null } {
  const comma = name.indexOf(',');
  if (comma < 0) return { family: name.trim(), given: null };
  const given = cleanText(name.slice(comma + 1));
  return { family: name.slice(0, comma).trim(), given };
}

/**
 * The names a reference starts with: the main entry (1XX) and the added personal, corporate
 * and meeting entries (7XX) that are authors or editors — never translators, illustrators,
 * performers and the like. With no main entry, only editors/organisers (their role marked)
 * stand in for authors; otherwise the reference enters under its title.
 */
function authorsOf(record: MarcRecord, responsibility: string | null): ReferenceName[] {
  // ISBD separates the first statement of responsibility (the authors) from later ones
  // (translators, editors, writers of introductions) with " ; ".
  const statement = (responsibility ?? '').split(/\s;\s?/)[0] ?? '';
  const secondaryRoles = SECONDARY_RESPONSIBILITY.test(statement);
  const main = getDataFields(record, '100', '110', '111')[0];
  const out: ReferenceName[] = [];
  const mainName = main ? nameOfField(main) : null;
  if (mainName) out.push(mainName);
  for (const field of getDataFields(record, '700', '710', '711')) {
    // $t makes it a name/title entry (a related work), not a contributor.
    if (firstSubfield(field, 't')) continue;
    const role = roleOf(field);
    const name = nameOfField(field);
    if (!name) continue;
    if (role && !AUTHOR_ROLE.test(role) && !name.editorialRole) continue;
    if (mainName) {
      if (name.editorialRole) continue;
      // Without a relator, older (AACR2) records list joint authors as plain 700s, but also
      // editors and writers of introductions: keep a plain 700 only when the statement of
      // responsibility (245 $c) names that person and no secondary role.
      if (!role && (name.kind !== 'person' || secondaryRoles || !statement.includes(name.family)))
        continue;
      out.push(name);
    } else if (name.editorialRole) {
      out.push(name);
    }
  }
  return out;
}

function levelOf(record: MarcRecord, materialType: MaterialType): ReferenceFacts['level'] {
  const level = record.leader[7] ?? ' ';
  if (level === 'a') return 'chapter';
  if (level === 'b') return 'article';
  if (materialType === 'serial' || level === 's' || level === 'i') return 'serial';
  return 'monograph';
}

function hostOf(record: MarcRecord): HostItem | null {
  const field = getDataFields(record, '773')[0];
  if (!field) return null;
  const title = cleanText(firstSubfield(field, 't'));
  if (!title) return null;
  const mainEntryText = cleanText(firstSubfield(field, 'a'));
  let mainEntry: ReferenceName | null = null;
  if (mainEntryText) {
    // 773 $a holds a heading in 1XX form; a comma means an inverted personal name.
    mainEntry = mainEntryText.includes(',')
      ? {
          kind: 'person',
          ...splitPersonalName(mainEntryText),
          subordinates: [],
          editorialRole: null,
        }
      : {
          kind: 'corporate',
          family: mainEntryText,
          given: null,
          subordinates: [],
          editorialRole: null,
        };
    const role = /\((org|ed|coord|comp)\.?\)\s*$/i.exec(mainEntryText);
    if (role) {
      mainEntry.editorialRole = role[1]!.toLowerCase() as EditorialRole;
      const stripped = mainEntryText.slice(0, role.index).trim();
      Object.assign(mainEntry, splitPersonalName(stripped));
    }
  }
  return {
    mainEntry,
    title,
    publication: cleanText(firstSubfield(field, 'd')),
    relatedParts: cleanText(firstSubfield(field, 'g')),
    issn: cleanText(firstSubfield(field, 'x')),
    isbn: cleanText(firstSubfield(field, 'z')),
  };
}

function thesisOf(record: MarcRecord): ThesisNote | null {
  const field = getDataFields(record, '502')[0];
  if (!field) return null;
  return {
    text: cleanText(firstSubfield(field, 'a')),
    degree: cleanText(firstSubfield(field, 'b')),
    institution: cleanText(firstSubfield(field, 'c')),
    year: cleanText(firstSubfield(field, 'd')),
  };
}

function urlOf(record: MarcRecord, electronic: boolean): string | null {
  for (const field of record.fields) {
    if (field.tag !== '856' || !isDataField(field)) continue;
    // ind2 2 is a related resource (a table of contents, a publisher's description).
    // ind2 1 with $3 is usually part of it only ("Table of contents").
    const version = field.ind2 === '1' && !firstSubfield(field, '3');
    if (field.ind2 === '0' || version || (electronic && field.ind2 !== '2')) {
      // Only a web or email address is an online address ("Disponível em", URL, UR).
      const url = firstSubfield(field, 'u')?.trim();
      if (isSafeLink(url)) return url;
    }
  }
  return null;
}

/** The serial's dates as ABNT writes them: 362 $a, else 008/07-14 ("1939-" while current). */
function serialDates(record: MarcRecord, year: number | null): string | null {
  const f362 = getDataFields(record, '362')[0];
  const text = f362 ? cleanText(firstSubfield(f362, 'a')) : null;
  if (text && /^\d{4}-(\d{4})?$/.test(text)) return text;
  const f008 = record.fields.find((f) => f.tag === '008');
  const value = f008 && !isDataField(f008) ? f008.value : '';
  const start = value.slice(7, 11);
  const end = value.slice(11, 15);
  if (/^\d{4}$/.test(start))
    return end === '9999' || !/^\d{4}$/.test(end) ? `${start}-` : `${start}-${end}`;
  return year === null ? null : `${year}-`;
}

/**
 * Reads the reference facts of a bibliographic record.
 *
 * @param id our title code (used as the CSL item id); any string.
 */
export function referenceFactsFromRecord(
  record: MarcRecord,
  id: string | number = '',
): ReferenceFacts {
  const facts = describeBibliographic(record);
  const level = levelOf(record, facts.materialType);
  const electronic = facts.materialType === 'ebook' || facts.materialType === 'computer_file';
  const f300 = getDataFields(record, '300')[0];
  return {
    id: String(id),
    materialType: facts.materialType,
    level,
    authors: authorsOf(record, facts.responsibility),
    title: facts.title || '[Sem título]',
    subtitle: facts.subtitle,
    edition: facts.edition,
    // ABNT takes the first place of several ("London ; New York").
    place: facts.place ? (cleanText(facts.place.split(/\s[;:]\s?/)[0]) ?? null) : null,
    publisher: facts.publisher,
    year:
      level === 'serial'
        ? serialDates(record, facts.year)
        : facts.year === null
          ? null
          : String(facts.year),
    extent: f300 ? cleanText(firstSubfield(f300, 'a')) : null,
    series: facts.series,
    isbn: facts.isbns.find((i) => i.length === 13) ?? facts.isbns[0] ?? null,
    issn: facts.issns[0] ?? null,
    thesis: thesisOf(record),
    host: hostOf(record),
    url: urlOf(record, electronic),
    language: facts.language,
  };
}
