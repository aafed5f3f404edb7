import { zNotificationsReadAll } from '@securite/domain/notifications/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/client.ts';
import { queryKeys } from '../../api/query-keys.ts';

/** POST /user/notifications/read-all. */
export function markAllNotificationsRead() {
  return apiRequest('/user/notifications/read-all', {
    method: 'POST',
    schema: zNotificationsReadAll,
  });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.notifications });
      void queryClient.invalidateQueries({ queryKey: ['agency'] });
    },
  });
}
