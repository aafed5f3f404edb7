import type { ExportPeriod, ExportView } from '@securite/domain/planning-export/planning-export-schemas';
import { useMutation } from '@tanstack/react-query';
import { agencyPath } from '../../../api/client.ts';
import { fetchFile, saveFile } from '../../../api/download-file.ts';

export interface PlanningExportRequest {
  format: 'pdf' | 'xlsx';
  view: ExportView;
  period: ExportPeriod;
  /** A day of the week or month to export (YYYY-MM-DD). */
  from: string;
  /** The rows to export; all rows with a service in the period when absent. */
  ids?: string[];
  /** An agent's own planning, in their scope (no planning right needed). */
  agentId?: string;
}

/**
 * POST {agency}[/agent/{agentId}]/planning/export.pdf|xlsx: the planning of a week or a month, downloaded. The rows
 * go in the body, so that a long selection never makes a too long address.
 */
export async function exportPlanning(agencyId: string, request: PlanningExportRequest): Promise<void> {
  const { format, agentId, ...body } = request;
  const scope = agentId ? (`/agent/${encodeURIComponent(agentId)}` as const) : '';
  const file = await fetchFile(agencyPath(agencyId, `${scope}/planning/export.${format}`), {
    method: 'POST',
    body,
    fallbackName: `planning.${format}`,
  });
  saveFile(file);
}

export function useExportPlanning(agencyId: string) {
  return useMutation({ mutationFn: (request: PlanningExportRequest) => exportPlanning(agencyId, request) });
}
