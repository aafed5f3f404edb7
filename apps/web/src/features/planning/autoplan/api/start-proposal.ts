import {
  type AutoplanRequest,
  type AutoplanRun,
  zAutoplanRun,
} from '@securite/domain/planning/autoplan/autoplan-schemas';
import { useMutation } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../../api/client.ts';

/** POST {agency}/planning/proposals: starts a run (the server solves it off the request path). */
export function startProposal(agencyId: string, request: AutoplanRequest): Promise<AutoplanRun> {
  return apiRequest(agencyPath(agencyId, '/planning/proposals'), {
    method: 'POST',
    body: request,
    schema: zAutoplanRun,
  });
}

export function useStartProposal(agencyId: string) {
  return useMutation({ mutationFn: (request: AutoplanRequest) => startProposal(agencyId, request) });
}
