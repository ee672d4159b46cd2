/**
 * The form in which title headings and authority headings are compared: "Silva, João da,"
 * on a title and "Silva, Joao da." on an authority record are the same person.
 */

// Combining marks left by NFD decomposition: the accents, cedilla, tilde…
const COMBINING_MARKS = /[\u0300-\u036f]/g;
// ISBD punctuation that closes a heading in MARC ("Silva, João," before $e), and spaces.
const TRAILING_PUNCTUATION = /[\s.,;:/=+]+$/u;

/**
 * Folds a heading for matching: lower case, accents removed, inner spaces collapsed,
 * trailing ISBD punctuation removed. The same function is used for authority.heading_key and
 * for the headings of titles, so both directions of linking agree.
 */
export function headingKey(heading: string): string {
  return heading
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .toLowerCase()
    .replace(/\s+/gu, ' ')
    .trim()
    .replace(TRAILING_PUNCTUATION, '');
}
