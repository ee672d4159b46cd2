/**
 * From a MARC record to the row we store: every derived column of `title` and `authority`,
 * computed once at import so search and display never parse MARC again.
 */
import { MATERIAL_TYPES, type MaterialType, type OriginalScript } from '@estante/contract';
import type { AuthorityFacts, TitleFacts } from '../marc/describe.ts';
import { controlValue, getDataFields, firstSubfield, type MarcRecord } from '../marc/record.ts';
import { contentKey } from './content-key.ts';
import { headingKey } from './heading-key.ts';

/** The columns of `title` we write, as sent to the database (arrays and JSON kept as values). */
export interface TitleRowData {
  control_number: string | null;
  control_number_source: string;
  network_institution_id: number | null;
  /** For a record without 001 only: what it is matched by on a later import. */
  content_key: string | null;
  marc: MarcRecord;
  title: string;
  subtitle: string | null;
  responsibility: string | null;
  authors: string[];
  subjects: string[];
  publisher: string | null;
  place: string | null;
  year: number | null;
  edition: string | null;
  physical_description: string | null;
  series: string[];
  language: string | null;
  isbns: string[];
  issns: string[];
  call_number: string | null;
  material_type: MaterialType;
  volume: string | null;
  has_online_access: boolean;
  has_accessibility: boolean;
  acquired_on: string | null;
  search_extra: string;
  /** 880 fields in their original script (jsonb): displayed, and indexed with their pairs. */
  original_script: OriginalScript[];
}

/** The columns of `authority` we write. */
export interface AuthorityRowData {
  control_number: string | null;
  control_number_source: string;
  kind: AuthorityFacts['kind'];
  heading: string;
  heading_key: string;
  see_from: string[];
  see_also: string[];
  notes: string[];
  sources: string[];
  marc: MarcRecord;
}

/** A record we refuse before it reaches the database, with a reason a librarian can act on. */
export class RecordRejectedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RecordRejectedError';
  }
}

const SMALLINT_MAX = 32767;

/** Text or null: blank strings become null so "no publisher" is one value, not two. */
function textOrNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

function nonBlank(values: readonly (string | null | undefined)[]): string[] {
  const out: string[] = [];
  for (const value of values) {
    const trimmed = value?.trim();
    if (trimmed) out.push(trimmed);
  }
  return out;
}

/** PostgreSQL refuses U+0000 in text and jsonb; say so instead of failing the whole batch. */
function assertNoNul(record: MarcRecord): void {
  if (JSON.stringify(record).includes('\\u0000')) {
    throw new RecordRejectedError('the record contains a NUL character (U+0000)');
  }
}

/**
 * Form of item (008/23 for books, music, serials, computer files and mixed material; 008/29 for
 * maps and visual material): 'f' braille, 'd' large print.
 */
function formOfItem(record: MarcRecord): string {
  const f008 = controlValue(record, '008') ?? '';
  const type = record.leader[6] ?? 'a';
  const position = 'egkor'.includes(type) ? 29 : 23;
  return f008[position] ?? ' ';
}

/**
 * Accessible formats: an accessibility content field (341) or note (532), tactile material
 * (007/00 'f'), or braille / large print as the form of item.
 */
export function hasAccessibility(record: MarcRecord): boolean {
  if (getDataFields(record, '341', '532').length > 0) return true;
  const f007 = controlValue(record, '007');
  if (f007?.startsWith('f')) return true;
  const form = formOfItem(record);
  return form === 'f' || form === 'd';
}

/**
 * Date the institution acquired the item: the latest 541 $d (date of acquisition, yyyymmdd,
 * as MARC 21 suggests) that is a valid date; null when there is none.
 */
export function acquiredOn(record: MarcRecord): string | null {
  let latest: string | null = null;
  for (const field of getDataFields(record, '541')) {
    const raw = firstSubfield(field, 'd')?.replace(/\D/g, '') ?? '';
    if (raw.length < 8) continue;
    const iso = `${raw.slice(0, 4)}-${raw.slice(4, 6)}-${raw.slice(6, 8)}`;
    const date = new Date(`${iso}T00:00:00Z`);
    if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso) continue;
    if (latest === null || iso > latest) latest = iso;
  }
  return latest;
}

