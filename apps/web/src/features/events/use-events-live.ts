import { isAgencyStaff, isGranted } from '@securite/domain/auth/access';
import { EVENT_CHANGED } from '@securite/domain/events/event-schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { agencyPath } from '../../api/client.ts';
import { useServerEvents } from '../../api/server-events.ts';
import { useSession } from '../../api/session.ts';
import { eventsKey } from './api/events-keys.ts';

/** Keeps the main courante's screens up to date: each change heard on the agency stream refreshes its queries. */
export function useEventsLive(): void {
  const { agencyId, actor } = useSession();
  const client = useQueryClient();
  const handlers = useMemo(
    () => ({
      [EVENT_CHANGED]: () => {
        if (agencyId) void client.invalidateQueries({ queryKey: eventsKey(agencyId) });
      },
    }),
    [agencyId, client],
  );
  const staff = isAgencyStaff(actor) && isGranted(actor, ['events.view']);
  useServerEvents(agencyId && staff ? agencyPath(agencyId, '/stream') : null, handlers);
}
