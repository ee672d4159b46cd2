import { CUTTER_SANBORN_TABLE } from './cutter-sanborn-table.ts';

/** One entry of the table: the beginning of a name and its number. */
export interface CutterEntry {
  /** Lower case, letters only ("silv"). */
  prefix: string;
  /** As printed: "586", "11" (two-figure letters), "1" (Q, X). */
  number: string;
}

/** Lower case, accents and everything but letters gone: "D'Ávila" → "davila". */
export function filingForm(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
}

/** The table's entries by initial letter, in the table's order. */
function parseTable(text: string): Map<string, CutterEntry[]> {
  const byLetter = new Map<string, CutterEntry[]>();
  for (const token of text.split(/\s+/)) {
    if (token === '') continue;
    const match = /^([A-Za-z]+)(\d+)$/.exec(token);
    if (!match) throw new Error(`Cutter table: bad entry "${token}"`);
    const prefix = match[1]!.toLowerCase();
    const letter = prefix[0]!;
    const entries = byLetter.get(letter) ?? [];
    entries.push({ prefix, number: match[2]! });
    byLetter.set(letter, entries);
  }
  return byLetter;
}

/** The Cutter-Sanborn table (cutter-sanborn-table.ts), parsed once. */
export const CUTTER_TABLE: ReadonlyMap<string, readonly CutterEntry[]> =
  parseTable(CUTTER_SANBORN_TABLE);

/**
 * The table's number for a surname: the entry that spells the name's beginning, or else the
 * last one before it in alphabetical order (the table's rule). "Silva" → "586", "Souza" → "729".
 * Null when the name has no letter.
 */
export function cutterNumber(surname: string): string | null {
  const name = filingForm(surname);
  if (name === '') return null;
  const entries = CUTTER_TABLE.get(name[0]!);
  if (!entries || entries.length === 0) return null;
  // Entries ascend: binary search for the last prefix ≤ name.
  let low = 0;
  let high = entries.length - 1;
  let found = 0;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (entries[middle]!.prefix <= name) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return entries[found]!.number;
}

/**
 * Initial articles skipped before taking the title's letter (AACR2 and NBR 6023 file titles
 * under the first word that is not an article): Portuguese, Spanish, English, French, Italian.
 */
const ARTICLES = new Set([
  'o', 'a', 'os', 'as', 'um', 'uma', 'uns', 'umas',
  'el', 'la', 'lo', 'los', 'las', 'un', 'una', 'unos', 'unas',
  'the', 'an',
  'le', 'les', 'une', 'des',
  'il', 'gli', 'i', 'uno',
]); // prettier-ignore

/** The first letter of a title that files, lower case: "A escola e o mundo" → "e". */
export function titleLetter(title: string): string | null {
  const words = title
    .replace(/^[^\p{L}\p{N}]+/u, '')
    .split(/[\s\u2019']+/)
    .filter((word) => filingForm(word) !== '' || /\d/.test(word));
  let index = 0;
  // Skip articles, but never the title's only word ("A" stays "a").
  while (index < words.length - 1 && ARTICLES.has(filingForm(words[index]!))) index += 1;
  const word = words[index];
  if (!word) return null;
  const letter = filingForm(word)[0];
  return letter ?? null;
}

/**
 * The Cutter-Sanborn mark of a work: the surname's initial (upper case), its table number and
 * the title's first filing letter — "Souza" + "Estudos de leitura" → "S729e".
 *
 * @returns null when the surname has no letter.
 */
export function cutterMark(surname: string, title: string): string | null {
  const number = cutterNumber(surname);
  if (number === null) return null;
  const initial = filingForm(surname)[0]!.toUpperCase();
  return `${initial}${number}${titleLetter(title) ?? ''}`;
}
