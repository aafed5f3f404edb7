import { PLANNING_CHANGED } from '@securite/domain/planning/planning-event-names';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { queryKeys } from '../api/query-keys.ts';
import { answer, nullable, object, optional, string } from '../api/read.ts';
import { userStreamEvents, useServerEvents } from '../api/server-events.ts';
import { notify } from '../ui/notices/notice-store.ts';

/** A notice pushed on the user's stream (read without zod, api/read.ts: the shell is in the first load). */
export const liveNotificationAnswer = answer(object({ id: string, title: string, body: optional(nullable(string)) }));

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
        const parsed = liveNotificationAnswer.safeParse(data);
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
