import { AGENTS_PAGE_LIMIT, type AgentFilters, type AgentListItem } from '@securite/domain/agents/list-schemas';
import { useQuery } from '@tanstack/react-query';
import { fetchAllPages } from '../../../api/fetch-all-pages.ts';
import { agentKeys } from './agent-keys.ts';
import { findAgents } from './find-agents.ts';

export interface AllAgents {
  data: AgentListItem[];
  total: number;
  specialties: string[];
}

/** Every agent matching the filters, by name: page 1 of 500, then the other pages in parallel. */
export async function findAllAgents(
  agencyId: string,
  filters: Partial<AgentFilters> = {},
  signal?: AbortSignal,
): Promise<AllAgents> {
  const { first, data, total } = await fetchAllPages(
    (page, limit) =>
      findAgents(
        agencyId,
        { filters: { status: 'all', ...filters }, page, limit, orderBy: { field: 'lastname', direction: 'asc' } },
        signal,
      ),
    AGENTS_PAGE_LIMIT,
  );
  return { data, total, specialties: first.specialties };
}

/**
 * The agents a planner may plan (or mark unavailable): every live record, with or without a login account; an
 * agency has fewer accounts than records, and a guard who never signs in is planned all the same.
 */
export const plannedAgents: Partial<AgentFilters> = { status: 'all' };

/** The whole list of agents, for pickers and screens that need every agent at once. */
export function useAllAgents(agencyId: string, filters: Partial<AgentFilters> = {}, enabled = true) {
  return useQuery({
    queryKey: agentKeys.allPages(agencyId, filters),
    queryFn: ({ signal }) => findAllAgents(agencyId, filters, signal),
    enabled,
    staleTime: 60_000,
  });
}
