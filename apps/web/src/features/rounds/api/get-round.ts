import { type Round, zRound } from '@securite/domain/rounds/round-schemas';
import { useQuery } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { roundKey } from './rounds-keys.ts';

/** GET {agency}/round/{id}: one round with its checkpoints in walking order. */
export function getRound(agencyId: string, id: string, signal?: AbortSignal): Promise<Round> {
  return apiRequest(agencyPath(agencyId, `/round/${encodeURIComponent(id)}`), { schema: zRound, signal });
}

/** One round (null id waits: a new round). */
export function useRound(agencyId: string, id: string | null) {
  return useQuery({
    queryKey: roundKey(agencyId, id ?? ''),
    queryFn: ({ signal }) => getRound(agencyId, id!, signal),
    enabled: id !== null,
  });
}
