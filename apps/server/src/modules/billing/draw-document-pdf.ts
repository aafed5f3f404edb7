import type { Pdf } from '../../pdf/render-pdf.ts';
import { textLine } from '../../pdf/text-fit.ts';
import type { DocumentPdfContent } from './document-pdf-content.ts';

const MARGIN = 40;
const WIDTH = 595.28 - 2 * MARGIN;
const PAGE_HEIGHT = 841.89;
const BOTTOM = PAGE_HEIGHT - 70;
const GREY = '#555555';
// Désignation, Qté, PU HT, TVA, Total HT.
const COLUMNS = [
  { x: 0, width: 235, title: 'Désignation' },
  { x: 240, width: 50, title: 'Qté', align: 'right' as const },
  { x: 295, width: 80, title: 'PU HT', align: 'right' as const },
  { x: 380, width: 45, title: 'TVA', align: 'right' as const },
  { x: 430, width: 85, title: 'Total HT', align: 'right' as const },
];

function block(doc: Pdf, x: number, y: number, width: number, name: string, lines: string[]): number {
  doc.font('Bold').fontSize(11).fillColor('black').text(name, x, y, { width });
  doc.font('Regular').fontSize(9).fillColor(GREY);
  for (const line of lines) doc.text(line, { width });
  return doc.y;
}

function tableHeader(doc: Pdf, y: number): number {
  doc.rect(MARGIN, y - 3, WIDTH, 16).fill('#eeeeee');
  doc.font('Bold').fontSize(9).fillColor('black');
  for (const column of COLUMNS)
    textLine(doc, column.title, { x: MARGIN + column.x, y, width: column.width }, column.align);
  return y + 18;
}

/** The top of a continuation page: the seller, the document's title and number, « (suite) », a rule. */
function continuationHeader(doc: Pdf, content: DocumentPdfContent): number {
  doc.font('Bold').fontSize(9).fillColor('black');
  textLine(doc, content.seller.name, { x: MARGIN, y: MARGIN, width: 250 });
  textLine(doc, `${content.title} (suite)`, { x: MARGIN + 260, y: MARGIN, width: WIDTH - 260 }, 'right');
  doc
    .moveTo(MARGIN, MARGIN + 14)
    .lineTo(MARGIN + WIDTH, MARGIN + 14)
    .strokeColor('#999999')
    .stroke();
  return MARGIN + 22;
}

/** A new page that repeats the document's header (and the table's, while lines are drawn). */
function nextPage(doc: Pdf, content: DocumentPdfContent, withTable: boolean): number {
  doc.addPage();
  const y = continuationHeader(doc, content);
  return withTable ? tableHeader(doc, y) : y;
}

/**
 * The footer of every page: the custom footer, the legal identity, the document's title and number with « Page N/M ».
 * The bottom margin is lifted while it is written, so that text near the edge never opens a blank page.
 */
function footers(doc: Pdf, content: DocumentPdfContent): void {
  const range = doc.bufferedPageRange();
  for (let page = range.start; page < range.start + range.count; page++) {
    doc.switchToPage(page);
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    let footerY = PAGE_HEIGHT - 55;
    doc.font('Regular').fontSize(7).fillColor(GREY);
    for (const line of content.footer) {
      textLine(doc, line, { x: MARGIN, y: footerY, width: WIDTH }, 'center');
      footerY += 9;
    }
    const label = `${content.title} — Page ${page - range.start + 1}/${range.count}`;
    textLine(doc, label, { x: MARGIN, y: PAGE_HEIGHT - 28, width: WIDTH }, 'right');
    doc.page.margins.bottom = margin;
  }
}

/**
 * Draws a commercial document on A4 with the embedded fonts (Regular, Bold…), so the same drawing serves the
 * Factur-X PDF/A-3 of a validated invoice and the plain PDF of a draft or a quote. Continuation pages repeat the
 * seller, the title and number, and the table's header; every page ends with the number and « Page N/M ».
 */
export function drawDocumentPdf(doc: Pdf, content: DocumentPdfContent): void {
  let y = MARGIN;
  const sellerEnd = block(doc, MARGIN, y, 250, content.seller.name, content.seller.lines);
  doc
    .font('Bold')
    .fontSize(16)
    .fillColor('black')
    .text(content.title, MARGIN + 270, y, { width: WIDTH - 270, align: 'right' });
  if (content.draft)
    doc
      .font('Bold')
      .fontSize(10)
      .fillColor('#b00020')
      .text('BROUILLON — sans valeur comptable', { width: WIDTH - 270, align: 'right' });
  doc.font('Regular').fontSize(9).fillColor('black');
  for (const fact of content.facts) doc.text(fact, { width: WIDTH - 270, align: 'right' });
  y = Math.max(sellerEnd, doc.y) + 12;
  const buyerEnd = block(doc, MARGIN + 270, y, WIDTH - 270, content.buyer.name, content.buyer.lines);
  y = buyerEnd + 12;
  if (content.header) {
    doc.font('Regular').fontSize(9).fillColor('black').text(content.header, MARGIN, y, { width: WIDTH });
    y = doc.y + 8;
  }
  if (content.subject) {
    doc.font('Bold').fontSize(10).fillColor('black').text(`Objet : ${content.subject}`, MARGIN, y, { width: WIDTH });
    y = doc.y + 8;
  }
  y = tableHeader(doc, y);
  for (const row of content.rows) {
    doc.font('Regular').fontSize(9);
    const labelHeight = doc.heightOfString(row.label, { width: COLUMNS[0].width });
    const descriptionHeight = row.description
      ? doc.fontSize(8).heightOfString(row.description, { width: COLUMNS[0].width })
      : 0;
    if (y + labelHeight + descriptionHeight + 8 > BOTTOM) y = nextPage(doc, content, true);
    doc.font('Regular').fontSize(9).fillColor('black').text(row.label, MARGIN, y, { width: COLUMNS[0].width });
    const values = [row.quantity, row.unitPrice, row.vat, row.total];
    values.forEach((value, index) => {
      const column = COLUMNS[index + 1]!;
      textLine(doc, value, { x: MARGIN + column.x, y, width: column.width }, column.align);
    });
    y += labelHeight;
    if (row.description) {
      doc.font('Italic').fontSize(8).fillColor(GREY).text(row.description, MARGIN, y, { width: COLUMNS[0].width });
      y = doc.y;
    }
    y += 4;
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + WIDTH, y)
      .strokeColor('#dddddd')
      .stroke();
    y += 4;
  }
  if (y + 6 + content.totals.length * 14 > BOTTOM) y = nextPage(doc, content, false);
  y += 6;
  for (const total of content.totals) {
    doc
      .font(total.strong ? 'Bold' : 'Regular')
      .fontSize(total.strong ? 10 : 9)
      .fillColor('black');
    textLine(doc, total.label, { x: MARGIN + 240, y, width: 185 }, 'right');
    textLine(doc, total.value, { x: MARGIN + 430, y, width: 85 }, 'right');
    y += 14;
  }
  y += 10;
  doc.font('Regular').fontSize(8).fillColor(GREY);
  for (const mention of content.mentions) {
    if (y + doc.heightOfString(mention, { width: WIDTH }) > BOTTOM) {
      y = nextPage(doc, content, false);
      doc.font('Regular').fontSize(8).fillColor(GREY);
    }
    doc.text(mention, MARGIN, y, { width: WIDTH });
    y = doc.y + 3;
  }
  footers(doc, content);
}
