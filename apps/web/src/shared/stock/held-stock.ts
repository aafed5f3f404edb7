import { type HeldStock, zHeldStock } from '@securite/domain/stock/stock-schemas';
import { useQuery } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../api/client.ts';

/** Everything cached about the agency's stock (the stock pages refresh it after a change). */
export const stockKey = (agencyId: string) => ['agency', agencyId, 'stock'] as const;

export type Holder = { agentId: string } | { siteId: string };

const pathOf = (holder: Holder) =>
  'agentId' in holder
    ? (`/agent/${encodeURIComponent(holder.agentId)}/stock-assignments` as const)
    : (`/site/${encodeURIComponent(holder.siteId)}/stock-assignments` as const);

/** GET {agency}/agent/{id}/stock-assignments or GET {agency}/site/{id}/stock-assignments: what they hold now. */
export function findHeldStock(agencyId: string, holder: Holder, signal?: AbortSignal): Promise<HeldStock> {
  return apiRequest(agencyPath(agencyId, pathOf(holder)), { schema: zHeldStock, signal, notifyErrors: false });
}

export function useHeldStock(agencyId: string, holder: Holder, enabled = true) {
  return useQuery({
    queryKey: [...stockKey(agencyId), 'held', holder],
    queryFn: ({ signal }) => findHeldStock(agencyId, holder, signal),
    enabled,
  });
}
