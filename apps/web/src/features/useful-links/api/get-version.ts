import { zVersionResponse } from '@securite/domain/system/version-schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';

/** GET /version (public): the server's version, for « À propos ». */
export function useServerVersion() {
  return useQuery({
    queryKey: ['platform', 'version'],
    queryFn: ({ signal }) => apiRequest('/version', { schema: zVersionResponse, auth: false, signal }),
    staleTime: 60 * 60_000,
  });
}
