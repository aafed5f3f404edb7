import { payrollColumns } from '@securite/domain/payroll/payroll-csv';
import type { Payroll, PayrollRow } from '@securite/domain/payroll/payroll-schemas';
import type ExcelJS from 'exceljs';
import { loadExcel } from '../../pdf/load-libraries.ts';

const HEADER_ROW = 3;
const headerFill: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE3EBF3' } };
const formats = { text: '@', hours: '0.00', euros: '#,##0.00 "€"' } as const;

/** The month's payroll as one worksheet: the CSV's columns, numbers as numbers, a bold totals line. */
export async function renderPayrollXlsx(payroll: Payroll, agencyName: string): Promise<Buffer> {
  const workbook = new (await loadExcel()).Workbook();
  workbook.creator = agencyName;
  const sheet = workbook.addWorksheet('Paie', { views: [{ state: 'frozen', ySplit: HEADER_ROW, xSplit: 2 }] });
  sheet.columns = payrollColumns.map((c) => ({
    width: c.kind === 'text' ? (c.header.startsWith('Détail') ? 60 : 24) : 14,
    style: c.kind === 'text' ? {} : { numFmt: formats[c.kind] },
  }));
  const title = sheet.getCell('A1');
  title.value = `${agencyName} — Éléments de paie de ${payroll.label}`;
  title.font = { bold: true, size: 13 };
  const header = sheet.getRow(HEADER_ROW);
  header.values = payrollColumns.map((c) => c.header);
  header.font = { bold: true };
  header.eachCell((cell) => {
    cell.fill = headerFill;
  });
  for (const row of payroll.rows) sheet.addRow(payrollColumns.map((c) => c.value(row)));
  const totals: PayrollRow = {
    ...payroll.totals,
    agent: { id: '', fullname: 'Total', registrationNumber: null },
    elements: [],
  };
  const last = sheet.addRow(payrollColumns.map((c) => c.value(totals)));
  last.font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
