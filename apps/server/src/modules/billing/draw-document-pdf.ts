import type { Pdf } from '../../pdf/render-pdf.ts';
import { textLine } from '../../pdf/text-fit.ts';
import type { DocumentPdfContent } from './document-pdf-content.ts';

const MARGIN = 40;
const WIDTH = 595.28 - 2 * MARGIN;
const BOTTOM = 841.89 - 70;
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

/**
 * Draws a commercial document on A4 with the embedded fonts (Regular, Bold…), so the same drawing serves the
 * Factur-X PDF/A-3 of a validated invoice and the plain PDF of a draft or a quote.
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
    if (y + labelHeight + descriptionHeight > BOTTOM) {
      doc.addPage();
      y = tableHeader(doc, MARGIN);
    }
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
  if (y + content.totals.length * 14 > BOTTOM) {
    doc.addPage();
    y = MARGIN;
  }
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
      doc.addPage();
      y = MARGIN;
    }
    doc.text(mention, MARGIN, y, { width: WIDTH });
    y = doc.y + 3;
  }
  const range = doc.bufferedPageRange();
  for (let page = range.start; page < range.start + range.count; page++) {
    doc.switchToPage(page);
    let footerY = 841.89 - 55;
    doc.font('Regular').fontSize(7).fillColor(GREY);
    for (const line of content.footer) {
      doc.text(line, MARGIN, footerY, { width: WIDTH, align: 'center', lineBreak: false, height: 10 });
      footerY += 9;
    }
    doc.text(`Page ${page - range.start + 1} / ${range.count}`, MARGIN, 841.89 - 28, {
      width: WIDTH,
      align: 'right',
      lineBreak: false,
    });
  }
}
