import { type CircuitCounts, type CircuitPeriod, zCircuitCounts } from '@securite/domain/circuits/circuit-schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { circuitsKey } from '../../../shared/planning/api/planning-keys.ts';

/** POST {agency}/fetch/count-circuits: how many circuits of the period are planned, started, ended, unassigned. */
export function countCircuits(agencyId: string, period: CircuitPeriod, signal?: AbortSignal): Promise<CircuitCounts> {
  return apiRequest(agencyPath(agencyId, '/fetch/count-circuits'), {
    method: 'POST',
    body: period,
    schema: zCircuitCounts,
    signal,
  });
}

export function useCircuitCounts(agencyId: string, period: CircuitPeriod | null) {
  return useQuery({
    queryKey: [...circuitsKey(agencyId), 'counts', period],
    queryFn: ({ signal }) => countCircuits(agencyId, period!, signal),
    enabled: period !== null,
    placeholderData: keepPreviousData,
  });
}
