import { startPdf } from '../../lib/pdf-document.ts';

/** A reference split into runs; `bold` runs are the element ABNT highlights (the title). */
export type ReferenceRuns = { text: string; bold: boolean }[];

/** Splits the Markdown rendering of a reference (`**bold**`) into runs. */
export function runsFromMarkdown(markdown: string): ReferenceRuns {
  return markdown
    .split('**')
    .map((text, i) => ({ text, bold: i % 2 === 1 }))
    .filter((run) => run.text !== '');
}

/** What the PDF reference list shows. */
export interface ReferenceListPdf {
  institution: string;
  heading: string;
  /** Line under the heading (the date of the export). */
  subtitle: string;
  references: ReferenceRuns[];
  /** Uncompressed content streams (tests read the text back). */
  compress?: boolean;
}

/**
 * A clean A4 reference list: the institution's name, a heading, the date, then the references
 * in order, left-aligned and single-spaced with a blank line between them (NBR 6023 §6.1), the
 * title in bold. Uses the PDF standard fonts (no font files to ship), which carry Latin text.
 */
export async function referenceListPdf(list: ReferenceListPdf): Promise<Buffer> {
  const { doc, done } = await startPdf({
    size: 'A4',
    margins: { top: 72, bottom: 72, left: 85, right: 57 },
    compress: list.compress ?? true,
    info: { Title: list.heading, Author: list.institution, Producer: 'Estante' },
  });
  doc.font('Helvetica-Bold').fontSize(13).text(list.institution, { align: 'center' });
  doc.moveDown(0.5);
  doc.font('Helvetica-Bold').fontSize(12).text(list.heading, { align: 'center' });
  doc.font('Helvetica').fontSize(9).text(list.subtitle, { align: 'center' });
  doc.moveDown(1.5);
  doc.fontSize(11);
  for (const runs of list.references) {
    runs.forEach((run, i) => {
      doc
        .font(run.bold ? 'Helvetica-Bold' : 'Helvetica')
        .text(run.text, { continued: i < runs.length - 1, align: 'left' });
    });
    doc.moveDown(1);
  }
  doc.end();
  return done;
}
