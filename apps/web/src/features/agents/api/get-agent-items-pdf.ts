import { useMutation } from '@tanstack/react-query';
import { agencyPath } from '../../../api/client.ts';
import { fetchFile, saveFile } from '../../../api/download-file.ts';

/** GET {agency}/agent/{id}/items/pdf: the equipment handed to the agent, as a PDF, downloaded. */
export async function downloadAgentItemsPdf(agencyId: string, agentId: string): Promise<void> {
  saveFile(
    await fetchFile(agencyPath(agencyId, `/agent/${encodeURIComponent(agentId)}/items/pdf`), {
      fallbackName: 'equipement.pdf',
    }),
  );
}

export function useDownloadAgentItemsPdf(agencyId: string) {
  return useMutation({ mutationFn: (agentId: string) => downloadAgentItemsPdf(agencyId, agentId) });
}
