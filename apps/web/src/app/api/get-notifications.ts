import { zNotificationPage } from '@securite/domain/notifications/schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/client.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { useAccessToken } from '../../api/token-store.ts';

export function getNotifications(signal?: AbortSignal) {
  // Quiet: the bell simply stays empty if the list cannot be loaded.
  return apiRequest('/user/notifications', { schema: zNotificationPage, signal, notifyErrors: false });
}

/** GET /user/notifications: the caller's notices, newest first, with the unread count. */
export function useNotifications(enabled = true) {
  const token = useAccessToken();
  return useQuery({
    queryKey: queryKeys.notifications,
    queryFn: ({ signal }) => getNotifications(signal),
    enabled: enabled && token !== null,
    retry: false,
  });
}
