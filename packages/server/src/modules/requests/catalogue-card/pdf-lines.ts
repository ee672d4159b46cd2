import { getDocumentProxy } from 'unpdf';

/** A run of text on a PDF page, where it starts (points from the left and from the bottom). */
export interface PdfItem {
  x: number;
  y: number;
  str: string;
}

/** The non-blank text runs of a PDF's first page, as PDF.js reads them. */
export async function pdfItems(pdf: Uint8Array): Promise<PdfItem[]> {
  const page = await (await getDocumentProxy(new Uint8Array(pdf))).getPage(1);
  const items = (await page.getTextContent()).items as { str: string; transform: number[] }[];
  return items
    .filter((item) => item.str.trim() !== '')
    .map((item) => ({ x: item.transform[4]!, y: item.transform[5]!, str: item.str }));
}

/** A line of text on a PDF page: its words and where it starts (points from the left). */
export interface PdfLine {
  x: number;
  text: string;
}

/**
 * The text of a PDF's first page read back with PDF.js, line by line from the top (items on
 * one baseline joined with a space), with each line's left edge — for tests of generated PDFs.
 */
export async function pdfLayout(
  pdf: Uint8Array,
  keep: (item: PdfItem) => boolean = () => true,
): Promise<PdfLine[]> {
  const lines = new Map<number, { x: number; str: string }[]>();
  for (const item of (await pdfItems(pdf)).filter(keep)) {
    const y = Math.round(item.y);
    lines.set(y, [...(lines.get(y) ?? []), { x: item.x, str: item.str }]);
  }
  return [...lines.entries()]
    .sort(([a], [b]) => b - a)
    .map(([, parts]) => {
      parts.sort((a, b) => a.x - b.x);
      return { x: parts[0]!.x, text: parts.map((p) => p.str.trim()).join(' ') };
    });
}

/** The lines' text only. */
export async function pdfLines(pdf: Uint8Array): Promise<string[]> {
  return (await pdfLayout(pdf)).map((line) => line.text);
}
