/**
 * Small helpers to write MARC 21 records by hand: leaders, fixed fields (008), data fields
 * and valid ISBN/ISSN numbers.
 */
import type { ControlField, DataField, MarcField, MarcRecord } from '../marc/record.ts';
import type { Random } from './random.ts';

/** A bibliographic leader: record type (06) and bibliographic level (07), ISBD punctuation. */
export function bibliographicLeader(type: string, level: string): string {
  return `00000n${type}${level} a2200000 i 4500`;
}

/** An authority record leader (06 'z'), complete record. */
export function authorityLeader(): string {
  return '00000nz  a2200000n  4500';
}

/** A control field. */
export function control(tag: string, value: string): ControlField {
  return { tag, value };
}

/** A data field; subfields whose value is null or undefined are left out. */
export function data(
  tag: string,
  ind1: string,
  ind2: string,
  subfields: readonly (readonly [string, string | null | undefined])[],
): DataField {
  return {
    tag,
    ind1,
    ind2,
    subfields: subfields
      .filter(
        (sf): sf is readonly [string, string] =>
          sf[1] !== null && sf[1] !== undefined && sf[1] !== '',
      )
      .map(([code, value]) => ({ code, value })),
  };
}

/** Fields in tag order (control fields first), as catalogues store them. */
export function record(leader: string, fields: MarcField[]): MarcRecord {
  const sorted = fields
    .map((field, i) => ({ field, i }))
    .sort((x, y) => (x.field.tag === y.field.tag ? x.i - y.i : x.field.tag < y.field.tag ? -1 : 1))
    .map((x) => x.field);
  return { leader, fields: sorted };
}

/** 'YYYY-MM-DD' → 'YYMMDD' (008/00-05, date entered on file). */
function entered(isoDate: string): string {
  return isoDate.slice(2, 4) + isoDate.slice(5, 7) + isoDate.slice(8, 10);
}

/** Contents of an 008 field; `specific` sets absolute positions 18–34. */
export interface Fixed008 {
  /** Date entered on file, 'YYYY-MM-DD'. */
  entered: string;
  /** 008/06: s single date, m multiple, c serial currently published, i inclusive. */
  dateType: string;
  date1: string;
  date2?: string;
  /** MARC country code, 'bl ' for Brazil. */
  place: string;
  /** 3-letter MARC language code. */
  language: string;
  specific?: Record<number, string>;
}

/** Builds the 40 positions of a bibliographic 008. */
export function fixed008(spec: Fixed008): ControlField {
  const chars = ' '.repeat(40).split('');
  const put = (position: number, text: string) => {
    for (let i = 0; i < text.length; i++) chars[position + i] = text[i] ?? ' ';
  };
  put(0, entered(spec.entered));
  put(6, spec.dateType);
  put(7, spec.date1.padEnd(4, ' ').slice(0, 4));
  put(11, (spec.date2 ?? '    ').padEnd(4, ' ').slice(0, 4));
  put(15, spec.place.padEnd(3, ' ').slice(0, 3));
  for (const [position, text] of Object.entries(spec.specific ?? {})) put(Number(position), text);
  put(35, spec.language);
  put(38, ' ');
  put(39, 'd');
  return control('008', chars.join(''));
}

/** An authority 008 (only the date entered and the usual codes matter for the demo). */
export function authority008(isoDate: string, kind: 'name' | 'subject'): ControlField {
  // 008/09 'a' established heading, 10 'z' other rules, 11 'z' other thesaurus,
  // 14–16 which headings it may be used as (main entry, subject, series).
  const use = kind === 'name' ? 'aab' : 'bab';
  const value = `${entered(isoDate)}n| azznn${use}           a ana     d`;
  return control('008', value.padEnd(40, ' ').slice(0, 40));
}

/** 005, date and time of latest transaction, as 'yyyymmddhhmmss.f'. */
export function latestTransaction(isoDate: string): ControlField {
  return control('005', `${isoDate.replace(/-/g, '')}120000.0`);
}

/** A valid ISBN-13 (with hyphens) under a registration group prefix like '978-85'. */
export function isbn13(random: Random, prefix: string): string {
  const digitsPrefix = prefix.replace(/-/g, '');
  let body = digitsPrefix;
  while (body.length < 12) body += String(random.int(0, 9));
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(body[i]) * (i % 2 === 0 ? 1 : 3);
  const check = (10 - (sum % 10)) % 10;
  const rest = body.slice(digitsPrefix.length);
  return `${prefix}-${rest.slice(0, 4)}-${rest.slice(4)}-${check}`;
}

/** The ISBN-10 form of a 978 ISBN-13. */
export function isbn10(isbn13Value: string): string {
  const nine = isbn13Value.replace(/-/g, '').slice(3, 12);
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(nine[i]) * (10 - i);
  const check = (11 - (sum % 11)) % 11;
  return nine + (check === 10 ? 'X' : String(check));
}

/** A valid ISSN 'NNNN-NNNC'. */
export function issn(random: Random): string {
  let digits = '';
  for (let i = 0; i < 7; i++) digits += String(random.int(0, 9));
  let sum = 0;
  for (let i = 0; i < 7; i++) sum += Number(digits[i]) * (8 - i);
  const check = (11 - (sum % 11)) % 11;
  return `${digits.slice(0, 4)}-${digits.slice(4)}${check === 10 ? 'X' : String(check)}`;
}

/** Leading characters a title sort skips (245 second indicator): "O ", "The "… */
export function nonFilingCharacters(title: string): string {
  const match = /^(O|A|Os|As|The|An|El|La|Los|Las|Um|Uma) /.exec(title);
  return match ? String(match[0].length) : '0';
}
