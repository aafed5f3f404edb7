import { isGranted } from '@securite/domain/auth/access';
import { PLANNING_CHANGED, planningStreamRights } from '@securite/domain/planning/planning-events';
import { AlarmEvent } from '@securite/domain/pti/pti-alarms';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { agencyPath } from '../../api/client.ts';
import { useServerEvents } from '../../api/server-events.ts';
import { useSession } from '../../api/session.ts';
import { dashboardTileKey } from './api/get-dashboard-tile.ts';

/** Events heard within this delay of the first refresh the tiles once (a burst of heartbeats, one refetch). */
export const DASHBOARD_LIVE_DELAY_MS = 1000;

/**
 * Keeps the « now » tile live, as supervision does: a service taken or ended, an alarm, a planning change heard on
 * the agency's stream refetch it (and the watch tile for alarms, the unfilled posts for planning changes).
 */
export function useDashboardLive(agencyId: string): void {
  const { actor } = useSession();
  const queryClient = useQueryClient();
  const pending = useRef(new Set<'now' | 'watch' | 'unfilled'>());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const handlers = useMemo(() => {
    const refresh = (...tiles: ('now' | 'watch' | 'unfilled')[]) => {
      for (const tile of tiles) pending.current.add(tile);
      timer.current ??= setTimeout(() => {
        timer.current = null;
        for (const tile of pending.current)
          void queryClient.invalidateQueries({ queryKey: dashboardTileKey(agencyId, tile) });
        pending.current.clear();
      }, DASHBOARD_LIVE_DELAY_MS);
    };
    return {
      [AlarmEvent.Supervision]: () => refresh('now'),
      [AlarmEvent.Changed]: () => refresh('now', 'watch'),
      [PLANNING_CHANGED]: () => refresh('now', 'unfilled'),
    };
  }, [agencyId, queryClient]);
  const hears = isGranted(actor, ['supervision.view', ...planningStreamRights]);
  useServerEvents(hears ? agencyPath(agencyId, '/stream') : null, handlers);
}
