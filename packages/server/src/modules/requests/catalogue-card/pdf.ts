import { startPdf } from '../../../lib/pdf-document.ts';
import type { CatalogueCard } from './card.ts';

/** Points in a centimetre. */
const CM = 72 / 2.54;

/** The card's frame: 12.5 × 7.5 cm, the size Brazilian libraries print (NBR 14724 practice). */
export const CARD_WIDTH = 12.5 * CM;
export const CARD_HEIGHT = 7.5 * CM;

/** Inside the frame: margins, the call-number column, the indentions of AACR2 cards. */
const PADDING = 0.4 * CM;
const CALL_NUMBER_WIDTH = 1.7 * CM;
const SECOND_INDENTION = 0.35 * CM;

/**
 * Where the card sits on a page of the given size (points, from the top left): the frame's
 * left edge and top, the text column's left edge (the first indention) and width.
 */
export function cardGeometry(pageWidth: number, pageHeight: number) {
  const left = (pageWidth - CARD_WIDTH) / 2;
  return {
    left,
    top: pageHeight - 3 * CM - CARD_HEIGHT,
    /** The call-number column starts here. */
    callNumberLeft: left + PADDING,
    textLeft: left + PADDING + CALL_NUMBER_WIDTH,
    textWidth: CARD_WIDTH - 2 * PADDING - CALL_NUMBER_WIDTH,
    /** How far the second indention is from the first. */
    secondIndention: SECOND_INDENTION,
  };
}

/** Characters the PDF standard fonts (WinAnsi) can show besides Latin-1. */
const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

/** Text the standard fonts can print: anything else becomes "?" rather than garbage. */
function printable(text: string): string {
  return [...text.normalize('NFC')]
    .map((char) => (char.charCodeAt(0) <= 0xff || WIN_ANSI_EXTRA.includes(char) ? char : '?'))
    .join('');
}

/** Options of the card document. */
export interface CardPdfOptions {
  /** The line under the frame (who reviewed it, when). */
  footer: string;
  /** Uncompressed content streams (tests read the text back). */
  compress?: boolean;
}

/**
 * The card as an A4 PDF page, the frame in the lower half where it is printed on the back of
 * the title page, with "Dados Internacionais de Catalogação na Publicação (CIP)" above it.
 * The text is set in Times at 10 pt, smaller (down to 7 pt) when a long title would overflow
 * the frame.
 */
export async function cataloguePdf(card: CatalogueCard, options: CardPdfOptions): Promise<Buffer> {
  const { doc, done } = await startPdf({
    size: 'A4',
    margin: 0,
    compress: options.compress ?? true,
    info: { Title: 'Ficha catalográfica', Producer: 'Estante' },
  });

  const { left, top, textLeft, textWidth } = cardGeometry(doc.page.width, doc.page.height);

  const paragraphs: { text: string; indent: number; gapBefore: number }[] = [
    { text: card.authorEntry, indent: 0, gapBefore: 0 },
    { text: card.titleParagraph, indent: SECOND_INDENTION, gapBefore: 0 },
    { text: card.physicalDescription, indent: SECOND_INDENTION, gapBefore: 0 },
    ...card.notes.map((note, index) => ({
      text: note,
      indent: SECOND_INDENTION,
      gapBefore: index === 0 ? 1 : 0,
    })),
    { text: card.tracings, indent: SECOND_INDENTION, gapBefore: 1 },
  ].map((p) => ({ ...p, text: printable(p.text) }));

  // The largest size at which everything fits inside the frame.
  let size = 10;
  const heightAt = (points: number) => {
    doc.font('Times-Roman').fontSize(points);
    return paragraphs.reduce(
      (sum, p) =>
        sum +
        p.gapBefore * doc.currentLineHeight(true) +
        doc.heightOfString(p.text, { width: textWidth, indent: p.indent }),
      0,
    );
  };
  while (size > 7 && heightAt(size) > CARD_HEIGHT - 2 * PADDING) size -= 0.5;

  doc
    .font('Times-Bold')
    .fontSize(10)
    .text('Dados Internacionais de Catalogação na Publicação (CIP)', left, top - 0.6 * CM, {
      width: CARD_WIDTH,
      align: 'center',
    });
  doc.lineWidth(0.75).rect(left, top, CARD_WIDTH, CARD_HEIGHT).stroke();

  doc.font('Times-Roman').fontSize(size);
  card.callNumber.forEach((line, index) => {
    doc.text(printable(line), left + PADDING, top + PADDING + index * doc.currentLineHeight(true), {
      width: CALL_NUMBER_WIDTH - 0.2 * CM,
      lineBreak: false,
    });
  });
  let y = top + PADDING;
  for (const paragraph of paragraphs) {
    y += paragraph.gapBefore * doc.currentLineHeight(true);
    doc.text(paragraph.text, textLeft, y, { width: textWidth, indent: paragraph.indent });
    y = doc.y;
  }

  doc
    .font('Times-Italic')
    .fontSize(8)
    .text(printable(options.footer), left, top + CARD_HEIGHT + 0.25 * CM, {
      width: CARD_WIDTH,
      align: 'center',
    });
  doc.end();
  return done;
}
