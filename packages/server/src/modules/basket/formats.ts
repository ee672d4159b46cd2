import type { BasketExportField, BasketExportFormat } from '@estante/contract';
import { citationJs } from '../../citation/load-citation-js.ts';
import { formatAbnt, referenceFactsFromRecord, toCsl } from '../../citation/index.ts';
import { serializeIso2709 } from '../../marc/write-iso2709.ts';
import { serializeMarcXml } from '../../marc/write-marcxml.ts';
import { titlesToCsv } from './csv.ts';
import { referenceListPdf, runsFromMarkdown } from './pdf.ts';
import type { ExportTitle } from './repository.ts';

/** A finished export file. */
export interface ExportFile {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** What every format may need besides the titles. */
export interface ExportContext {
  fields?: readonly BasketExportField[];
  institution: string;
  /** PDF heading and date line, already in the caller's language. */
  heading: string;
  subtitle: string;
}

const FILES: Record<BasketExportFormat, { filename: string; contentType: string }> = {
  abnt: { filename: 'cesta-abnt.txt', contentType: 'text/plain; charset=utf-8' },
  ris: { filename: 'cesta.ris', contentType: 'application/x-research-info-systems; charset=utf-8' },
  bibtex: { filename: 'cesta.bib', contentType: 'application/x-bibtex; charset=utf-8' },
  marc: { filename: 'cesta.mrc', contentType: 'application/marc' },
  marcxml: { filename: 'cesta.xml', contentType: 'application/marcxml+xml; charset=utf-8' },
  csv: { filename: 'cesta.csv', contentType: 'text/csv; charset=utf-8' },
  pdf: { filename: 'cesta.pdf', contentType: 'application/pdf' },
};

function abnt(title: ExportTitle) {
  return formatAbnt(referenceFactsFromRecord(title.marc, title.id));
}

function cslItems(titles: readonly ExportTitle[]) {
  return titles.map((t) => toCsl(referenceFactsFromRecord(t.marc, t.id)));
}

/**
 * CSL types whose RIS mapping in citation-js 0.8 drops the authors (MUSIC, MPCT, NEWS, BILL,
 * CASE, HEAR carry no AU lines): exported as generic (GEN) entries, which keep them — the
 * authors of a reference matter more than its RIS type.
 */
const RIS_TYPES_WITHOUT_AUTHORS = new Set([
  'musical_score',
  'motion_picture',
  'broadcast',
  'article-newspaper',
  'bill',
  'legal_case',
  'hearing',
]);

/**
 * RIS. citation-js folds values longer than 70 characters onto continuation lines that RIS
 * readers (citation-js's own included) join with a space, splitting words: unfold them.
 */
async function ris(titles: readonly ExportTitle[]): Promise<string> {
  const Cite = await citationJs();
  const items = cslItems(titles).map((item) =>
    RIS_TYPES_WITHOUT_AUTHORS.has(item.type) ? { ...item, type: 'document' } : item,
  );
  return new Cite(items).format('ris').replace(/\r?\n(?![A-Z][A-Z0-9] {2}- ?|$)/g, '');
}

async function render(
  format: BasketExportFormat,
  titles: readonly ExportTitle[],
  context: ExportContext,
): Promise<Buffer> {
  switch (format) {
    case 'abnt':
      // NBR 6023 §6.1: references single-spaced, separated by a blank line.
      return Buffer.from(titles.map((t) => abnt(t).text).join('\n\n') + '\n', 'utf8');
    case 'ris':
      return Buffer.from(await ris(titles), 'utf8');
    case 'bibtex': {
      const Cite = await citationJs();
      return Buffer.from(new Cite(cslItems(titles)).format('bibtex'), 'utf8');
    }
    case 'marc':
      return Buffer.concat(titles.map((t) => serializeIso2709(t.marc)));
    case 'marcxml':
      return Buffer.from(serializeMarcXml(titles.map((t) => t.marc)), 'utf8');
    case 'csv':
      return Buffer.from(
        titlesToCsv(titles, context.fields, (t) => abnt(t).text),
        'utf8',
      );
    case 'pdf':
      return referenceListPdf({
        institution: context.institution,
        heading: context.heading,
        subtitle: context.subtitle,
        references: titles.map((t) => runsFromMarkdown(abnt(t).markdown)),
      });
  }
}

/** Renders the titles, in the given order, as one export file of `format`. */
export async function exportFile(
  format: BasketExportFormat,
  titles: readonly ExportTitle[],
  context: ExportContext,
): Promise<ExportFile> {
  return { ...FILES[format], content: await render(format, titles, context) };
}
