import { isDict, type PdfDocument, PdfRef, PdfString, type PdfValue, parsePdf } from '../pdf-objects.ts';

/** The names under which hybrid invoices embed their XML (compared without case): Factur-X, ZUGFeRD, XRechnung. */
const INVOICE_FILE_NAMES = ['factur-x.xml', 'zugferd-invoice.xml', 'xrechnung.xml'];

const text = (pdf: PdfDocument, value: PdfValue | undefined) => {
  const resolved = pdf.resolve(value);
  return resolved instanceof PdfString ? resolved.text() : undefined;
};

/**
 * The invoice XML embedded in a Factur-X (or ZUGFeRD) PDF, or null when it carries none. Throws when the PDF is
 * encrypted or its file is stored with a compression this reader does not know.
 */
export function readFacturXXml(pdfBytes: Uint8Array): string | null {
  const pdf = parsePdf(Buffer.from(pdfBytes.buffer, pdfBytes.byteOffset, pdfBytes.byteLength));
  if (pdf.trailer.Encrypt !== undefined) throw new Error('PDF chiffré : impossible d’en extraire le XML Factur-X');
  for (const object of pdf.objects.values()) {
    const spec = object.value;
    if (!isDict(spec)) continue;
    const embedded = pdf.resolve(spec.EF);
    if (!isDict(embedded)) continue;
    const name = (text(pdf, spec.UF) ?? text(pdf, spec.F))?.toLowerCase();
    if (!name || !INVOICE_FILE_NAMES.includes(name)) continue;
    const ref = embedded.F ?? embedded.UF;
    const stream = ref instanceof PdfRef ? pdf.objects.get(ref.num) : undefined;
    if (stream?.stream) return pdf.decodeStream(stream).toString('utf8');
  }
  return null;
}
