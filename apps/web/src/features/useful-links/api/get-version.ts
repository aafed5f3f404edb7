import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../api/client.ts';

const zVersion = z.object({ version: z.string(), minClientVersion: z.string() });

/** GET /version (public): the server's version, for « À propos ». */
export function useServerVersion() {
  return useQuery({
    queryKey: ['platform', 'version'],
    queryFn: ({ signal }) => apiRequest('/version', { schema: zVersion, auth: false, signal }),
    staleTime: 60 * 60_000,
  });
}
