import type PDFDocument from 'pdfkit';
import { loadPdfKit } from './load-libraries.ts';

export type Pdf = InstanceType<typeof PDFDocument>;

/** Draws a PDF with pdfkit and collects it into a Buffer. */
export async function renderPdf(
  options: ConstructorParameters<typeof PDFDocument>[0],
  draw: (doc: Pdf) => void,
): Promise<Buffer> {
  const PdfKit = await loadPdfKit();
  return new Promise((resolve, reject) => {
    const doc = new PdfKit({ ...options, info: { Producer: 'Sécurité Plateforme', ...options?.info } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      draw(doc);
      doc.end();
    } catch (error) {
      reject(error);
    }
  });
}
