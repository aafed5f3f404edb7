import { type AutoplanRun, zAutoplanRun } from '@securite/domain/planning/autoplan/autoplan-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../../api/client.ts';
import { proposalKey } from './autoplan-keys.ts';

/** POST {agency}/planning/proposals/{id}/cancel: the worker stops at its next step. */
export function cancelProposal(agencyId: string, id: string): Promise<AutoplanRun> {
  return apiRequest(agencyPath(agencyId, `/planning/proposals/${encodeURIComponent(id)}/cancel`), {
    method: 'POST',
    body: {},
    schema: zAutoplanRun,
  });
}

export function useCancelProposal(agencyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => cancelProposal(agencyId, id),
    onSuccess: (run) => client.setQueryData(proposalKey(agencyId, run.id), run),
  });
}
