import { addDays, type CalendarDay } from '../time/calendar-day.ts';
import { RESTITUTION_SOON_DAYS, type RestitutionState } from './stock-types.ts';

/** What is left to hand out of a reference: its quantity less what is with agents and sites (never below 0). */
export function availableQuantity(quantity: number, assigned: number): number {
  return Math.max(0, quantity - assigned);
}

/** The prefix of a reference code from its title: three letters of its first word (« Radio… » → RAD), else REF. */
export function referencePrefix(title: string | null | undefined): string {
  const word = (title ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9 ]/g, ' ')
    .split(/\s+/)
    .find((w) => /^[A-Z]/.test(w) && w.length >= 2);
  return word ? word.slice(0, 3) : 'REF';
}

/** The next code of a prefix (« RAD-0003 » after « RAD-0002 »), from the codes already used. */
export function nextReferenceCode(prefix: string, used: readonly string[]): string {
  const pattern = new RegExp(`^${prefix}-(\\d+)$`, 'i');
  let max = 0;
  for (const code of used) {
    const match = pattern.exec(code.trim());
    if (match) max = Math.max(max, Number(match[1]));
  }
  return `${prefix}-${String(max + 1).padStart(4, '0')}`;
}

/**
 * Where an assignment stands: returned; no end of restitution period; overdue once the end is past; due from
 * RESTITUTION_SOON_DAYS before it (or from the start of the period, if sooner); upcoming before.
 */
export function restitutionState(
  assignment: { returned: boolean; restitutionFrom: CalendarDay | null; restitutionTo: CalendarDay | null },
  today: CalendarDay,
): RestitutionState {
  if (assignment.returned) return 'returned';
  const end = assignment.restitutionTo;
  if (!end) return assignment.restitutionFrom && assignment.restitutionFrom <= today ? 'due' : 'none';
  if (end < today) return 'overdue';
  const soon = addDays(today, RESTITUTION_SOON_DAYS);
  if (end <= soon || (assignment.restitutionFrom !== null && assignment.restitutionFrom <= today)) return 'due';
  return 'upcoming';
}

/** A sheet of QR labels: A4 portrait, in millimetres. */
export const A4_MM = { width: 210, height: 297 } as const;
export const SHEET_MARGIN_MM = 10;
/** Room under each code for its title and reference. */
export const QR_CAPTION_MM = 9;

export interface QrLayoutOptions {
  count: number;
  perRow: number;
  sizeMm: number;
  marginMm: number;
}

export interface QrCell {
  index: number;
  page: number;
  /** Top-left corner of the code, in millimetres from the page's top-left corner. */
  x: number;
  y: number;
}

/**
 * Places `count` codes on A4 pages, `perRow` a row (fewer when they would not fit across the page), each in a cell
 * of its size plus its margin on every side plus its caption.
 */
export function qrSheetLayout(options: QrLayoutOptions): { perRow: number; perPage: number; cells: QrCell[] } {
  const cellWidth = options.sizeMm + 2 * options.marginMm;
  const cellHeight = cellWidth + QR_CAPTION_MM;
  const usableWidth = A4_MM.width - 2 * SHEET_MARGIN_MM;
  const usableHeight = A4_MM.height - 2 * SHEET_MARGIN_MM;
  const perRow = Math.max(1, Math.min(options.perRow, Math.floor(usableWidth / cellWidth)));
  const rows = Math.max(1, Math.floor(usableHeight / cellHeight));
  const perPage = perRow * rows;
  const cells: QrCell[] = [];
  for (let index = 0; index < options.count; index++) {
    const page = Math.floor(index / perPage);
    const onPage = index % perPage;
    const row = Math.floor(onPage / perRow);
    const column = onPage % perRow;
    cells.push({
      index,
      page,
      x: SHEET_MARGIN_MM + column * cellWidth + options.marginMm,
      y: SHEET_MARGIN_MM + row * cellHeight + options.marginMm,
    });
  }
  return { perRow, perPage, cells };
}

/** What a label's code holds: the reference's code, readable by any scanner, prefixed so the app knows it. */
export const qrPayloadOf = (reference: string) => `STOCK:${reference}`;
