import PDFDocument from 'pdfkit';

export type Pdf = InstanceType<typeof PDFDocument>;

/** Draws a PDF with pdfkit and collects it into a Buffer. */
export function renderPdf(
  options: ConstructorParameters<typeof PDFDocument>[0],
  draw: (doc: Pdf) => void,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ ...options, info: { Producer: 'Sécurité Plateforme', ...options?.info } });
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
