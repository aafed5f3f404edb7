import { type AgentAlarm, zAgentAlarmList } from '@securite/domain/pti/agent-alarms';
import { useQuery } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../../api/client.ts';

export const serviceAlarmsKey = (agencyId: string, serviceId: string) =>
  ['field', agencyId, 'service', serviceId, 'alarms'] as const;

/** How often the phone asks while one of its alarms is not closed: the agent sees the office's answer come. */
export const ALARM_FOLLOW_MS = 10_000;
/** How often it asks otherwise: an alarm the server raised itself (a silent phone) shows within a minute. */
export const ALARM_WATCH_MS = 60_000;

/** GET {agency}/field/service/{id}/alarms: the service's alarms as the office handles them (no notice: offline is normal). */
export function getServiceAlarms(agencyId: string, serviceId: string): Promise<AgentAlarm[]> {
  return apiRequest(agencyPath(agencyId, `/field/service/${encodeURIComponent(serviceId)}/alarms`), {
    schema: zAgentAlarmList,
    notifyErrors: false,
  });
}

export function useServiceAlarms(agencyId: string, serviceId: string, follow: boolean) {
  return useQuery({
    queryKey: serviceAlarmsKey(agencyId, serviceId),
    queryFn: () => getServiceAlarms(agencyId, serviceId),
    refetchInterval: follow ? ALARM_FOLLOW_MS : ALARM_WATCH_MS,
    retry: false,
  });
}
