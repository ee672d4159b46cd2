/**
 * Reference styles offered by `/acervo/{id}/referencia`: ABNT by our own formatter, APA,
 * Vancouver and Harvard through citation-js (`@citation-js/plugin-csl` ships the CSL templates
 * `apa`, `vancouver` and `harvard1`, and the locales en-US, es-ES, fr-FR, de-DE, nl-NL — no
 * pt-BR, so Portuguese readers get the en-US terms of those international styles).
 */
import { REFERENCE_STYLES, type ReferenceStyle } from '@estante/contract';
import { citationJs } from './load-citation-js.ts';
import { formatAbnt, type AbntOptions, type FormattedReference } from './abnt.ts';
import { toCsl } from './csl.ts';
import type { ReferenceFacts } from './reference-facts.ts';

export { REFERENCE_STYLES, type ReferenceStyle };

const CSL_TEMPLATES: Record<Exclude<ReferenceStyle, 'abnt'>, string> = {
  apa: 'apa',
  vancouver: 'vancouver',
  harvard: 'harvard1',
};

/** The CSL entry's inner HTML, without citeproc's wrapper divs and list number. */
function entryHtml(html: string): string {
  const right = /<div class="csl-right-inline">([\s\S]*?)<\/div>/.exec(html);
  if (right) return right[1]!.trim();
  const entry = /<div[^>]*class="csl-entry"[^>]*>([\s\S]*?)<\/div>/.exec(html);
  return (entry?.[1] ?? html).trim();
}

function toMarkdown(html: string): string {
  return html
    .replace(/<\/?(i|em)>/g, '*')
    .replace(/<\/?(b|strong)>/g, '**')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#38;/g, '&');
}

/**
 * Formats one reference in a style.
 *
 * @param language the reader's language: es uses citation-js's es-ES locale, others en-US.
 */
export async function formatReference(
  facts: ReferenceFacts,
  style: ReferenceStyle,
  options: AbntOptions & { language?: 'pt' | 'en' | 'es' } = {},
): Promise<FormattedReference> {
  if (style === 'abnt') return formatAbnt(facts, options);
  const Cite = await citationJs();
  const cite = new Cite([toCsl(facts)]);
  const template = CSL_TEMPLATES[style];
  const lang = options.language === 'es' ? 'es-ES' : 'en-US';
  const text = cite
    .format('bibliography', { format: 'text', template, lang })
    .trim()
    .replace(/^1\.\s+/, '');
  const html = entryHtml(cite.format('bibliography', { format: 'html', template, lang }));
  return { text, html, markdown: toMarkdown(html) };
}
