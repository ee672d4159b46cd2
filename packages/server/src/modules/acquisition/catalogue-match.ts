import { parseIsbnIssn } from '@estante/contract';
import { isbn10To13, isbn13To10 } from '../../marc/describe.ts';
import type { AcquisitionRepository } from './repository.ts';

/** Lower case, no accents, letters and digits only, as words (as discovery_fold, in JS). */
export function foldWords(text: string): string[] {
  return (
    text
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

/**
 * Whether a suggested author names one of a title's authors: every word of the suggestion (of
 * two letters or more) is a word of that author, so "Paulo Freire", "Freire, Paulo" and
 * "FREIRE" all name "Freire, Paulo, 1921-1997".
 */
export function authorMatches(suggested: string, authors: readonly string[]): boolean {
  const wanted = foldWords(suggested).filter((w) => w.length >= 2);
  if (wanted.length === 0) return false;
  return authors.some((author) => {
    const words = new Set(foldWords(author));
    return wanted.every((w) => words.has(w));
  });
}

/** Both ISBN forms (10 and 13) of a valid ISBN, as the catalogue stores them. */
function isbnForms(digits: string): string[] {
  if (digits.length === 10) return [digits, isbn10To13(digits)];
  const ten = isbn13To10(digits);
  return ten ? [digits, ten] : [digits];
}

/**
 * The catalogue title a suggestion asks for, if the library already has it: the same ISBN/ISSN,
 * or the same title (folded: case, accents and punctuation aside; with or without what follows
 * a colon) by the same author. Answers its id or null.
 */
export async function findExistingTitle(
  repository: AcquisitionRepository,
  suggestion: { title: string; author: string | null; isbnIssn: string | null },
): Promise<number | null> {
  const code = suggestion.isbnIssn ? parseIsbnIssn(suggestion.isbnIssn) : null;
  if (code) {
    const forms =
      code.kind === 'isbn'
        ? isbnForms(code.digits)
        : [`${code.digits.slice(0, 4)}-${code.digits.slice(4)}`];
    const id = await repository.titleByCode(code.kind, forms);
    if (id !== null) return id;
  }
  if (!suggestion.author) return null;
  const titles = [suggestion.title];
  const main = suggestion.title.split(/\s[:;/]\s?|:\s/)[0]?.trim();
  if (main && main !== suggestion.title) titles.push(main);
  const candidates = await repository.titlesByFoldedTitle(titles);
  const match = candidates.find((t) =>
    authorMatches(suggestion.author!, [
      ...t.authors,
      ...(t.responsibility ? [t.responsibility] : []),
    ]),
  );
  return match?.id ?? null;
}
