import { type SharedServices, zSharedServices } from '@securite/domain/circuits/circuit-schemas';
import { useQuery } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { circuitsKey } from '../../../shared/planning/api/planning-keys.ts';

/** GET {agency}/circuit/{id}/shared-services: the other services on the circuit's sites during its stops. */
export function findCircuitSharedServices(agencyId: string, id: string, signal?: AbortSignal): Promise<SharedServices> {
  return apiRequest(agencyPath(agencyId, `/circuit/${encodeURIComponent(id)}/shared-services`), {
    schema: zSharedServices,
    signal,
  });
}

export function useCircuitSharedServices(agencyId: string, id: string | null) {
  return useQuery({
    queryKey: [...circuitsKey(agencyId), 'shared', id],
    queryFn: ({ signal }) => findCircuitSharedServices(agencyId, id!, signal),
    enabled: id !== null,
  });
}
