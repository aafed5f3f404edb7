import type { AgentFilters } from '@securite/domain/agents/list-schemas';
import { useMutation } from '@tanstack/react-query';
import { agencyPath } from '../../../api/client.ts';
import { fetchFile, saveFile } from '../../../api/download-file.ts';

/** POST {agency}/fetch/agents/export: the filtered agents as a CSV file, downloaded. */
export async function exportAgents(agencyId: string, filters: Partial<AgentFilters>): Promise<void> {
  const file = await fetchFile(agencyPath(agencyId, '/fetch/agents/export'), {
    method: 'POST',
    body: { filters },
    fallbackName: 'collaborateurs.csv',
  });
  saveFile(file);
}

export function useExportAgents(agencyId: string) {
  return useMutation({ mutationFn: (filters: Partial<AgentFilters>) => exportAgents(agencyId, filters) });
}
