import { type ReverseGeocodingResponse, zReverseGeocodingResponse } from '@securite/domain/sites/geocoding-schemas';
import type { Location } from '@securite/domain/sites/site-schemas';
import { useMutation } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';

/**
 * POST {agency}/geocoding/reverse: the address (at least the town) of a point; 404 'Impossible de localiser la
 * ville.' when nothing is near.
 */
export function locateCity(agencyId: string, point: Location): Promise<ReverseGeocodingResponse> {
  return apiRequest(agencyPath(agencyId, '/geocoding/reverse'), {
    method: 'POST',
    body: point,
    schema: zReverseGeocodingResponse,
    notifyErrors: false,
  });
}

export function useLocateCity(agencyId: string) {
  return useMutation({ mutationFn: (point: Location) => locateCity(agencyId, point) });
}
