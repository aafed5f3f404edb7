import { hourCategories, hourCategoryLabels } from '../hours/split-service-minutes.ts';
import type { Payroll, PayrollRow } from './payroll-schemas.ts';
import { type SalaryElementKind, salaryElementKindLabels, salaryElementKinds } from './salary-elements.ts';

export type Cell = string | number | null;

/**
 * One CSV cell as French Excel reads it: decimal comma, quoted when needed, and a leading quote before =, +, -
 * or @ so that a spreadsheet never runs a text as a formula.
 */
export function csvCell(value: Cell): string {
  if (value === null) return '';
  let text = typeof value === 'number' ? String(value).replace('.', ',') : value;
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[";\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Semicolons, CRLF, UTF-8 with a BOM (what French Excel opens without asking). */
export function csvText(lines: Cell[][]): string {
  return `\uFEFF${lines.map((line) => line.map(csvCell).join(';')).join('\r\n')}\r\n`;
}

/** Minutes as decimal hours to the hundredth (152 h 30 → 152,5), the unit payroll software imports. */
export const decimalHours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;
/** Cents as euros with two decimals (a number, so that the CSV writes it with a comma). */
export const euros = (cents: number) => Math.round(cents) / 100;

const elementPlural: Record<SalaryElementKind, string> = {
  bonus: 'Primes',
  deduction: 'Retenues',
  advance: 'Acomptes',
  expense: 'Frais',
};

/** The columns of the payroll export, shared by the CSV and the spreadsheet. */
export const payrollColumns: Array<{
  header: string;
  kind: 'text' | 'hours' | 'euros';
  value: (r: PayrollRow) => Cell;
}> = [
  { header: 'Matricule', kind: 'text', value: (r) => r.agent.registrationNumber ?? '' },
  { header: 'Collaborateur', kind: 'text', value: (r) => r.agent.fullname },
  { header: 'Heures planifiées', kind: 'hours', value: (r) => decimalHours(r.plannedMinutes) },
  { header: 'Heures réalisées', kind: 'hours', value: (r) => decimalHours(r.realizedMinutes) },
  ...hourCategories.map((c) => ({
    header: `${hourCategoryLabels[c]} (h)`,
    kind: 'hours' as const,
    value: (r: PayrollRow) => decimalHours(r.categories[c]),
  })),
  { header: 'Heures supplémentaires', kind: 'hours', value: (r) => decimalHours(r.overtimeMinutes) },
  { header: 'Total pondéré (h)', kind: 'hours', value: (r) => r.weightedHours },
  ...salaryElementKinds.map((k) => ({
    header: `${elementPlural[k]} (€)`,
    kind: 'euros' as const,
    value: (r: PayrollRow) => euros(r.elementTotals[k]),
  })),
  {
    header: 'Détail des éléments de salaire',
    kind: 'text',
    value: (r) =>
      r.elements
        .map(
          (e) =>
            `${salaryElementKindLabels[e.kind]} : ${e.label} ${String(euros(e.amountCents).toFixed(2)).replace('.', ',')} €`,
        )
        .join(' | '),
  },
];

/** The month's payroll as CSV: one line per agent, then the totals line. */
export function payrollCsv(payroll: Payroll): string {
  const totalsRow: PayrollRow = {
    ...payroll.totals,
    agent: { id: '', fullname: 'Total', registrationNumber: null },
    elements: [],
  };
  return csvText([
    payrollColumns.map((c) => c.header),
    ...payroll.rows.map((row) => payrollColumns.map((c) => c.value(row))),
    payrollColumns.map((c) => c.value(totalsRow)),
  ]);
}
