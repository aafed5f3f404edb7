import { loadPdfKit } from '../load-libraries.ts';
import type { Pdf } from '../render-pdf.ts';
import { FACTURX_FONTS, type FacturXFont, facturXFontFile, facturXFontPath } from './facturx-fonts.ts';
import { type FacturXConformanceLevel, facturXXmp } from './facturx-xmp.ts';

/** The name Factur-X gives the embedded XML. */
export const FACTURX_FILE_NAME = 'factur-x.xml';

export interface FacturXPdfOptions {
  /**
   * Draws the human-readable invoice. Text must use the embedded fonts, doc.font('Regular' | 'Bold' | 'Italic' |
   * 'BoldItalic' | 'Condensed' | 'CondensedBold') ('Regular' is current when it starts); the standard fonts
   * (Helvetica…) are refused, PDF/A forbidding fonts that are not embedded.
   */
  draw: (doc: Pdf) => void;
  /** The CII XML, from buildFacturXXml. */
  xml: string;
  /** The document's title (Info and XMP), e.g. « Facture FA-2026-00042 ». */
  title: string;
  /** The issuer, usually the seller's name. */
  author?: string;
  subject?: string;
  /** When the file is made; fixed in tests to get the same bytes each time. */
  createdAt?: Date;
  /** fx:ConformanceLevel, EN 16931 by default (the profile buildFacturXXml writes). */
  conformanceLevel?: FacturXConformanceLevel;
  /** Page options of pdfkit. */
  page?: Pick<PDFKit.PDFDocumentOptions, 'size' | 'margin' | 'margins' | 'layout' | 'bufferPages'>;
}

const STANDARD_FONT = /^(Courier|Helvetica|Times|Symbol|ZapfDingbats)/;

// pdfkit copies Title, Author and Subject into the XMP without escaping them: XML's special characters are kept out
// (the Info dictionary and the XMP must say the same thing, so escaping one of them only is no answer).
const xmpSafe = (text: string | undefined) =>
  text
    ?.replace(/&/g, 'et')
    .replace(/[<>]/g, '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
    .replace(/[\u0000-\u001f]/g, ' ')
    .trim();

// The output intent's ICC profile is the one pdfkit's PDF/A mode embeds by itself (node_modules/pdfkit/js/data/
// sRGB_IEC61966_2_1.icc): the International Color Consortium's sRGB2014 profile (« Copyright International Color
// Consortium, 2015 »), which the ICC distributes for anyone to use and embed unchanged. pdfkit takes no other
// profile, so a copy in this repository would go unused; the tests check that it is there.

/**
 * Draws a Factur-X invoice: a PDF/A-3b (PDF 1.7) document with embedded fonts, an sRGB output intent, the CII XML
 * embedded as factur-x.xml (AFRelationship /Alternative, listed in the catalog's /AF) and the Factur-X XMP
 * properties with their extension schema. Collected into a Buffer, like renderPdf.
 */
export async function renderFacturXPdf(options: FacturXPdfOptions): Promise<Buffer> {
  const createdAt = options.createdAt ?? new Date();
  const PdfKit = await loadPdfKit();
  return new Promise((resolve, reject) => {
    const doc = new PdfKit({
      ...options.page,
      pdfVersion: '1.7',
      subset: 'PDF/A-3b',
      lang: 'fr-FR',
      displayTitle: true,
      // Without it pdfkit would start on Helvetica, a standard font PDF/A refuses.
      font: facturXFontPath('Regular'),
      info: {
        Title: xmpSafe(options.title),
        // pdfkit derives the file identifier from every entry, and fails on an undefined one.
        ...(options.author ? { Author: xmpSafe(options.author) } : {}),
        ...(options.subject ? { Subject: xmpSafe(options.subject) } : {}),
        Creator: 'Sécurité Plateforme',
        Producer: 'Sécurité Plateforme (pdfkit)',
        CreationDate: createdAt,
      },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      for (const name of Object.keys(FACTURX_FONTS) as FacturXFont[]) doc.registerFont(name, facturXFontFile(name));
      const font = doc.font.bind(doc) as (...args: unknown[]) => Pdf;
      doc.font = ((src: unknown, ...rest: unknown[]) => {
        if (typeof src === 'string' && STANDARD_FONT.test(src))
          throw new Error(`PDF/A : la police « ${src} » n’est pas incorporée ; utilisez Regular, Bold, Italic…`);
        return font(src, ...rest);
      }) as Pdf['font'];
      doc.font('Regular');
      doc.appendXML(
        facturXXmp({ fileName: FACTURX_FILE_NAME, conformanceLevel: options.conformanceLevel ?? 'EN 16931' }),
      );
      doc.file(Buffer.from(options.xml, 'utf8'), {
        name: FACTURX_FILE_NAME,
        type: 'text/xml',
        description: 'Factur-X',
        creationDate: createdAt,
        modifiedDate: createdAt,
        relationship: 'Alternative',
      } as PDFKit.Mixins.PDFAttachmentOptions);
      options.draw(doc);
      doc.end();
    } catch (error) {
      reject(error);
    }
  });
}
