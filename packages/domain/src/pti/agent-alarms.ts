import { z } from 'zod';

const zWho = z.object({ name: z.string() }).nullable();

/**
 * An alarm of the agent's service as the agent's phone follows it: raised (the server has it), acknowledged by
 * the office (who, when), then closed. `triggerId` is the uuid of the phone's `pti.alarm` message that raised it
 * (for the server's dead-man alarm, the last heartbeat heard).
 */
export const zAgentAlarm = z.object({
  id: z.string(),
  triggerId: z.string(),
  kind: z.string(),
  label: z.string(),
  raisedAt: z.string(),
  acknowledgedAt: z.string().nullable(),
  acknowledgedBy: zWho,
  closedAt: z.string().nullable(),
  closedBy: zWho,
  closeComment: z.string().nullable(),
});
export type AgentAlarm = z.infer<typeof zAgentAlarm>;

/** GET {agency}/field/service/{id}/alarms: the service's alarms, newest first. */
export const zAgentAlarmList = z.array(zAgentAlarm);

/** Where an alarm the phone raised stands, from the phone's queue and the server's answer. */
export type AlarmProgress = 'queued' | 'sent' | 'received' | 'acknowledged' | 'closed';

export function alarmProgress(queued: { consumed: boolean }, server: AgentAlarm | null): AlarmProgress {
  if (server?.closedAt) return 'closed';
  if (server?.acknowledgedAt) return 'acknowledged';
  if (server) return 'received';
  return queued.consumed ? 'sent' : 'queued';
}
