import { type RoundExecutionList, zRoundExecutionList } from '@securite/domain/rounds/round-execution-schemas';
import { useQuery } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';

/** GET {agency}/site/{id}/round-executions: the latest round executions of a site, newest first. */
export function useSiteExecutions(agencyId: string, siteId: string) {
  return useQuery({
    queryKey: ['agency', agencyId, 'site', siteId, 'round-executions'],
    queryFn: ({ signal }): Promise<RoundExecutionList> =>
      apiRequest(agencyPath(agencyId, `/site/${encodeURIComponent(siteId)}/round-executions`), {
        schema: zRoundExecutionList,
        signal,
      }),
  });
}
