/**
 * Citations: ABNT NBR 6023 (our own), APA, Vancouver and Harvard (citation-js), and CSL-JSON
 * for RIS/BibTeX exports. Start from a MARC record with {@link referenceFactsFromRecord}.
 *
 * @example
 *   const facts = referenceFactsFromRecord(record, titleId);
 *   formatAbnt(facts).text;          // "AUSTEN, Jane. Pride and prejudice. London: …, 1813."
 *   await formatReference(facts, 'apa');  // { text, html, markdown }
 *   toCsl(facts);                    // CSL-JSON for new Cite([...]).format('ris' | 'bibtex')
 */
export { formatAbnt, abntDate, type AbntOptions, type FormattedReference } from './abnt.ts';
export { toCsl, type CslItem, type CslName } from './csl.ts';
export {
  referenceFactsFromRecord,
  type ReferenceFacts,
  type ReferenceName,
  type HostItem,
  type ThesisNote,
} from './reference-facts.ts';
export { formatReference, REFERENCE_STYLES, type ReferenceStyle } from './styles.ts';
