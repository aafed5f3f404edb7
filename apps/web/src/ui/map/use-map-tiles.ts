import { type MapTiles, zMapTiles } from '@securite/domain/maps/map-tiles';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/client.ts';

export const mapTilesKey = ['map-tiles'] as const;

/** GET /api/map-tiles: the server's tiles (MAP_TILE_URL), asked once per visit. */
export function useMapTiles(): MapTiles | undefined {
  const query = useQuery({
    queryKey: mapTilesKey,
    queryFn: () => apiRequest('/map-tiles', { schema: zMapTiles, auth: false, notifyErrors: false }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
  return query.data;
}
