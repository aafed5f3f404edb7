import { type StaffEventMessage, zServiceEvent } from '@securite/domain/events/event-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { eventsKey } from './events-keys.ts';

/** POST {agency}/event: staff add a message to an event (its uuid makes a retry harmless). */
export function useAddStaffMessage(agencyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffEventMessage) =>
      apiRequest(agencyPath(agencyId, '/event'), { method: 'POST', body, schema: zServiceEvent }),
    onSuccess: () => client.invalidateQueries({ queryKey: eventsKey(agencyId) }),
  });
}
