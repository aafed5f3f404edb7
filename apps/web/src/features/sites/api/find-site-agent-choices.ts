import { AGENTS_PAGE_LIMIT, zFetchAgentsResponse } from '@securite/domain/agents/list-schemas';
import { useQuery } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { fetchAllPages } from '../../../api/fetch-all-pages.ts';

export interface AgentChoice {
  id: string;
  fullname: string;
  active: boolean;
}

/**
 * POST {agency}/fetch/agents, reduced to what a picker needs: every agent by last name (pages of 500 fetched in
 * parallel, spec 000 section 9). Needs a right to read agents.
 */
export async function findAgentChoices(agencyId: string, signal?: AbortSignal): Promise<AgentChoice[]> {
  const all = await fetchAllPages(
    (page, limit) =>
      apiRequest(agencyPath(agencyId, '/fetch/agents'), {
        method: 'POST',
        body: { filters: { status: 'all' }, page, limit, orderBy: { field: 'lastname', direction: 'asc' } },
        schema: zFetchAgentsResponse,
        signal,
      }),
    AGENTS_PAGE_LIMIT,
  );
  return all.data.map((agent) => ({ id: agent.id, fullname: agent.fullname, active: agent.active }));
}

export function useAgentChoices(agencyId: string | null, enabled = true) {
  return useQuery({
    queryKey: ['agency', agencyId ?? '', 'agents', 'choices'],
    queryFn: ({ signal }) => findAgentChoices(agencyId!, signal),
    enabled: enabled && agencyId !== null,
    staleTime: 60_000,
  });
}