/** ISBN/ISSN reduced to digits (and the X check digit) so "978-85-…" finds "97885…". */
function identifierDigits(values: readonly string[]): string[] {
  return values.map((v) => v.replace(/[^0-9Xx]/g, '').toUpperCase()).filter((v) => v.length > 0);
}

/**
 * Text searched with the lowest weight: what is neither title, author nor subject but still
 * worth finding a title by (the subtitle too, since the title weight only takes 245 $a).
 */
function searchExtra(facts: TitleFacts): string {
  return nonBlank([
    facts.subtitle,
    facts.publisher,
    ...facts.series,
    ...facts.notes,
    ...facts.contents,
    ...identifierDigits(facts.isbns),
    ...identifierDigits(facts.issns),
    facts.callNumber,
  ]).join(' \n');
}

/** The control number pair we upsert by: 001 (null when absent) and 003 ('' when absent). */
export function controlKey(record: MarcRecord): { number: string | null; source: string } {
  return {
    number: textOrNull(controlValue(record, '001')),
    source: controlValue(record, '003')?.trim() ?? '',
  };
}

/**
 * The `title` row for a bibliographic record. Throws RecordRejectedError when the record
 * cannot be stored as it is (no title, NUL characters).
 */
export function titleRow(
  record: MarcRecord,
  facts: TitleFacts,
  networkInstitutionId: number | null,
): TitleRowData {
  assertNoNul(record);
  const title = textOrNull(facts.title);
  if (!title) {
    // UNIMARC keeps the title in 200 and the imprint in 210: a different format, not a
    // MARC 21 record missing its title, so say so.
    const unimarc =
      record.fields.some((f) => f.tag === '200') && record.fields.some((f) => f.tag === '210');
    throw new RecordRejectedError(
      unimarc
        ? 'the record looks like UNIMARC (title in 200); only MARC 21 records can be imported'
        : 'the record has no title (245 $a)',
    );
  }
  const key = controlKey(record);
  const year =
    facts.year !== null &&
    Number.isInteger(facts.year) &&
    facts.year > 0 &&
    facts.year <= SMALLINT_MAX
      ? facts.year
      : null;
  const materialType = (MATERIAL_TYPES as readonly string[]).includes(facts.materialType)
    ? facts.materialType
    : 'book';
  return {
    control_number: key.number,
    control_number_source: key.source,
    network_institution_id: networkInstitutionId,
    content_key: key.number === null ? contentKey(record) : null,
    marc: record,
    title,
    subtitle: textOrNull(facts.subtitle),
    responsibility: textOrNull(facts.responsibility),
    authors: nonBlank(facts.authors.map((a) => a.name)),
    subjects: nonBlank(facts.subjects.map((s) => s.heading)),
    publisher: textOrNull(facts.publisher),
    place: textOrNull(facts.place),
    year,
    edition: textOrNull(facts.edition),
    physical_description: textOrNull(facts.physicalDescription),
    series: nonBlank(facts.series),
    language: textOrNull(facts.language),
    isbns: nonBlank(facts.isbns),
    issns: nonBlank(facts.issns),
    call_number: textOrNull(facts.callNumber),
    material_type: materialType,
    volume: textOrNull(facts.volume),
    has_online_access: facts.onlineLinks.length > 0,
    has_accessibility: hasAccessibility(record),
    acquired_on: acquiredOn(record),
    search_extra: searchExtra(facts),
    original_script: facts.originalScript,
  };
}

/** The `authority` row for an authority record. Throws RecordRejectedError when unusable. */
export function authorityRow(record: MarcRecord, facts: AuthorityFacts): AuthorityRowData {
  assertNoNul(record);
  const heading = textOrNull(facts.heading);
  if (!heading) throw new RecordRejectedError('the authority record has no heading (1XX)');
  const key = controlKey(record);
  return {
    control_number: key.number,
    control_number_source: key.source,
    kind: facts.kind,
    heading,
    heading_key: headingKey(heading),
    see_from: nonBlank(facts.seeFrom),
    see_also: nonBlank(facts.seeAlso),
    notes: nonBlank(facts.notes),
    sources: nonBlank(facts.sources),
    marc: record,
  };
}
