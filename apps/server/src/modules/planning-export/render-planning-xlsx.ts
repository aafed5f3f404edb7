import { setImmediate as nextTurn } from 'node:timers/promises';
import { serviceStatusLabels } from '@securite/domain/planning/service-status';
import type ExcelJS from 'exceljs';
import { loadExcel } from '../../pdf/load-libraries.ts';
import type { PlanningExport } from './load-planning-export.ts';

/** The header row, where the sheet's frozen part ends (a title and a blank line above it). */
export const XLSX_HEADER_ROW = 3;

const columns = [
  { header: 'Date', width: 12, numFmt: 'dd/mm/yyyy' },
  { header: 'Début', width: 8, numFmt: 'hh:mm' },
  { header: 'Fin', width: 8, numFmt: 'hh:mm' },
  { header: 'Durée (h)', width: 10, numFmt: '0.00' },
  { header: 'Site', width: 32 },
  { header: 'Collaborateur', width: 28 },
  { header: 'Intitulé du poste', width: 32 },
  { header: 'Statut', width: 12 },
] as const;

const totalFill: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE3EBF3' } };

/** Excel keeps dates without a zone: the agency's wall-clock time, written as if it were UTC, shows as planned. */
const excelDate = (wallClockMs: number) => new Date(wallClockMs);
const dayOnly = (wallClockMs: number) => new Date(Math.floor(wallClockMs / 86_400_000) * 86_400_000);

/**
 * The planning as one worksheet: one line per service (real dates and times in the agency's time zone, duration in
 * hours), grouped by site or agent, each group closed by its total (a SUM formula with its value), then the grand
 * total. The header row is bold and stays in view when scrolling.
 */
export async function renderPlanningXlsx(data: PlanningExport): Promise<Buffer> {
  const workbook = new (await loadExcel()).Workbook();
  workbook.creator = data.agencyName;
  workbook.title = data.title;
  const sheet = workbook.addWorksheet(data.view === 'sites' ? 'Planning par sites' : 'Planning par collaborateurs', {
    views: [{ state: 'frozen', ySplit: XLSX_HEADER_ROW }],
    pageSetup: { orientation: 'landscape', paperSize: 9, fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
  });
  sheet.columns = columns.map((c) => ({ width: c.width, style: 'numFmt' in c ? { numFmt: c.numFmt } : {} }));
  const title = sheet.getCell('A1');
  title.value = `${data.agencyName} — ${data.title}`;
  title.font = { bold: true, size: 13 };
  const header = sheet.getRow(XLSX_HEADER_ROW);
  header.values = columns.map((c) => c.header);
  header.font = { bold: true };
  header.eachCell((cell) => {
    cell.fill = totalFill;
  });
  const labelColumn = data.view === 'sites' ? 5 : 6;
  let grand = 0;
  for (const [index, group] of data.rows.entries()) {
    // Other requests run between groups of rows (see render-planning-pdf.ts).
    if (index % 50 === 49) await nextTurn();
    const first = sheet.rowCount + 1;
    for (const line of group.lines) {
      sheet.addRow([
        dayOnly(line.startLocal),
        excelDate(line.startLocal),
        excelDate(line.endLocal),
        line.hours,
        line.siteName,
        line.agentName ?? 'Non pourvu',
        line.postTitle ?? '',
        serviceStatusLabels[line.status] ?? '',
      ]);
    }
    const last = sheet.rowCount;
    const total = sheet.addRow([]);
    total.getCell(labelColumn).value = `Total ${group.name}`;
    // SUBTOTAL, so that the grand total's SUBTOTAL over the whole column skips the group totals.
    total.getCell(4).value = last >= first ? { formula: `SUBTOTAL(9,D${first}:D${last})`, result: group.hours } : 0;
    total.font = { bold: true };
    for (let column = 1; column <= columns.length; column++) total.getCell(column).fill = totalFill;
    grand += group.hours;
  }
  const end = sheet.rowCount;
  const all = sheet.addRow([]);
  all.getCell(labelColumn).value = 'Total de la période';
  all.getCell(4).value =
    end > XLSX_HEADER_ROW
      ? { formula: `SUBTOTAL(9,D${XLSX_HEADER_ROW + 1}:D${end})`, result: Math.round(grand * 100) / 100 }
      : 0;
  all.font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
