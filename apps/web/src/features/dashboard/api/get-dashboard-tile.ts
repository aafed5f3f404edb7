import {
  type DashboardTileName,
  zDashboardExpirations,
  zDashboardHours,
  zDashboardMoney,
  zDashboardNow,
  zDashboardUnfilled,
  zDashboardWatch,
} from '@securite/domain/dashboard/tile-schemas';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { withTileTimeout } from '../../customer-portal/public.ts';

const schemas = {
  now: zDashboardNow,
  unfilled: zDashboardUnfilled,
  watch: zDashboardWatch,
  expirations: zDashboardExpirations,
  money: zDashboardMoney,
  hours: zDashboardHours,
} as const satisfies Record<DashboardTileName, z.ZodType>;

export type TileData<N extends DashboardTileName> = z.infer<(typeof schemas)[N]>;

/** The query key of a tile; the live updates refresh the « now » and « watch » tiles by it. */
export const dashboardTileKey = (agencyId: string, tile: DashboardTileName) =>
  [...queryKeys.dashboard(agencyId), 'tile', tile] as const;

export function getDashboardTile<N extends DashboardTileName>(
  agencyId: string,
  tile: N,
  signal: AbortSignal,
): Promise<TileData<N>> {
  // The map holds the schema of each tile: indexed by a generic name, TypeScript cannot see that it reads TileData<N>.
  const schema = schemas[tile] as unknown as z.ZodType<TileData<N>>;
  return apiRequest(agencyPath(agencyId, `/dashboard/${tile}`), { schema, signal, notifyErrors: false });
}

/**
 * GET {agency}/dashboard/{tile}: one tile, on its own (spec 001 section 9): given up after 3 s, its error kept for
 * the tile (no notice, no automatic retry: the tile offers « Réessayer »).
 */
export function useDashboardTile<N extends DashboardTileName>(agencyId: string, tile: N, enabled = true) {
  return useQuery({
    queryKey: dashboardTileKey(agencyId, tile),
    queryFn: ({ signal }) => withTileTimeout(signal, (s) => getDashboardTile(agencyId, tile, s)),
    retry: false,
    enabled,
  });
}
