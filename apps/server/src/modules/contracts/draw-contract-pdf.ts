import { createHash } from 'node:crypto';
import { type Pdf, renderPdf } from '../../pdf/render-pdf.ts';

const MARGIN = 50;
const PAGE_WIDTH = 595.28;
const WIDTH = PAGE_WIDTH - 2 * MARGIN;
const GREY = '#555555';

/** What a contract's PDF shows; the same content draws the document sent and, with signatures, the signed one. */
export interface ContractPdfContent {
  agencyName: string;
  agencyLines: string[];
  title: string;
  reference: string | null;
  kindLabel: string;
  partyLabel: string;
  partyName: string;
  /** The body with its variables filled. */
  body: string;
  /** A preview of unsaved or unsent content is marked as such. */
  preview: boolean;
  /** The document's date (its PDF creation date too: the same content and date draw the same bytes). */
  date: Date;
  timeZone: string;
}

export interface PdfSignature {
  role: 'agency' | 'signer';
  signerName: string;
  signerEmail: string | null;
  signedAt: Date;
  ip: string | null;
  userAgent: string | null;
  documentSha256: string;
  image: Buffer;
}

export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

function dateTime(date: Date, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat('fr-FR', { timeZone, dateStyle: 'long', timeStyle: 'medium' }).format(date);
  } catch {
    return date.toISOString();
  }
}

function header(doc: Pdf, content: ContractPdfContent): void {
  doc.font('Helvetica-Bold').fontSize(12).fillColor('black').text(content.agencyName, MARGIN, MARGIN, { width: 260 });
  doc.font('Helvetica').fontSize(9).fillColor(GREY);
  for (const line of content.agencyLines) doc.text(line, { width: 260 });
  const left = doc.y;
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(GREY)
    .text(content.kindLabel, MARGIN + 270, MARGIN, { width: WIDTH - 270, align: 'right' });
  if (content.reference) doc.text(`Référence : ${content.reference}`, { width: WIDTH - 270, align: 'right' });
  doc.text(`${content.partyLabel} : ${content.partyName}`, { width: WIDTH - 270, align: 'right' });
  doc.y = Math.max(left, doc.y) + 24;
  doc.font('Helvetica-Bold').fontSize(17).fillColor('black').text(content.title, MARGIN, doc.y, {
    width: WIDTH,
    align: 'center',
  });
  if (content.preview)
    doc
      .moveDown(0.3)
      .font('Helvetica-Bold')
      .fontSize(10)
      .fillColor('#b00020')
      .text('APERÇU — document non envoyé pour signature', { width: WIDTH, align: 'center' });
  doc.moveDown(1.2);
}

function signatureBox(
  doc: Pdf,
  x: number,
  y: number,
  title: string,
  signature: PdfSignature | undefined,
  timeZone: string,
) {
  const width = WIDTH / 2 - 10;
  doc.font('Helvetica-Bold').fontSize(10).fillColor('black').text(title, x, y, { width });
  doc
    .rect(x, y + 16, width, 90)
    .strokeColor('#999999')
    .lineWidth(0.5)
    .stroke();
  if (signature) {
    try {
      doc.image(signature.image, x + 8, y + 20, { fit: [width - 16, 60], align: 'center', valign: 'center' });
    } catch {
      doc
        .font('Helvetica')
        .fontSize(9)
        .text('(signature illisible)', x + 8, y + 40, { width: width - 16 });
    }
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(GREY)
      .text(`${signature.signerName} — ${dateTime(signature.signedAt, timeZone)}`, x + 6, y + 88, {
        width: width - 12,
        lineBreak: false,
      });
  } else {
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(GREY)
      .text('Signature', x + 6, y + 88, { width: width - 12, lineBreak: false });
  }
}

/** The contract's pages: the header, the filled body, and the two signature boxes (filled once signed). */
function drawContract(doc: Pdf, content: ContractPdfContent, signatures: PdfSignature[]): void {
  header(doc, content);
  doc.font('Helvetica').fontSize(10.5).fillColor('black').text(content.body, MARGIN, doc.y, {
    width: WIDTH,
    align: 'justify',
    lineGap: 2,
    paragraphGap: 4,
  });
  const bottom = doc.page.height - doc.page.margins.bottom;
  if (doc.y + 150 > bottom) doc.addPage();
  const y = doc.y + 24;
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(GREY)
    .text(
      `Document émis le ${dateTime(content.date, content.timeZone).split(' à ')[0]} pour signature électronique.`,
      MARGIN,
      y,
      {
        width: WIDTH,
      },
    );
  const boxes = doc.y + 10;
  signatureBox(
    doc,
    MARGIN,
    boxes,
    `Pour ${content.agencyName}`,
    signatures.find((s) => s.role === 'agency'),
    content.timeZone,
  );
  signatureBox(
    doc,
    MARGIN + WIDTH / 2 + 10,
    boxes,
    `${content.partyLabel} : ${content.partyName}`,
    signatures.find((s) => s.role === 'signer'),
    content.timeZone,
  );
}

