import { z } from 'zod';
import { zHourSplit } from '../hours/hours-schemas.ts';
import { salaryElementKinds, zMonth, zSalaryElementKind } from './salary-elements.ts';

/** POST {agency}/fetch/payroll and POST {agency}/export/payroll: one month of pay. */
export const zPayrollRequest = z.object({ month: zMonth() });
export type PayrollRequest = z.infer<typeof zPayrollRequest>;

const zElementTotals = z.object(
  Object.fromEntries(salaryElementKinds.map((k) => [k, z.number().int()])) as {
    [K in (typeof salaryElementKinds)[number]]: z.ZodNumber;
  },
);
export type SalaryElementTotals = z.infer<typeof zElementTotals>;

/** One agent's month: the hours as the hours module counts them, and the salary elements in cents. */
export const zPayrollRow = z.object({
  agent: z.object({ id: z.string(), fullname: z.string(), registrationNumber: z.string().nullable() }),
  plannedMinutes: z.number(),
  realizedMinutes: z.number(),
  categories: zHourSplit,
  overtimeMinutes: z.number(),
  weightedHours: z.number(),
  overtimeWeightedHours: z.number(),
  elements: z.array(z.object({ id: z.string(), kind: zSalaryElementKind, label: z.string(), amountCents: z.number() })),
  elementTotals: zElementTotals,
});
export type PayrollRow = z.infer<typeof zPayrollRow>;

export const zPayroll = z.object({
  month: z.string(),
  /** « mars 2026 ». */
  label: z.string(),
  rows: z.array(zPayrollRow),
  totals: zPayrollRow.omit({ agent: true, elements: true }),
});
export type Payroll = z.infer<typeof zPayroll>;

/** The exports of the `export` page; the accounting export belongs to billing. */
export const exportTypes = ['payroll', 'staff-register'] as const;
export type ExportType = (typeof exportTypes)[number];
export const exportFormats = ['csv', 'xlsx', 'pdf'] as const;
export type ExportFormat = (typeof exportFormats)[number];

/** The formats each export comes in. */
export const exportTypeFormats: Record<ExportType, readonly ExportFormat[]> = {
  payroll: ['csv', 'xlsx'],
  'staff-register': ['pdf', 'xlsx'],
};

export const exportMessages = {
  formatRefused: 'Ce format n’est pas disponible pour cet export',
} as const;

/** POST {agency}/export/{type}: the month (the register lists the staff as of its last day) and the format. */
export const zExportRequest = z.object({
  month: zMonth(),
  format: z.enum(exportFormats, { error: exportMessages.formatRefused }),
});
export type ExportRequest = z.infer<typeof zExportRequest>;
export const zExportParams = z.object({ type: z.enum(exportTypes) });

/** The file name of an export: « paie-2026-03.csv », « registre-du-personnel-2026-03.pdf ». */
export function exportFilename(type: ExportType, month: string, format: ExportFormat): string {
  return `${type === 'payroll' ? 'paie' : 'registre-du-personnel'}-${month}.${format}`;
}
