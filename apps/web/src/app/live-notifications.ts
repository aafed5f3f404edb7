import { PLANNING_CHANGED } from '@securite/domain/planning/planning-events';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { z } from 'zod';
import { queryKeys } from '../api/query-keys.ts';
import { userStreamEvents, useServerEvents } from '../api/server-events.ts';
import { notify } from '../ui/notices/notice-store.ts';

const zLiveNotification = z.object({ id: z.string(), title: z.string(), body: z.string().nullable().optional() });

/**
 * Live notices: the SSE stream /api/user/stream (token and reconnection: useServerEvents). Each 'notification'
 * event becomes an info notice and refreshes the notification lists; a 'planning.changed' (the user's own services
 * as an agent, or their sites' as a customer) is passed on to the planning screens through userStreamEvents.
 */
export function useLiveNotifications(): void {
  const queryClient = useQueryClient();
  const handlers = useMemo(
    () => ({
      notification: (data: unknown) => {
        const parsed = zLiveNotification.safeParse(data);
        if (!parsed.success) return;
        notify.info(parsed.data.title, { caption: parsed.data.body ?? undefined });
        void queryClient.invalidateQueries({ queryKey: queryKeys.notifications });
        void queryClient.invalidateQueries({ queryKey: ['agency'] });
      },
      [PLANNING_CHANGED]: (data: unknown) => userStreamEvents.emit(PLANNING_CHANGED, data),
    }),
    [queryClient],
  );
  useServerEvents('/user/stream', handlers);
}
