import { exportFilename, type PlanningExportQuery } from '@securite/domain/planning-export/planning-export-schemas';
import type { FakeFilter } from '@securite/domain/tenancy/fake-data';
import type { AppContext } from '../../context.ts';
import { asBuffer } from '../../pdf/off-thread.ts';
import { loadPlanningExport, type PlanningExport } from './load-planning-export.ts';

export type ExportFormat = 'pdf' | 'xlsx';

const contentTypes: Record<ExportFormat, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** GET|POST {agency}/planning/export.pdf|xlsx: the planning of a week or a month as a file to download. */
export async function exportPlanning(
  ctx: Pick<AppContext, 'db' | 'offThread'>,
  input: {
    agency: { id: string; name: string; timezone: string };
    fakeFilter: FakeFilter;
    query: PlanningExportQuery;
    format: ExportFormat;
  },
): Promise<{ body: Buffer; contentType: string; filename: string }> {
  const data = await loadPlanningExport(ctx.db, input);
  const body = await renderOffThread(ctx, input.format, data);
  return {
    body,
    contentType: contentTypes[input.format],
    filename: exportFilename(input.query.view, input.query.period, data.range, input.format),
  };
}

const renderers = {
  pdf: { module: new URL('./render-planning-pdf.ts', import.meta.url), name: 'renderPlanningPdf' },
  xlsx: { module: new URL('./render-planning-xlsx.ts', import.meta.url), name: 'renderPlanningXlsx' },
} as const;

/** Draws the file on a worker thread: a month of 500 agents is seconds of work that would hold every request. */
export async function renderOffThread(
  ctx: Pick<AppContext, 'offThread'>,
  format: ExportFormat,
  data: PlanningExport,
): Promise<Buffer> {
  const { module, name } = renderers[format];
  return asBuffer(await ctx.offThread.run<Uint8Array>(module, name, [data]));
}
