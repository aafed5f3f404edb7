import {
  type CircuitSaveInput,
  type CircuitSaveResponse,
  zCircuitSaveResponse,
} from '@securite/domain/circuits/circuit-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { offlineRetry } from '../../../api/offline-retry.ts';
import { planningKey } from '../../../shared/planning/api/planning-keys.ts';

/** A circuit save as sent: the uuid is made once per save, so the confirmed resend and retries save nothing twice. */
export type CircuitSaveRequest = CircuitSaveInput & { uuid: string; confirmed: boolean };

/**
 * POST {agency}/circuits: answers `saved` or `issues` (warnings to confirm by sending again with `confirmed`);
 * blocking errors throw a 409 ApiError (see blockingIssuesOf). Errors are left to the caller.
 */
export function saveCircuit(agencyId: string, input: CircuitSaveRequest): Promise<CircuitSaveResponse> {
  return apiRequest(agencyPath(agencyId, '/circuits'), {
    method: 'POST',
    body: input,
    schema: zCircuitSaveResponse,
    notifyErrors: false,
  });
}

/** Saves a circuit; once saved, the planning and the circuits are asked for again. */
export function useSaveCircuit(agencyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CircuitSaveRequest) => saveCircuit(agencyId, input),
    ...offlineRetry,
    onSuccess: (answer) => {
      if (answer.status === 'saved') void queryClient.invalidateQueries({ queryKey: planningKey(agencyId) });
    },
  });
}
