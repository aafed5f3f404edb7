import { type AlarmList, zAlarmList } from '@securite/domain/pti/pti-alarms';
import { useQuery } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';

export const alarmsKey = (agencyId: string) => ['supervision', agencyId, 'alarms'] as const;

/** GET {agency}/alarms: the open alarms and the recently closed ones. */
export function getAlarms(agencyId: string, signal?: AbortSignal): Promise<AlarmList> {
  return apiRequest(agencyPath(agencyId, '/alarms'), { schema: zAlarmList, signal });
}

export function useAlarms(agencyId: string) {
  return useQuery({ queryKey: alarmsKey(agencyId), queryFn: ({ signal }) => getAlarms(agencyId, signal) });
}
