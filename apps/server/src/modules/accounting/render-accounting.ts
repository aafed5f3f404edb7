import type { JournalLine } from '@securite/domain/accounting/accounting-entries';
import type ExcelJS from 'exceljs';
import { loadExcel } from '../../pdf/load-libraries.ts';

const headerFill: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE3EBF3' } };
const columns: Array<{ header: string; width: number; value: (line: JournalLine) => string | number | Date }> = [
  { header: 'Journal', width: 9, value: (l) => l.journalCode },
  { header: 'N° écriture', width: 12, value: (l) => l.entryNumber },
  { header: 'Date', width: 12, value: (l) => new Date(`${l.entryDate}T00:00:00Z`) },
  { header: 'Compte', width: 10, value: (l) => l.accountNumber },
  { header: 'Libellé du compte', width: 24, value: (l) => l.accountLabel },
  { header: 'Compte auxiliaire', width: 14, value: (l) => l.auxiliaryNumber },
  { header: 'Client', width: 28, value: (l) => l.auxiliaryLabel },
  { header: 'Pièce', width: 16, value: (l) => l.pieceRef },
  { header: 'Libellé', width: 44, value: (l) => l.label },
  { header: 'Débit', width: 14, value: (l) => l.debitCents / 100 },
  { header: 'Crédit', width: 14, value: (l) => l.creditCents / 100 },
];

/** The journal lines as one worksheet: dates and amounts as real cells, a bold totals line (debits = credits). */
export async function renderAccountingXlsx(lines: JournalLine[], title: string): Promise<Buffer> {
  const workbook = new (await loadExcel()).Workbook();
  const sheet = workbook.addWorksheet('Écritures', { views: [{ state: 'frozen', ySplit: 3 }] });
  sheet.columns = columns.map((c, i) => ({
    width: c.width,
    style: i === 2 ? { numFmt: 'dd/mm/yyyy' } : i >= 9 ? { numFmt: '#,##0.00 "€"' } : {},
  }));
  sheet.getCell('A1').value = title;
  sheet.getCell('A1').font = { bold: true, size: 13 };
  const header = sheet.getRow(3);
  header.values = columns.map((c) => c.header);
  header.font = { bold: true };
  header.eachCell((cell) => {
    cell.fill = headerFill;
  });
  for (const line of lines) sheet.addRow(columns.map((c) => c.value(line)));
  const debit = lines.reduce((sum, l) => sum + l.debitCents, 0);
  const credit = lines.reduce((sum, l) => sum + l.creditCents, 0);
  const totals = sheet.addRow([
    'Total',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    `${lines.length} lignes`,
    debit / 100,
    credit / 100,
  ]);
  totals.font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
