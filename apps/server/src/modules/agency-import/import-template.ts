import { importColumns, importKindLabels, importKinds } from '@securite/domain/agency-import/import-columns';
import type ExcelJS from 'exceljs';
import { loadExcel } from '../../pdf/load-libraries.ts';

const headerFill: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE3EBF3' } };

/** GET admin/import-agency/template: a workbook with the three sheets, their columns and one example row each. */
export async function renderImportTemplate(): Promise<Buffer> {
  const workbook = new (await loadExcel()).Workbook();
  workbook.creator = 'Sécurité Plateforme';
  for (const kind of importKinds) {
    const sheet = workbook.addWorksheet(importKindLabels[kind], { views: [{ state: 'frozen', ySplit: 1 }] });
    const columns = importColumns[kind];
    sheet.columns = columns.map((c) => ({
      header: c.label,
      width: Math.max(14, c.label.length + 4, c.example.length + 2),
      // Text cells: Excel must not turn a postcode or a phone number into a number.
      style: { numFmt: '@' },
    }));
    const header = sheet.getRow(1);
    header.font = { bold: true };
    header.eachCell((cell) => {
      cell.fill = headerFill;
    });
    sheet.addRow(columns.map((c) => c.example));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
