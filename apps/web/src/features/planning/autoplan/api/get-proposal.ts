import { type AutoplanRun, zAutoplanRun } from '@securite/domain/planning/autoplan/autoplan-schemas';
import { useQuery } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../../api/client.ts';
import { proposalKey } from './autoplan-keys.ts';

/** How often a running proposal is asked again. */
export const PROPOSAL_POLL_MS = 700;

/** GET {agency}/planning/proposals/{id}: the run's progress, and its proposal once done. */
export function getProposal(agencyId: string, id: string, signal?: AbortSignal): Promise<AutoplanRun> {
  return apiRequest(agencyPath(agencyId, `/planning/proposals/${encodeURIComponent(id)}`), {
    schema: zAutoplanRun,
    signal,
  });
}

/** The run, asked again while it runs. */
export function useProposal(agencyId: string, id: string | null) {
  return useQuery({
    queryKey: proposalKey(agencyId, id ?? ''),
    queryFn: ({ signal }) => getProposal(agencyId, id!, signal),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.status === 'running' ? PROPOSAL_POLL_MS : false),
  });
}
