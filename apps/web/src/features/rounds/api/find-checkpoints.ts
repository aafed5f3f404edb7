import { type Checkpoint, zCheckpointList } from '@securite/domain/rounds/checkpoint-schemas';
import { useQuery } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { checkpointsKey } from './rounds-keys.ts';

/** GET {agency}/checkpoints[?siteId=]: the agency's checkpoints (or one site's), by site then title. */
export async function findCheckpoints(
  agencyId: string,
  siteId: string | null,
  signal?: AbortSignal,
): Promise<Checkpoint[]> {
  const path = siteId ? (`/checkpoints?siteId=${encodeURIComponent(siteId)}` as const) : '/checkpoints';
  const answer = await apiRequest(agencyPath(agencyId, path), { schema: zCheckpointList, signal });
  return answer.checkpoints;
}

/** The checkpoints of the agency, or of one site when given; `enabled` false waits (no site chosen yet). */
export function useCheckpoints(agencyId: string | null, siteId: string | null = null, enabled = true) {
  return useQuery({
    queryKey: [...checkpointsKey(agencyId ?? ''), siteId ?? 'all'],
    queryFn: ({ signal }) => findCheckpoints(agencyId!, siteId, signal),
    enabled: agencyId !== null && enabled,
  });
}
