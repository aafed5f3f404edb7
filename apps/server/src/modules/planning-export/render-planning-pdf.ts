import { renderPdf } from '../agents/pdf-buffer.ts';
import type { PlanningExport } from './load-planning-export.ts';
import { drawPageNumbers, PAGE } from './pdf-frame.ts';
import { drawMonthList } from './render-month-list.ts';
import { drawWeekGrid } from './render-week-grid.ts';

/** The planning as an A4 landscape PDF: a grid for a week, a list per row for a month, numbered pages. */
export function renderPlanningPdf(data: PlanningExport, options: { compress?: boolean } = {}): Promise<Buffer> {
  return renderPdf(
    {
      size: 'A4',
      layout: 'landscape',
      margin: PAGE.margin,
      bufferPages: true,
      compress: options.compress ?? true,
      info: { Title: `${data.title} — ${data.agencyName}`, Author: data.agencyName },
    },
    (doc) => {
      if (data.period === 'week') drawWeekGrid(doc, data);
      else drawMonthList(doc, data);
      drawPageNumbers(doc);
    },
  );
}
