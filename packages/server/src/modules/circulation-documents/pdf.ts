import { startPdf } from '../../lib/pdf-document.ts';

/** A labelled line of a document ("Nome: Ana"). */
export interface PdfField {
  label: string;
  value: string;
}

/** A one-page A4 document: the institution, a heading, paragraphs, fields and a footer. */
export interface SimpleDocumentPdf {
  institution: string;
  heading: string;
  paragraphs: string[];
  fields: PdfField[];
  /** Small print at the end (verification address, notes). */
  footer: string[];
  /** Uncompressed content streams (tests read the text back). */
  compress?: boolean;
}

/**
 * The declaration and the payment slip: the PDF standard fonts (Latin text, no font files to
 * ship), the institution centred on top, then the heading, the text and the labelled fields.
 */
export async function simpleDocumentPdf(document: SimpleDocumentPdf): Promise<Buffer> {
  const { doc, done } = await startPdf({
    size: 'A4',
    margins: { top: 72, bottom: 72, left: 85, right: 57 },
    compress: document.compress ?? true,
    info: { Title: document.heading, Author: document.institution, Producer: 'Estante' },
  });
  doc.font('Helvetica-Bold').fontSize(13).text(document.institution, { align: 'center' });
  doc.moveDown(1.5);
  doc.font('Helvetica-Bold').fontSize(15).text(document.heading, { align: 'center' });
  doc.moveDown(1.5);
  doc.font('Helvetica').fontSize(11);
  for (const paragraph of document.paragraphs) {
    doc.text(paragraph, { align: 'justify', lineGap: 3 });
    doc.moveDown(1);
  }
  doc.moveDown(0.5);
  for (const field of document.fields) {
    doc.font('Helvetica-Bold').text(`${field.label}: `, { continued: true });
    doc.font('Helvetica').text(field.value);
    doc.moveDown(0.3);
  }
  if (document.footer.length > 0) {
    doc.moveDown(2);
    doc.font('Helvetica').fontSize(9);
    for (const line of document.footer) doc.text(line, { align: 'left' });
  }
  doc.end();
  return done;
}
