import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from './client.ts';
import { queryKeys } from './query-keys.ts';

const zMaintenanceMessage = z.object({ active: z.boolean(), message: z.string().nullable() });
export type MaintenanceMessage = z.infer<typeof zMaintenanceMessage>;

/** GET /maintenance-message (public). */
export function getMaintenanceMessage(signal?: AbortSignal): Promise<MaintenanceMessage> {
  return apiRequest('/maintenance-message', { schema: zMaintenanceMessage, auth: false, notifyErrors: false, signal });
}

/** The announced maintenance, shown as a banner; a missing endpoint counts as no maintenance. */
export function useMaintenanceMessage() {
  return useQuery({
    queryKey: queryKeys.maintenanceMessage,
    queryFn: ({ signal }) => getMaintenanceMessage(signal).catch(() => ({ active: false, message: null })),
    staleTime: 5 * 60_000,
    retry: false,
  });
}
