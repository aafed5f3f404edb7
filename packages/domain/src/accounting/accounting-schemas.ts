import { z } from 'zod';

/**
 * POST {agency}/export/accounting: the accounting export of a month ('2026-11') or a calendar year ('2026'), as the
 * FEC text file or a spreadsheet of the same lines.
 */
export const accountingFormats = ['fec', 'xlsx'] as const;
export type AccountingFormat = (typeof accountingFormats)[number];

export const accountingMessages = {
  period: 'Choisissez un mois (AAAA-MM) ou une année (AAAA) entre 2000 et 2100',
  format: 'Format refusé : FEC (texte) ou tableur',
} as const;

export const zAccountingExportRequest = z.object({
  period: z
    .string({ error: accountingMessages.period })
    .regex(/^(20\d\d|2100)(-(0[1-9]|1[0-2]))?$/, accountingMessages.period),
  format: z.enum(accountingFormats, { error: accountingMessages.format }),
});
export type AccountingExportRequest = z.infer<typeof zAccountingExportRequest>;

/** The first and the last day ('YYYY-MM-DD') of a month or a year. */
export function periodDays(period: string): { first: string; last: string } {
  const [year, month] = period.split('-').map(Number);
  if (month === undefined) return { first: `${year}-01-01`, last: `${year}-12-31` };
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const mm = String(month).padStart(2, '0');
  return { first: `${year}-${mm}-01`, last: `${year}-${mm}-${String(lastDay).padStart(2, '0')}` };
}
