import type { NotificationPage } from '@securite/domain/notifications/schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/client.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { type AnswerSchema, answer, array, boolean, integer, nullable, object, string } from '../../api/read.ts';
import { useAccessToken } from '../../api/token-store.ts';

/** zNotificationPage, read without zod: the bell's call is made at every start (api/read.ts). */
export const notificationPageAnswer: AnswerSchema<NotificationPage> = answer(
  object({
    data: array(
      object({
        id: string,
        agencyId: nullable(string),
        title: string,
        body: nullable(string),
        createdAt: string,
        read: boolean,
      }),
    ),
    total: integer,
    unread: integer,
  }),
);

export function getNotifications(signal?: AbortSignal) {
  // Quiet: the bell simply stays empty if the list cannot be loaded.
  return apiRequest('/user/notifications', { schema: notificationPageAnswer, signal, notifyErrors: false });
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
