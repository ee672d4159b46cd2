/**
 * A PDF document being written, and the bytes it will hold once ended. pdfkit is imported on
 * first use: with its font metrics it took about a second to import on the 2-core machine, in
 * every process (and every API test file) that loads the app, and few of them make a PDF.
 */
let pdfkit: Promise<PDFKit.PDFDocument> | null = null;

export async function startPdf(
  options: PDFKit.PDFDocumentOptions,
): Promise<{ doc: PDFKit.PDFDocument; done: Promise<Buffer> }> {
  pdfkit ??= import('pdfkit').then((module) => module.default);
  const PDFDocument = await pdfkit;
  const doc = new PDFDocument(options);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}
