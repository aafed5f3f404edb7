import { type Circuit, zCircuit } from '@securite/domain/circuits/circuit-schemas';
import { useQuery } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { circuitsKey } from '../../../shared/planning/api/planning-keys.ts';

/** GET {agency}/circuit/{id}: one circuit with its stops. */
export function getCircuit(agencyId: string, id: string, signal?: AbortSignal): Promise<Circuit> {
  return apiRequest(agencyPath(agencyId, `/circuit/${encodeURIComponent(id)}`), { schema: zCircuit, signal });
}

/** One circuit, fresh from the server (null id waits); `initialData` shows the list's copy meanwhile. */
export function useCircuit(agencyId: string, id: string | null, initialData?: Circuit) {
  return useQuery({
    queryKey: [...circuitsKey(agencyId), 'one', id],
    queryFn: ({ signal }) => getCircuit(agencyId, id!, signal),
    enabled: id !== null,
    initialData,
    initialDataUpdatedAt: 0,
  });
}
