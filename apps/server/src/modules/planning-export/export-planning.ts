import { exportFilename, type PlanningExportQuery } from '@securite/domain/planning-export/planning-export-schemas';
import type { FakeFilter } from '@securite/domain/tenancy/fake-data';
import type { AppContext } from '../../context.ts';
import { loadPlanningExport } from './load-planning-export.ts';
import { renderPlanningPdf } from './render-planning-pdf.ts';
import { renderPlanningXlsx } from './render-planning-xlsx.ts';

export type ExportFormat = 'pdf' | 'xlsx';

const contentTypes: Record<ExportFormat, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** GET|POST {agency}/planning/export.pdf|xlsx: the planning of a week or a month as a file to download. */
export async function exportPlanning(
  ctx: Pick<AppContext, 'db'>,
  input: {
    agency: { id: string; name: string; timezone: string };
    fakeFilter: FakeFilter;
    query: PlanningExportQuery;
    format: ExportFormat;
  },
): Promise<{ body: Buffer; contentType: string; filename: string }> {
  const data = await loadPlanningExport(ctx.db, input);
  const body = input.format === 'pdf' ? await renderPlanningPdf(data) : await renderPlanningXlsx(data);
  return {
    body,
    contentType: contentTypes[input.format],
    filename: exportFilename(input.query.view, input.query.period, data.range, input.format),
  };
}
