import type { Pdf } from '../../pdf/render-pdf.ts';
import { textLine } from '../../pdf/text-fit.ts';
import type { ExportLine, ExportRow, PlanningExport } from './load-planning-export.ts';
import {
  type Breathe,
  COLORS,
  CONTENT_BOTTOM,
  CONTENT_WIDTH,
  drawPageHeader,
  drawTimes,
  formatHours,
  isWeekend,
  PAGE,
  shortDay,
} from './pdf-frame.ts';

const NAME_WIDTH = 130;
const TOTAL_WIDTH = 46;
const DAY_WIDTH = (CONTENT_WIDTH - NAME_WIDTH - TOTAL_WIDTH) / 7;
const HEAD_HEIGHT = 18;
const PAD = 3;
const MIN_ROW = 24;
const UNASSIGNED = 'Non pourvu';

/** Height of one service in a day cell: times, the other side (agent or site), the post title when there is one. */
const blockHeight = (line: ExportLine) => 9 + 8.5 + (line.postTitle ? 8 : 0) + PAD;

function dayX(index: number): number {
  return PAGE.margin + NAME_WIDTH + index * DAY_WIDTH;
}

function drawColumnHeads(doc: Pdf, data: PlanningExport, y: number): number {
  doc.rect(PAGE.margin, y, CONTENT_WIDTH, HEAD_HEIGHT).fill(COLORS.head);
  doc.font('Helvetica-Bold').fontSize(8).fillColor(COLORS.text);
  const first = data.view === 'sites' ? 'Site' : 'Collaborateur';
  textLine(doc, first, { x: PAGE.margin + 4, y: y + 5, width: NAME_WIDTH - 8 });
  data.days.forEach((day, i) => {
    textLine(doc, shortDay(day), { x: dayX(i) + 4, y: y + 5, width: DAY_WIDTH - 8 });
  });
  textLine(doc, 'Total', { x: dayX(7) + 4, y: y + 5, width: TOTAL_WIDTH - 8 }, 'right');
  return y + HEAD_HEIGHT;
}

function drawCells(doc: Pdf, data: PlanningExport, y: number, height: number): void {
  data.days.forEach((day, i) => {
    if (isWeekend(day)) doc.rect(dayX(i), y, DAY_WIDTH, height).fill(COLORS.weekend);
  });
  doc.lineWidth(0.5).strokeColor(COLORS.line);
  doc.rect(PAGE.margin, y, CONTENT_WIDTH, height).stroke();
  for (let i = 0; i <= 7; i++) {
    doc
      .moveTo(dayX(i), y)
      .lineTo(dayX(i), y + height)
      .stroke();
  }
}

function drawBlock(doc: Pdf, data: PlanningExport, line: ExportLine, x: number, y: number): void {
  const width = DAY_WIDTH - 2 * PAD - 2;
  doc.font('Helvetica-Bold').fontSize(7.5);
  drawTimes(doc, { x, y }, line, { size: 7.5, color: COLORS.text });
  const other = data.view === 'sites' ? (line.agentName ?? UNASSIGNED) : line.siteName;
  doc
    .font('Helvetica')
    .fontSize(7)
    .fillColor(data.view === 'sites' && !line.agentName ? '#b71c1c' : COLORS.text);
  textLine(doc, other, { x, y: y + 9, width });
  if (line.postTitle) {
    doc.fontSize(6.5).fillColor(COLORS.muted);
    textLine(doc, line.postTitle, { x, y: y + 17.5, width });
  }
}

function nameHeight(doc: Pdf, row: ExportRow): number {
  doc.font('Helvetica-Bold').fontSize(8);
  return Math.min(doc.heightOfString(row.name, { width: NAME_WIDTH - 8 }), 30) + 10;
}

/**
 * The week as a grid: one line per site or agent, one column per day, each service in the cell of the day it starts,
 * the row's planned hours at the end. A row taller than what is left of the page goes to the next page; a row taller
 * than a whole page continues there, its name marked "(suite)".
 */
