import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../api/client.ts';
import { queryKeys } from '../../api/query-keys.ts';

/** POST /user/notifications/read-all. */
export function markAllNotificationsRead() {
  return apiRequest('/user/notifications/read-all', {
    method: 'POST',
    schema: z.object({ updated: z.number() }),
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
