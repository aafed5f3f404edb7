import {
  GEOCODING_QUERY_MIN,
  type GeocodingSearchResponse,
  zGeocodingSearchResponse,
} from '@securite/domain/sites/geocoding-schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { sitesKey } from './sites-keys.ts';

/** GET {agency}/geocoding/search: addresses (or, without the national geocoder, towns) matching a text. */
export function searchAddresses(agencyId: string, q: string, signal?: AbortSignal): Promise<GeocodingSearchResponse> {
  const query = new URLSearchParams({ q, limit: '6' });
  return apiRequest(agencyPath(agencyId, `/geocoding/search?${query}`), {
    schema: zGeocodingSearchResponse,
    notifyErrors: false,
    signal,
  });
}

/** The answers for a text already debounced; nothing is asked under three characters. */
export function useAddressSearch(agencyId: string, q: string) {
  return useQuery({
    queryKey: [...sitesKey(agencyId), 'geocoding', q],
    queryFn: ({ signal }) => searchAddresses(agencyId, q, signal),
    enabled: q.length >= GEOCODING_QUERY_MIN,
    staleTime: 5 * 60_000,
    // The list keeps the last answers while the next ones come, instead of blinking empty.
    placeholderData: keepPreviousData,
    retry: false,
  });
}
