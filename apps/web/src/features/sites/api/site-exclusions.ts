import {
  type SiteExclusionRequest,
  type SiteExclusions,
  zSiteExclusions,
} from '@securite/domain/sites/site-exclusion-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { siteExclusionsKey } from './sites-keys.ts';

const path = (agencyId: string, siteId: string) =>
  agencyPath(agencyId, `/site/${encodeURIComponent(siteId)}/excluded-agents`);

/** GET {agency}/site/{id}/excluded-agents: the agents the automatic planning never proposes on the site. */
export function getSiteExclusions(agencyId: string, siteId: string, signal?: AbortSignal): Promise<SiteExclusions> {
  return apiRequest(path(agencyId, siteId), { schema: zSiteExclusions, signal });
}

export function useSiteExclusions(agencyId: string, siteId: string) {
  return useQuery({
    queryKey: siteExclusionsKey(agencyId, siteId),
    queryFn: ({ signal }) => getSiteExclusions(agencyId, siteId, signal),
  });
}

/** POST {agency}/site/{id}/excluded-agents (adding twice keeps one row) and DELETE …/excluded-agent/{agentId}. */
export function useSiteExclusionWrites(agencyId: string, siteId: string) {
  const queryClient = useQueryClient();
  const key = siteExclusionsKey(agencyId, siteId);
  const add = useMutation({
    mutationFn: (input: SiteExclusionRequest) =>
      apiRequest(path(agencyId, siteId), { method: 'POST', body: input, schema: zSiteExclusions }),
    onSuccess: (answer) => queryClient.setQueryData(key, answer),
  });
  const remove = useMutation({
    mutationFn: (agentId: string) =>
      apiRequest(
        agencyPath(agencyId, `/site/${encodeURIComponent(siteId)}/excluded-agent/${encodeURIComponent(agentId)}`),
        { method: 'DELETE' },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
  return { add, remove };
}
