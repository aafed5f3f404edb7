import { type Alarm, zAlarm } from '@securite/domain/pti/pti-alarms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';

/** POST {agency}/alarms/{id}/acknowledge, or …/close with the comment. */
function handleAlarm(agencyId: string, id: string, comment: string | null): Promise<Alarm> {
  const action = comment === null ? 'acknowledge' : 'close';
  return apiRequest(agencyPath(agencyId, `/alarms/${encodeURIComponent(id)}/${action}`), {
    method: 'POST',
    body: comment === null ? undefined : { comment },
    schema: zAlarm,
  });
}

export function useHandleAlarm(agencyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, comment }: { id: string; comment: string | null }) => handleAlarm(agencyId, id, comment),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['supervision', agencyId] }),
  });
}
