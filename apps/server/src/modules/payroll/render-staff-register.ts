import { type StaffRegister, staffRegisterColumns } from '@securite/domain/payroll/staff-register';
import { loadExcel } from '../../pdf/load-libraries.ts';
import { type Pdf, renderPdf } from '../../pdf/render-pdf.ts';
import { fitText } from '../../pdf/text-fit.ts';

const PAGE = { width: 841.89, height: 595.28, margin: 28 } as const;
const INNER = PAGE.width - 2 * PAGE.margin;
const PAD = 2;
const FONT_SIZE = 7;
const title = (register: StaffRegister) => `Registre unique du personnel — ${register.agencyName} — ${register.asOf}`;

/** The legal columns spread over the whole width of the landscape page, in their proportions. */
const scale = INNER / staffRegisterColumns.reduce((sum, c) => sum + c.width, 0);
const widths = staffRegisterColumns.map((c) => c.width * scale);

/** The height of a row whose cells wrap on as many lines as they need: every word of every column is printed. */
function rowHeight(doc: Pdf, cells: readonly string[]): number {
  const lines = cells.map((text, i) => (text ? doc.heightOfString(text, { width: widths[i] - 2 * PAD }) : 0));
  return Math.max(FONT_SIZE + 2, ...lines) + 2 * PAD + 1;
}

function drawCells(doc: Pdf, cells: readonly string[], y: number): void {
  let x = PAGE.margin;
  for (const [i, text] of cells.entries()) {
    if (text) doc.text(text, x + PAD, y + PAD, { width: widths[i] - 2 * PAD, lineBreak: true });
    x += widths[i];
  }
}

function drawHeader(doc: Pdf, register: StaffRegister): number {
  doc.font('Helvetica-Bold').fontSize(12).fillColor('#000').text(title(register), PAGE.margin, PAGE.margin, {
    width: INNER,
  });
  let y = doc.y + 6;
  if (register.header) {
    doc.font('Helvetica').fontSize(8).fillColor('#555').text(register.header, PAGE.margin, y, { width: INNER });
    y = doc.y + 6;
  }
  const headers = staffRegisterColumns.map((c) => c.header);
  doc.font('Helvetica-Bold').fontSize(FONT_SIZE);
  const height = rowHeight(doc, headers);
  doc.rect(PAGE.margin, y, INNER, height).fill('#E3EBF3');
  doc.fillColor('#000');
  drawCells(doc, headers, y);
  return y + height;
}

/**
 * The register as an A4 landscape PDF: the legal columns over the whole width, each cell wrapped on as many lines
 * as it needs (nothing cut), the header row on every page, one row per person, numbered pages.
 */
export function renderStaffRegisterPdf(register: StaffRegister): Promise<Buffer> {
  return renderPdf(
    { size: 'A4', layout: 'landscape', margin: PAGE.margin, bufferPages: true, info: { Title: title(register) } },
    (doc) => {
      const bottom = PAGE.height - PAGE.margin - 26;
      let y = drawHeader(doc, register);
      doc.font('Helvetica').fontSize(FONT_SIZE);
      if (register.entries.length === 0) doc.text('Aucun collaborateur.', PAGE.margin + PAD, y + PAD, { width: INNER });
      for (const [index, entry] of register.entries.entries()) {
        const cells = staffRegisterColumns.map((column) => column.value(entry, index));
        const height = rowHeight(doc, cells);
        if (y + height > bottom) {
          doc.addPage();
          y = drawHeader(doc, register);
          doc.font('Helvetica').fontSize(FONT_SIZE);
        }
        doc.fillColor('#000');
        drawCells(doc, cells, y);
        doc
          .moveTo(PAGE.margin, y + height)
          .lineTo(PAGE.width - PAGE.margin, y + height)
          .lineWidth(0.3)
          .stroke('#C8C8C8');
        y += height;
      }
      const range = doc.bufferedPageRange();
      for (let i = range.start; i < range.start + range.count; i++) {
        doc.switchToPage(i);
        doc.page.margins.bottom = 0;
        doc.font('Helvetica').fontSize(8).fillColor('#555');
        if (register.footer) {
          doc.text(fitText(doc, register.footer, INNER), PAGE.margin, PAGE.height - PAGE.margin - 18, {
            lineBreak: false,
          });
        }
        doc.text(`Page ${i + 1} / ${range.count}`, PAGE.margin, PAGE.height - PAGE.margin - 6, {
          width: INNER,
          align: 'center',
          lineBreak: false,
        });
      }
    },
  );
}

/** The register as one worksheet with the same columns. */
export async function renderStaffRegisterXlsx(register: StaffRegister): Promise<Buffer> {
  const workbook = new (await loadExcel()).Workbook();
  workbook.creator = register.agencyName;
  const sheet = workbook.addWorksheet('Registre du personnel', { views: [{ state: 'frozen', ySplit: 3 }] });
  sheet.columns = staffRegisterColumns.map((c) => ({ width: Math.round(c.width / 5) + 4 }));
  const cell = sheet.getCell('A1');
  cell.value = title(register);
  cell.font = { bold: true, size: 13 };
  const header = sheet.getRow(3);
  header.values = staffRegisterColumns.map((c) => c.header);
  header.font = { bold: true };
  if (register.header) sheet.getCell('A2').value = register.header;
  for (const [index, entry] of register.entries.entries()) {
    sheet.addRow(staffRegisterColumns.map((c) => c.value(entry, index)));
  }
  if (register.footer) {
    sheet.addRow([]);
    sheet.addRow([register.footer]).font = { italic: true };
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
