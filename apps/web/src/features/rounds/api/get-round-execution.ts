import {
  type RoundExecution,
  type RoundExecutionList,
  zRoundExecution,
  zRoundExecutionList,
} from '@securite/domain/rounds/round-execution-schemas';
import { useMutation, useQuery } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { fetchFile, saveFile } from '../../../api/download-file.ts';

const executionPath = (agencyId: string, id: string) =>
  agencyPath(agencyId, `/service-round/${encodeURIComponent(id)}`);

/** GET {agency}/service-round/{id}: a round execution, checkpoint by checkpoint. */
export function getRoundExecution(agencyId: string, id: string, signal?: AbortSignal): Promise<RoundExecution> {
  return apiRequest(executionPath(agencyId, id), { schema: zRoundExecution, signal, notifyErrors: false });
}

export function useRoundExecution(agencyId: string, id: string, enabled = true) {
  return useQuery({
    queryKey: ['agency', agencyId, 'round-execution', id],
    queryFn: ({ signal }) => getRoundExecution(agencyId, id, signal),
    enabled,
    refetchInterval: 15_000,
  });
}

/** GET {agency}/service/{id}/round-executions: the passages of a service's rounds. */
export function useServiceExecutions(agencyId: string, serviceId: string) {
  return useQuery({
    queryKey: ['agency', agencyId, 'service', serviceId, 'round-executions'],
    queryFn: ({ signal }): Promise<RoundExecutionList> =>
      apiRequest(agencyPath(agencyId, `/service/${encodeURIComponent(serviceId)}/round-executions`), {
        schema: zRoundExecutionList,
        signal,
      }),
  });
}

/** GET {agency}/service-round/{id}/pdf: the round report, downloaded. */
export function useDownloadExecutionPdf(agencyId: string) {
  return useMutation({
    mutationFn: async (id: string) =>
      saveFile(await fetchFile(`${executionPath(agencyId, id)}/pdf`, { fallbackName: 'rapport-de-ronde.pdf' })),
  });
}
