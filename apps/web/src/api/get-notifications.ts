import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from './client.ts';
import { queryKeys } from './query-keys.ts';
import { useAccessToken } from './token-store.ts';

export const zNotification = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string().nullable().optional(),
  createdAt: z.string(),
  read: z.boolean().optional(),
});
export type UserNotification = z.infer<typeof zNotification>;

const zNotificationPage = z.object({ data: z.array(zNotification), total: z.number() });

export function getNotifications(signal?: AbortSignal) {
  // Quiet: the bell simply stays empty if the list cannot be loaded.
  return apiRequest('/user/notifications', { schema: zNotificationPage, signal, notifyErrors: false });
}

/** GET /user/notifications: the caller's notices, newest first. */
export function useNotifications(enabled = true) {
  const token = useAccessToken();
  return useQuery({
    queryKey: queryKeys.notifications,
    queryFn: ({ signal }) => getNotifications(signal),
    enabled: enabled && token !== null,
    retry: false,
  });
}
