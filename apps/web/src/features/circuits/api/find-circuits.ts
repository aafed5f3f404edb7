import { type zCircuitFetchRequest, zCircuitPage } from '@securite/domain/circuits/circuit-schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { circuitsKey } from '../../../shared/planning/api/planning-keys.ts';

export type CircuitFetchInput = NonNullable<z.input<typeof zCircuitFetchRequest>>;

/** POST {agency}/fetch/circuits: a page of circuits with their stops. */
export function findCircuits(agencyId: string, input: CircuitFetchInput, signal?: AbortSignal) {
  return apiRequest(agencyPath(agencyId, '/fetch/circuits'), {
    method: 'POST',
    body: input,
    schema: zCircuitPage,
    signal,
  });
}

/** A page of circuits; the previous page stays shown while the next one loads. */
export function useCircuits(agencyId: string, input: CircuitFetchInput) {
  return useQuery({
    queryKey: [...circuitsKey(agencyId), 'list', input],
    queryFn: ({ signal }) => findCircuits(agencyId, input, signal),
    placeholderData: keepPreviousData,
  });
}