export async function drawWeekGrid(doc: Pdf, data: PlanningExport, breathe: Breathe): Promise<void> {
  let y = drawColumnHeads(doc, data, drawPageHeader(doc, data));
  let tableTop = y;
  const newPage = () => {
    doc.addPage();
    y = drawColumnHeads(doc, data, drawPageHeader(doc, data));
    tableTop = y;
    return y;
  };
  if (data.rows.length === 0) {
    doc.font('Helvetica').fontSize(10).fillColor(COLORS.muted);
    doc.text('Aucun service planifié sur la période.', PAGE.margin, y + 12, { width: CONTENT_WIDTH });
    return;
  }
  for (const [index, row] of data.rows.entries()) {
    if (index % 20 === 19) await breathe();
    const byDay = data.days.map((day) => row.lines.filter((line) => line.day === day));
    const next = byDay.map(() => 0);
    let first = true;
    for (;;) {
      const left = byDay.map((lines, d) => lines.slice(next[d]).reduce((sum, line) => sum + blockHeight(line), 0));
      const needed = Math.max(MIN_ROW, nameHeight(doc, row), Math.max(...left) + 2 * PAD);
      if (
        y + needed > CONTENT_BOTTOM &&
        y > tableTop &&
        (needed <= CONTENT_BOTTOM - tableTop || y + 40 > CONTENT_BOTTOM)
      ) {
        newPage();
        continue;
      }
      const height = Math.min(needed, CONTENT_BOTTOM - y);
      drawCells(doc, data, y, height);
      doc
        .font('Helvetica-Bold')
        .fontSize(8)
        .fillColor(row.id === null ? '#b71c1c' : COLORS.text);
      doc.text(first ? row.name : `${row.name} (suite)`, PAGE.margin + 4, y + PAD + 1, {
        width: NAME_WIDTH - 8,
        height: 30,
        ellipsis: true,
      });
      doc.font('Helvetica').fontSize(6.5).fillColor(COLORS.muted);
      textLine(doc, `${row.lines.length} service(s)`, { x: PAGE.margin + 4, y: doc.y + 1, width: NAME_WIDTH - 8 });
      doc.font('Helvetica-Bold').fontSize(8).fillColor(COLORS.text);
      textLine(doc, formatHours(row.hours), { x: dayX(7) + 2, y: y + PAD + 1, width: TOTAL_WIDTH - 6 }, 'right');
      byDay.forEach((lines, d) => {
        let by = y + PAD;
        while (next[d] < lines.length && by + blockHeight(lines[next[d]]) <= y + height - PAD + 0.01) {
          drawBlock(doc, data, lines[next[d]], dayX(d) + PAD + 1, by);
          by += blockHeight(lines[next[d]]);
          next[d]++;
        }
      });
      y += height;
      if (next.every((n, d) => n >= byDay[d].length)) break;
      newPage();
      first = false;
    }
  }
  drawTotals(doc, data, y, newPage);
}

/** The last line: planned hours per day and for the whole week. */
function drawTotals(doc: Pdf, data: PlanningExport, top: number, newPage: () => number): void {
  const y = top + 18 > CONTENT_BOTTOM ? newPage() : top;
  doc.rect(PAGE.margin, y, CONTENT_WIDTH, 18).fill(COLORS.head);
  doc.font('Helvetica-Bold').fontSize(8).fillColor(COLORS.text);
  textLine(doc, 'Total', { x: PAGE.margin + 4, y: y + 5, width: NAME_WIDTH - 8 });
  let all = 0;
  data.days.forEach((day, d) => {
    const hours = data.rows.reduce(
      (sum, row) => sum + row.lines.reduce((s, line) => s + (line.day === day ? line.hours : 0), 0),
      0,
    );
    all += hours;
    textLine(doc, formatHours(hours), { x: dayX(d) + 4, y: y + 5, width: DAY_WIDTH - 8 });
  });
  textLine(doc, formatHours(all), { x: dayX(7) + 2, y: y + 5, width: TOTAL_WIDTH - 6 }, 'right');
}
