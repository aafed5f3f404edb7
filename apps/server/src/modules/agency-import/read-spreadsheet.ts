import type { RawSheet } from '@securite/domain/agency-import/agency-import';
import { parseCsv } from '@securite/domain/agency-import/csv';
import { type ImportKind, importKindOfSheet } from '@securite/domain/agency-import/import-columns';
import { importMessages } from '@securite/domain/agency-import/import-schemas';
import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import type ExcelJS from 'exceljs';
import { loadExcel } from '../../pdf/load-libraries.ts';

/** A sheet of at most this many rows and columns is read (the domain then refuses more than its limit of rows). */
const MAX_ROWS = 5000;
const MAX_COLUMNS = 40;

const refused = (message: string) => new AppError(ErrorCode.Unprocessable, message, { errors: { content: message } });

/** One spreadsheet cell as text: numbers as written, days as YYYY-MM-DD, formulas by their result. */
export function cellText(value: ExcelJS.CellValue): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString().slice(0, 10);
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  if (typeof value === 'boolean') return value ? 'Oui' : 'Non';
  if (typeof value === 'object') {
    if ('richText' in value && Array.isArray(value.richText)) return value.richText.map((r) => r.text).join('');
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('text' in value && typeof value.text === 'string') return value.text;
  }
  return null;
}

const isXlsx = (bytes: Buffer) => bytes.length > 4 && bytes[0] === 0x50 && bytes[1] === 0x4b;

/**
 * The sheets of an agency import: an Excel workbook's sheets named « Clients », « Sites », « Collaborateurs »
 * (others are ignored), or one CSV file of the kind the admin said. A file that is neither is refused (422).
 */
export async function readSpreadsheet(input: {
  fileName: string;
  bytes: Buffer;
  csvKind: ImportKind | null | undefined;
}): Promise<RawSheet[]> {
  if (isXlsx(input.bytes)) {
    const workbook = new (await loadExcel()).Workbook();
    try {
      await workbook.xlsx.load(input.bytes as unknown as ArrayBuffer);
    } catch {
      throw refused(importMessages.fileUnreadable);
    }
    const sheets: RawSheet[] = [];
    for (const worksheet of workbook.worksheets) {
      const kind = importKindOfSheet(worksheet.name);
      if (!kind) continue;
      const rows: (string | null)[][] = [];
      const last = Math.min(worksheet.rowCount, MAX_ROWS);
      for (let r = 1; r <= last; r++) {
        const row = worksheet.getRow(r);
        const cells: (string | null)[] = [];
        for (let c = 1; c <= Math.min(row.cellCount, MAX_COLUMNS); c++) cells.push(cellText(row.getCell(c).value));
        rows.push(cells);
      }
      sheets.push({ kind, rows });
    }
    if (sheets.length === 0) throw refused(importMessages.noSheet);
    return sheets;
  }
  const text = input.bytes.toString('utf8');
  // Not text at all (a PDF, an old .xls): refused rather than read as one odd column.
  if (text.includes('\u0000') || text.includes('\uFFFD') || /^%PDF/.test(text))
    throw refused(importMessages.fileUnreadable);
  if (!input.csvKind) {
    throw new AppError(ErrorCode.Validation, importMessages.csvKindRequired, {
      errors: { csvKind: importMessages.csvKindRequired },
    });
  }
  return [{ kind: input.csvKind, rows: parseCsv(text).slice(0, MAX_ROWS) }];
}
