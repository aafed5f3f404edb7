import { isAgencyStaff, isGranted } from '@securite/domain/auth/access';
import {
  PLANNING_CHANGED,
  type PlanningChanged,
  planningStreamRights,
  zPlanningChanged,
} from '@securite/domain/planning/planning-events';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { agencyPath, TAB_ID } from '../../../api/client.ts';
import { userStreamEvents, useServerEvents } from '../../../api/server-events.ts';
import { useSession } from '../../../api/session.ts';
import { isTouchedBy } from './planning-change-match.ts';

/** Changes arriving within this delay of the first one are refreshed together (a burst of saves, one refetch). */
export const LIVE_REFRESH_DELAY_MS = 500;

/**
 * Keeps a planning screen up to date with the changes others save: the agency's planning staff hear them on the
 * agency stream, agents and customers (their own services only) on their user stream. Each change refreshes the
 * planning, services, circuits and hours queries it may alter (see isTouchedBy), gathered over 500 ms; the tab's
 * own saves are skipped (they refresh already). Queries refetch in place: open dialogs and selections stay.
 * Call it once per page.
 */
export function usePlanningLiveRefresh(): void {
  const session = useSession();
  const agencyId = session.agencyId;
  const queryClient = useQueryClient();
  const pending = useRef<PlanningChanged[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const flush = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const changes = pending.current.splice(0);
    if (changes.length === 0) return;
    void queryClient.invalidateQueries({
      predicate: (query) => changes.some((change) => isTouchedBy(query.queryKey, change)),
    });
  }, [queryClient]);

  const receive = useCallback(
    (data: unknown) => {
      const parsed = zPlanningChanged.safeParse(data);
      if (!parsed.success || parsed.data.agencyId !== agencyId || parsed.data.origin === TAB_ID) return;
      pending.current.push(parsed.data);
      timer.current ??= setTimeout(flush, LIVE_REFRESH_DELAY_MS);
    },
    [agencyId, flush],
  );
  // Leaving the page: what was heard still marks its queries stale.
  useEffect(() => flush, [flush]);

  useEffect(() => userStreamEvents.on(PLANNING_CHANGED, receive), [receive]);
  const staff = isAgencyStaff(session.actor) && isGranted(session.actor, planningStreamRights);
  const handlers = useMemo(() => ({ [PLANNING_CHANGED]: receive }), [receive]);
  useServerEvents(agencyId && staff ? agencyPath(agencyId, '/stream') : null, handlers);
}
