import { setImmediate as nextTurn } from 'node:timers/promises';
import { loadPdfKit } from '../../pdf/load-libraries.ts';
import type { Pdf } from '../../pdf/render-pdf.ts';
import type { PlanningExport } from './load-planning-export.ts';
import { type Breathe, drawPageNumbers, PAGE } from './pdf-frame.ts';
import { drawMonthList } from './render-month-list.ts';
import { drawWeekGrid } from './render-week-grid.ts';

const breathe: Breathe = () => nextTurn();

/** The planning as an A4 landscape PDF: a grid for a week, a list per row for a month, numbered pages. */
export async function renderPlanningPdf(data: PlanningExport, options: { compress?: boolean } = {}): Promise<Buffer> {
  const doc: Pdf = new (await loadPdfKit())({
    size: 'A4',
    layout: 'landscape',
    margin: PAGE.margin,
    bufferPages: true,
    compress: options.compress ?? true,
    info: { Title: `${data.title} — ${data.agencyName}`, Author: data.agencyName, Producer: 'Sécurité Plateforme' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  if (data.period === 'week') await drawWeekGrid(doc, data, breathe);
  else await drawMonthList(doc, data, breathe);
  drawPageNumbers(doc);
  doc.end();
  return done;
}
