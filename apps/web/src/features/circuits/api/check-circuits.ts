import { type CircuitSaveInput, zCircuitCheckResponse } from '@securite/domain/circuits/circuit-schemas';
import type { BatchIssue } from '@securite/domain/planning/service-schemas';
import { agencyPath, apiRequest } from '../../../api/client.ts';

/** POST {agency}/check-circuits: every issue the save would raise, blocking or not; nothing is saved. */
export async function checkCircuits(agencyId: string, input: CircuitSaveInput): Promise<BatchIssue[]> {
  const answer = await apiRequest(agencyPath(agencyId, '/check-circuits'), {
    method: 'POST',
    body: input,
    schema: zCircuitCheckResponse,
  });
  return answer.issues;
}
