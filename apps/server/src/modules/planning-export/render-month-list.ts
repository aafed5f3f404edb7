import { serviceStatusLabels } from '@securite/domain/planning/service-status';
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
  PAGE,
  shortDay,
} from './pdf-frame.ts';

const SECTION_HEIGHT = 18;
const HEAD_HEIGHT = 13;
const LINE_HEIGHT = 13;
const GAP = 10;

interface Column {
  title: string;
  width: number;
  align?: 'right';
}

function columnsOf(data: PlanningExport): Column[] {
  const fixed = 62 + 78 + 230 + 70 + 52;
  return [
    { title: 'Jour', width: 62 },
    { title: 'Horaires', width: 78 },
    { title: data.view === 'sites' ? 'Collaborateur' : 'Site', width: 230 },
    { title: 'Intitulé du poste', width: CONTENT_WIDTH - fixed },
    { title: 'Statut', width: 70 },
    { title: 'Durée', width: 52, align: 'right' },
  ];
}

function xOf(columns: Column[], index: number): number {
  return PAGE.margin + columns.slice(0, index).reduce((sum, c) => sum + c.width, 0);
}

function drawSectionHead(doc: Pdf, row: ExportRow, y: number, more: boolean): number {
  doc.rect(PAGE.margin, y, CONTENT_WIDTH, SECTION_HEIGHT).fill(COLORS.head);
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor(row.id === null ? '#b71c1c' : COLORS.text);
  textLine(doc, more ? `${row.name} (suite)` : row.name, { x: PAGE.margin + 5, y: y + 4, width: CONTENT_WIDTH - 200 });
  doc.font('Helvetica').fontSize(9).fillColor(COLORS.text);
  const total = `${row.lines.length} service(s) — Total : ${formatHours(row.hours)}`;
  textLine(doc, total, { x: PAGE.margin, y: y + 5, width: CONTENT_WIDTH - 5 }, 'right');
  return y + SECTION_HEIGHT;
}

function drawColumnHeads(doc: Pdf, columns: Column[], y: number): number {
  doc.font('Helvetica-Bold').fontSize(7.5).fillColor(COLORS.muted);
  columns.forEach((column, i) => {
    textLine(doc, column.title, { x: xOf(columns, i) + 4, y: y + 3, width: column.width - 8 }, column.align);
  });
  doc
    .moveTo(PAGE.margin, y + HEAD_HEIGHT)
    .lineTo(PAGE.margin + CONTENT_WIDTH, y + HEAD_HEIGHT)
    .lineWidth(0.5)
    .stroke(COLORS.line);
  return y + HEAD_HEIGHT;
}

function drawLine(doc: Pdf, data: PlanningExport, columns: Column[], line: ExportLine, y: number, showDay: boolean) {
  const cell = (i: number, text: string, bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
    textLine(doc, text, { x: xOf(columns, i) + 4, y: y + 3, width: columns[i].width - 8 }, columns[i].align);
  };
  doc.fillColor(COLORS.text);
  if (showDay) cell(0, shortDay(line.day), true);
  doc.font('Helvetica').fontSize(8);
  drawTimes(doc, { x: xOf(columns, 1) + 4, y: y + 3 }, line, { size: 8, color: COLORS.text });
  const other = data.view === 'sites' ? line.agentName : line.siteName;
  doc.fillColor(other ? COLORS.text : '#b71c1c');
  cell(2, other ?? 'Non pourvu');
  doc.fillColor(COLORS.text);
  cell(3, line.postTitle ?? '');
  doc.fillColor(COLORS.muted);
  cell(4, serviceStatusLabels[line.status] ?? '');
  doc.fillColor(COLORS.text);
  cell(5, formatHours(line.hours));
  doc
    .moveTo(PAGE.margin, y + LINE_HEIGHT)
    .lineTo(PAGE.margin + CONTENT_WIDTH, y + LINE_HEIGHT)
    .lineWidth(0.3)
    .stroke('#e0e6eb');
}

/**
 * The month as a list per site or agent: a heading with the row's total, then its services day by day (the day
 * written once). A section that runs past the page continues on the next one under its name marked "(suite)".
 */
export async function drawMonthList(doc: Pdf, data: PlanningExport, breathe: Breathe): Promise<void> {
  const columns = columnsOf(data);
  let y = drawPageHeader(doc, data);
  const top = y;
  if (data.rows.length === 0) {
    doc.font('Helvetica').fontSize(10).fillColor(COLORS.muted);
    doc.text('Aucun service planifié sur la période.', PAGE.margin, y + 12, { width: CONTENT_WIDTH });
    return;
  }
  const newPage = () => {
    doc.addPage();
    y = drawPageHeader(doc, data);
  };
  const opening = SECTION_HEIGHT + HEAD_HEIGHT + LINE_HEIGHT;
  let drawn = 0;
  for (const row of data.rows) {
    if (drawn > 300) {
      await breathe();
      drawn = 0;
    }
    drawn += row.lines.length + 3;
    if (y > top) y += GAP;
    if (y + opening > CONTENT_BOTTOM) newPage();
    y = drawColumnHeads(doc, columns, drawSectionHead(doc, row, y, false));
    if (row.lines.length === 0) {
      doc.font('Helvetica').fontSize(8).fillColor(COLORS.muted);
      doc.text('Aucun service sur la période.', PAGE.margin + 4, y + 3, { width: CONTENT_WIDTH, lineBreak: false });
      y += LINE_HEIGHT;
      continue;
    }
    let previousDay = '';
    for (const line of row.lines) {
      if (y + LINE_HEIGHT > CONTENT_BOTTOM) {
        newPage();
        y = drawColumnHeads(doc, columns, drawSectionHead(doc, row, y, true));
        previousDay = '';
      }
      drawLine(doc, data, columns, line, y, line.day !== previousDay);
      previousDay = line.day;
      y += LINE_HEIGHT;
    }
  }
  const count = data.rows.reduce((sum, row) => sum + row.lines.length, 0);
  const hours = data.rows.reduce((sum, row) => sum + row.hours, 0);
  if (y + GAP + LINE_HEIGHT > CONTENT_BOTTOM) newPage();
  doc.font('Helvetica-Bold').fontSize(9).fillColor(COLORS.text);
  doc.text(`Total de la période : ${count} service(s) — ${formatHours(hours)}`, PAGE.margin, y + GAP, {
    width: CONTENT_WIDTH - 5,
    align: 'right',
    lineBreak: false,
  });
}
