import type { LoneWorkerSettings } from '@securite/domain/agency-settings/field-settings';
import {
  AlarmEvent,
  alarmMessages,
  deadmanDeadline,
  type PtiFieldAction,
  type PtiPayload,
} from '@securite/domain/pti/pti-alarms';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { ptiHeartbeats } from '../../db/schema/alarms.ts';
import { loneWorkerSettings } from './alarm-settings.ts';
import { DEADMAN_QUEUE, deadmanKey } from './check-deadman.ts';
import { raiseAlarm } from './raise-alarm.ts';

export interface PtiMessageInput {
  uuid: string;
  type: PtiFieldAction;
  agencyId: string;
  agentId: string;
  serviceId: string;
  deviceAt: Date;
  location?: { latitude: number; longitude: number; accuracy?: number | null } | null;
  pti?: PtiPayload;
  /** The agency's lone-worker settings when the caller has them (its tenant's agency row): not read again. */
  loneWorker?: LoneWorkerSettings;
}

/**
 * A protection message of the phone, inside the field message's transaction (which keeps its uuid once): a
 * heartbeat is kept and, when protection is on, schedules the dead-man check at frequency + grace from now; an
 * alarm is raised for the office.
 */
export async function recordPtiMessage(ctx: AppContext, tx: Tx, input: PtiMessageInput): Promise<void> {
  const receivedAt = new Date();
  const position = input.location ?? null;
  if (input.type === 'pti.heartbeat') {
    const protection = input.pti?.protection ?? 'noActiveService';
    await tx.insert(ptiHeartbeats).values({
      id: input.uuid,
      agencyId: input.agencyId,
      agentId: input.agentId,
      serviceId: input.serviceId,
      protection,
      latitude: position?.latitude ?? null,
      longitude: position?.longitude ?? null,
      accuracy: position?.accuracy ?? null,
      deviceAt: input.deviceAt,
      receivedAt,
    });
    if (protection === 'on') {
      const settings = input.loneWorker ?? (await loneWorkerSettings(tx, input.agencyId));
      const due = deadmanDeadline(receivedAt, settings.ptiFrequency, ctx.config.deadmanDelayMs);
      await ctx.jobs.enqueue(
        DEADMAN_QUEUE,
        { agencyId: input.agencyId, serviceId: input.serviceId },
        { tx, runAt: due, uniqueKey: deadmanKey(input.uuid, due) },
      );
    }
    await ctx.realtime.publish(
      `agency:${input.agencyId}`,
      { type: AlarmEvent.Supervision, data: { agentId: input.agentId, serviceId: input.serviceId } },
      tx,
    );
    return;
  }
  const kind = input.pti?.alarm ?? 'sos';
  await raiseAlarm(ctx, tx, {
    agencyId: input.agencyId,
    agentId: input.agentId,
    serviceId: input.serviceId,
    kind,
    triggerId: input.uuid,
    description: input.pti?.description ?? (kind === 'sos' ? alarmMessages.sosDescription : null),
    position,
    deviceAt: input.deviceAt,
    raisedAt: receivedAt,
  });
}
