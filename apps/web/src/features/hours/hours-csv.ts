import type { AgentHoursRow, HoursFigures, SiteHoursRow } from '@securite/domain/hours/hours-schemas';
import { hourCategories, hourCategoryLabels } from '@securite/domain/hours/split-service-minutes';
import { limitText } from './agents-hours-table.tsx';

import { texts } from './texts.ts';

type Cell = string | number | null;

/**
 * One CSV cell as French Excel reads it: decimal comma, quoted when needed, and a leading quote before =, +, -
 * or @ so that a spreadsheet never runs a cell as a formula (as the agents' export does).
 */
export function csvCell(value: Cell): string {
  if (value === null) return '';
  let text = typeof value === 'number' ? String(value).replace('.', ',') : value;
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[";\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Minutes as decimal hours to the hundredth (152 h 30 → 152,5), the unit payroll software imports. */
const hours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;

const figureColumns: Array<[string, (f: HoursFigures) => Cell]> = [
  [texts.planifieesH, (f) => hours(f.plannedMinutes)],
  [texts.realiseesH, (f) => hours(f.realizedMinutes)],
  ...hourCategories.map(
    (c) =>
      [`${hourCategoryLabels[c]} (h)`, (f: HoursFigures) => hours(f.categories[c])] as [
        string,
        (f: HoursFigures) => Cell,
      ],
  ),
  [texts.totalPondereH, (f) => f.weightedHours],
];

/** Semicolons, CRLF, UTF-8 with a BOM. */
function csvText(lines: Cell[][]): string {
  return `\uFEFF${lines.map((line) => line.map(csvCell).join(';')).join('\r\n')}\r\n`;
}

/** The agents' hours as CSV, one line per agent and a totals line. */
export function agentsHoursCsv(
  rows: readonly AgentHoursRow[],
  totals: HoursFigures & { overtimeMinutes: number; overtimeWeightedHours: number },
): string {
  const header = [
    texts.collaborateur,
    ...figureColumns.map(([t]) => t),
    texts.contrat,
    texts.heuresSuppH,
    texts.heuresSuppMajoreesH,
  ];
  const line = (name: string, f: HoursFigures, contract: string | null, overtime: number, weighted: number): Cell[] => [
    name,
    ...figureColumns.map(([, read]) => read(f)),
    contract,
    hours(overtime),
    weighted,
  ];
  return csvText([
    header,
    ...rows.map((r) => line(r.agent.fullname, r, limitText(r.limit), r.overtimeMinutes, r.overtimeWeightedHours)),
    line(texts.total, totals, null, totals.overtimeMinutes, totals.overtimeWeightedHours),
  ]);
}

/** The sites' hours as CSV, one line per site and a totals line. */
export function sitesHoursCsv(
  rows: readonly SiteHoursRow[],
  totals: HoursFigures & { unassignedMinutes: number },
): string {
  const header = [texts.site, texts.client, ...figureColumns.map(([t]) => t), texts.nonPourvuesH];
  return csvText([
    header,
    ...rows.map((r) => [
      r.site.name,
      r.site.customerName,
      ...figureColumns.map(([, read]) => read(r)),
      hours(r.unassignedMinutes),
    ]),
    [texts.total, null, ...figureColumns.map(([, read]) => read(totals)), hours(totals.unassignedMinutes)],
  ]);
}

/** A file name with the period: heures-collaborateurs-2026-03-01-2026-03-31.csv. */
export function csvFileName(kind: 'collaborateurs' | 'sites', period: { from: string; to: string }): string {
  return `heures-${kind}-${period.from}-${period.to}.csv`;
}
