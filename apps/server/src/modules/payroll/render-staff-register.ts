import { type StaffRegister, staffRegisterColumns } from '@securite/domain/payroll/staff-register';
import ExcelJS from 'exceljs';
import { type Pdf, renderPdf } from '../../pdf/render-pdf.ts';
import { fitText } from '../../pdf/text-fit.ts';

const PAGE = { width: 841.89, height: 595.28, margin: 28 } as const;
const ROW = 16;
const title = (register: StaffRegister) => `Registre unique du personnel — ${register.agencyName} — ${register.asOf}`;

function drawHeader(doc: Pdf, register: StaffRegister): number {
  doc.font('Helvetica-Bold').fontSize(12).fillColor('#000').text(title(register), PAGE.margin, PAGE.margin, {
    lineBreak: false,
  });
  let y = PAGE.margin + 24;
  if (register.header) {
    doc.font('Helvetica').fontSize(8).fillColor('#555');
    doc.text(fitText(doc, register.header, PAGE.width - 2 * PAGE.margin), PAGE.margin, y - 6, { lineBreak: false });
    y += 12;
  }
  doc.rect(PAGE.margin, y - 3, PAGE.width - 2 * PAGE.margin, ROW).fill('#E3EBF3');
  doc.font('Helvetica-Bold').fontSize(7).fillColor('#000');
  let x = PAGE.margin + 2;
  for (const column of staffRegisterColumns) {
    doc.text(fitText(doc, column.header, column.width - 4), x, y + 1, { lineBreak: false });
    x += column.width;
  }
  return y + ROW;
}

/** The register as an A4 landscape PDF: a header row on every page, one line per person, numbered pages. */
export function renderStaffRegisterPdf(register: StaffRegister): Promise<Buffer> {
  return renderPdf(
    { size: 'A4', layout: 'landscape', margin: PAGE.margin, bufferPages: true, info: { Title: title(register) } },
    (doc) => {
      let y = drawHeader(doc, register);
      doc.font('Helvetica').fontSize(7);
      if (register.entries.length === 0) doc.text('Aucun collaborateur.', PAGE.margin + 2, y + 2, { lineBreak: false });
      for (const [index, entry] of register.entries.entries()) {
        if (y + ROW > PAGE.height - PAGE.margin - 26) {
          doc.addPage();
          y = drawHeader(doc, register);
          doc.font('Helvetica').fontSize(7);
        }
        let x = PAGE.margin + 2;
        for (const column of staffRegisterColumns) {
          doc.text(fitText(doc, column.value(entry, index), column.width - 4), x, y + 2, { lineBreak: false });
          x += column.width;
        }
        doc
          .moveTo(PAGE.margin, y + ROW - 2)
          .lineTo(PAGE.width - PAGE.margin, y + ROW - 2)
          .lineWidth(0.3)
          .stroke('#C8C8C8');
        y += ROW;
      }
      const range = doc.bufferedPageRange();
      for (let i = range.start; i < range.start + range.count; i++) {
        doc.switchToPage(i);
        doc.page.margins.bottom = 0;
        doc.font('Helvetica').fontSize(8).fillColor('#555');
        if (register.footer) {
          doc.text(
            fitText(doc, register.footer, PAGE.width - 2 * PAGE.margin),
            PAGE.margin,
            PAGE.height - PAGE.margin - 18,
            {
              lineBreak: false,
            },
          );
        }
        doc.text(`Page ${i + 1} / ${range.count}`, PAGE.margin, PAGE.height - PAGE.margin - 6, {
          width: PAGE.width - 2 * PAGE.margin,
          align: 'center',
          lineBreak: false,
        });
      }
    },
  );
}

/** The register as one worksheet with the same columns. */
export async function renderStaffRegisterXlsx(register: StaffRegister): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
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
