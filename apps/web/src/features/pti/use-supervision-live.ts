import { AlarmEvent } from '@securite/domain/pti/pti-alarms';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { agencyPath } from '../../api/client.ts';
import { useServerEvents } from '../../api/server-events.ts';

/** The alarms, heartbeats and field changes heard on the agency's stream refresh the supervision screens at once. */
export function useSupervisionLive(agencyId: string): void {
  const queryClient = useQueryClient();
  const handlers = useMemo(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: ['supervision', agencyId] });
    return { [AlarmEvent.Changed]: refresh, [AlarmEvent.Supervision]: refresh };
  }, [agencyId, queryClient]);
  useServerEvents(agencyPath(agencyId, '/stream'), handlers);
}