const roleLabels = { agency: 'Agence', signer: 'Signataire' } as const;

/** The audit page of a signed contract: who signed, when, from where, and the document's SHA-256. */
function drawAudit(doc: Pdf, content: ContractPdfContent, signatures: PdfSignature[], documentSha256: string): void {
  doc.addPage();
  doc
    .font('Helvetica-Bold')
    .fontSize(15)
    .fillColor('black')
    .text('Certificat de signature électronique', MARGIN, MARGIN, {
      width: WIDTH,
    });
  doc.moveDown(0.6).font('Helvetica').fontSize(10);
  const fact = (label: string, value: string) => {
    doc.font('Helvetica-Bold').text(`${label} : `, { continued: true, width: WIDTH }).font('Helvetica').text(value);
  };
  fact('Contrat', content.title);
  if (content.reference) fact('Référence', content.reference);
  fact(content.partyLabel, content.partyName);
  fact('Émis par', content.agencyName);
  fact('Envoyé pour signature le', dateTime(content.date, content.timeZone));
  doc.moveDown(0.4);
  doc.font('Helvetica-Bold').text('Empreinte SHA-256 du document signé :');
  doc.font('Courier').fontSize(9).text(documentSha256, { width: WIDTH });
  doc.moveDown(0.8);
  for (const signature of signatures) {
    doc
      .font('Helvetica-Bold')
      .fontSize(11)
      .fillColor('black')
      .text(`${roleLabels[signature.role]} — ${signature.signerName}`);
    doc.font('Helvetica').fontSize(9.5).fillColor('black');
    if (signature.signerEmail) fact('E-mail', signature.signerEmail);
    fact('Signé le', dateTime(signature.signedAt, content.timeZone));
    fact('Adresse IP', signature.ip ?? 'inconnue');
    fact('Navigateur', signature.userAgent ?? 'inconnu');
    doc.font('Helvetica-Bold').text('Empreinte SHA-256 du document :');
    doc.font('Courier').fontSize(8.5).text(signature.documentSha256, { width: WIDTH });
    doc.moveDown(0.8);
  }
  doc
    .font('Helvetica')
    .fontSize(8.5)
    .fillColor(GREY)
    .text(
      'Chaque signature a été apposée sur le document dont l’empreinte est indiquée ci-dessus. Le PDF signé est ' +
        'conservé avec sa propre empreinte : toute modification ultérieure du fichier est détectée et son ' +
        'téléchargement refusé.',
      { width: WIDTH },
    );
}

function footer(doc: Pdf, content: ContractPdfContent): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const text = `${content.title}${content.reference ? ` — ${content.reference}` : ''} — page ${i + 1} / ${range.count}`;
    // Text in the bottom margin would make pdfkit start a new page: the margin is lifted while the footer is drawn.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(7.5)
      .fillColor(GREY)
      .text(text, MARGIN, doc.page.height - 30, { width: WIDTH, align: 'center', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
}

const pdfOptions = (content: ContractPdfContent) => ({
  size: 'A4' as const,
  margins: { top: MARGIN, bottom: 50, left: MARGIN, right: MARGIN },
  bufferPages: true,
  info: { Title: content.title, Author: content.agencyName, CreationDate: content.date, ModDate: content.date },
});

/**
 * The document sent for signature (or a preview). The same content and date give the same bytes (standard fonts,
 * fixed dates), so its SHA-256 can be recomputed.
 */
export function renderContractPdf(content: ContractPdfContent, signatures: PdfSignature[] = []): Promise<Buffer> {
  return renderPdf(pdfOptions(content), (doc) => {
    drawContract(doc, content, signatures);
    footer(doc, content);
  });
}

/** The signed PDF: the contract with its signatures drawn, then the audit page. */
export function renderSignedContractPdf(
  content: ContractPdfContent,
  signatures: PdfSignature[],
  documentSha256: string,
  signedAt: Date,
): Promise<Buffer> {
  return renderPdf(
    { ...pdfOptions(content), info: { ...pdfOptions(content).info, CreationDate: signedAt, ModDate: signedAt } },
    (doc) => {
      drawContract(doc, content, signatures);
      drawAudit(doc, content, signatures, documentSha256);
      footer(doc, content);
    },
  );
}
