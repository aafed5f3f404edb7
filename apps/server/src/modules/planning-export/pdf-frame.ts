import { type CalendarDay, dayToDate, formatDay } from '@securite/domain/time/calendar-day';
import { formatHourLimit } from '@securite/domain/time/format-hours';
import type { Pdf } from '../../pdf/render-pdf.ts';
import { textLine, widthOf } from '../../pdf/text-fit.ts';
import type { PlanningExport } from './load-planning-export.ts';

/** A4 landscape in points, with the margins every page keeps. */
export const PAGE = { width: 841.89, height: 595.28, margin: 28 } as const;
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
/** Lowest y a row may reach: the footer holds the page number below it. */
export const CONTENT_BOTTOM = PAGE.height - PAGE.margin - 14;
/**
 * Lets other requests run between chunks of a long drawing: a month of 500 agents is hundreds of pages, seconds of
 * work that must not hold the whole server.
 */
export type Breathe = () => Promise<void>;

export const COLORS = { text: '#1a1a1a', muted: '#5f6b76', line: '#b0bec5', head: '#e3ebf3', weekend: '#f5f7fa' };

const weekdays = ['dim.', 'lun.', 'mar.', 'mer.', 'jeu.', 'ven.', 'sam.'] as const;

/** "lun. 14/12". */
export function shortDay(day: CalendarDay): string {
  return `${weekdays[dayToDate(day).getUTCDay()]} ${formatDay(day).slice(0, 5)}`;
}

export function isWeekend(day: CalendarDay): boolean {
  const weekday = dayToDate(day).getUTCDay();
  return weekday === 0 || weekday === 6;
}

/**
 * Hours as the planning screens write them: whole ones alone, otherwise with their minutes (8 → '8 h', 91.75 →
 * '91 h 45', 0.75 → '0 h 45').
 */
export function formatHours(hours: number): string {
  return formatHourLimit(hours);
}

/** Under the title: 'Du 23/11/2026 au 29/11/2026 — heure de Paris' ('— fuseau horaire America/Cayenne' elsewhere). */
export function periodLine(days: readonly CalendarDay[], timeZone: string): string {
  const zone = timeZone === 'Europe/Paris' ? 'heure de Paris' : `fuseau horaire ${timeZone}`;
  return `Du ${formatDay(days[0])} au ${formatDay(days[days.length - 1])} — ${zone}`;
}

/** The header every page repeats: agency, title, and when it was printed. Returns the y below it. */
export function drawPageHeader(doc: Pdf, data: PlanningExport): number {
  const { margin } = PAGE;
  const printed = `Édité le ${formatDay(data.printedAt.day)} à ${data.printedAt.time}`;
  doc.font('Helvetica').fontSize(8).fillColor(COLORS.muted);
  doc.text(printed, margin, margin + 2, { width: CONTENT_WIDTH, align: 'right', lineBreak: false });
  doc.font('Helvetica-Bold').fontSize(13).fillColor(COLORS.text);
  textLine(doc, data.agencyName, { x: margin, y: margin, width: CONTENT_WIDTH - 160 });
  doc
    .font('Helvetica')
    .fontSize(11)
    .text(data.title, margin, margin + 18, { width: CONTENT_WIDTH, lineBreak: false });
  doc.fontSize(8).fillColor(COLORS.muted);
  doc.text(periodLine(data.days, data.timeZone), margin, margin + 33, {
    width: CONTENT_WIDTH,
    lineBreak: false,
  });
  const y = margin + 46;
  doc
    .moveTo(margin, y)
    .lineTo(PAGE.width - margin, y)
    .lineWidth(0.6)
    .stroke(COLORS.line);
  return y + 8;
}

/** Writes "Page i / n" on every page, once all pages exist (the document buffers its pages). */
export function drawPageNumbers(doc: Pdf): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Below the bottom margin pdfkit would otherwise start a new page.
    doc.page.margins.bottom = 0;
    doc.font('Helvetica').fontSize(8).fillColor(COLORS.muted);
    doc.text(`Page ${i + 1} / ${range.count}`, PAGE.margin, PAGE.height - PAGE.margin - 6, {
      width: CONTENT_WIDTH,
      align: 'center',
      lineBreak: false,
    });
  }
}

/**
 * "20:00 → 08:00" at (x, y) in the current font. The standard PDF fonts have no arrow glyph, so the arrow is drawn.
 * Returns the width used.
 */
export function drawTimes(
  doc: Pdf,
  at: { x: number; y: number },
  times: { start: string; end: string },
  style: { size: number; color: string },
): number {
  const { x, y } = at;
  const { start, end } = times;
  const { size, color } = style;
  const startWidth = widthOf(doc, start);
  const gap = size * 0.35;
  const arrow = size * 0.9;
  doc.fillColor(color).text(start, x, y, { lineBreak: false });
  const ax = x + startWidth + gap;
  const ay = y + size * 0.38;
  doc.save();
  doc
    .moveTo(ax, ay)
    .lineTo(ax + arrow - size * 0.25, ay)
    .lineWidth(size * 0.08)
    .stroke(color);
  doc
    .moveTo(ax + arrow, ay)
    .lineTo(ax + arrow - size * 0.3, ay - size * 0.2)
    .lineTo(ax + arrow - size * 0.3, ay + size * 0.2)
    .closePath()
    .fill(color);
  doc.restore();
  doc.fillColor(color).text(end, ax + arrow + gap, y, { lineBreak: false });
  return startWidth + 2 * gap + arrow + widthOf(doc, end);
}
