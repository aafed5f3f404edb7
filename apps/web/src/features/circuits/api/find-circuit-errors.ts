import { type CircuitErrors, type CircuitPeriod, zCircuitErrors } from '@securite/domain/circuits/circuit-schemas';
import { useQuery } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { circuitsKey } from '../../../shared/planning/api/planning-keys.ts';

/** POST {agency}/fetch/circuits-errors: the circuits of the period whose agent now has planning issues. */
export function findCircuitErrors(
  agencyId: string,
  period: CircuitPeriod,
  signal?: AbortSignal,
): Promise<CircuitErrors> {
  return apiRequest(agencyPath(agencyId, '/fetch/circuits-errors'), {
    method: 'POST',
    body: period,
    schema: zCircuitErrors,
    signal,
  });
}

export function useCircuitErrors(agencyId: string, period: CircuitPeriod | null) {
  return useQuery({
    queryKey: [...circuitsKey(agencyId), 'errors', period],
    queryFn: ({ signal }) => findCircuitErrors(agencyId, period!, signal),
    enabled: period !== null,
  });
}
