import { ServiceStatus } from '@securite/domain/planning/service-status';
import { alarmMessages, deadmanDeadline, deadmanDelayMs } from '@securite/domain/pti/pti-alarms';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { ptiHeartbeats } from '../../db/schema/alarms.ts';
import { services } from '../../db/schema/services.ts';
import { inAgency } from '../../db/tenant.ts';
import { loneWorkerSettings } from './alarm-settings.ts';
import { raiseAlarm } from './raise-alarm.ts';

/** The dead-man check of one service, enqueued by each heartbeat for frequency + grace later. */
export const DEADMAN_QUEUE = 'pti.deadman';

/**
 * One check per heartbeat and deadline: a check that finds a newer heartbeat enqueues that heartbeat's own check
 * again, which the unique key makes a no-op.
 */
export const deadmanKey = (heartbeatId: string, due: Date) => `${DEADMAN_QUEUE}:${heartbeatId}:${due.getTime()}`;

export type DeadmanOutcome = 'raised' | 'alreadyRaised' | 'notProtected' | 'notYet';

/**
 * The dead-man check: when the service is still protected (started, or on a break the agency does not pause,
 * with protection enabled) and the phone's last heartbeat said protection on but is older than frequency + grace,
 * the server raises a `deadman` alarm, once per silence (the last heartbeat is its trigger). Too early (the
 * frequency grew, or a newer heartbeat came), the check is enqueued again for the new deadline.
 */
export async function checkDeadman(
  ctx: AppContext,
  payload: { agencyId?: unknown; serviceId?: unknown },
  now: Date = new Date(),
): Promise<DeadmanOutcome> {
  if (typeof payload.agencyId !== 'string' || typeof payload.serviceId !== 'string') return 'notProtected';
  const { agencyId, serviceId } = payload;
  return ctx.db.transaction(async (tx) => {
    const [service] = await tx
      .select({ status: services.status, agentId: services.agentId })
      .from(services)
      .where(and(eq(services.id, serviceId), inAgency(services, agencyId), isNull(services.deletedAt)));
    if (!service?.agentId) return 'notProtected';
    const settings = await loneWorkerSettings(tx, agencyId);
    const status = service.status as ServiceStatus;
    const onDuty = status === ServiceStatus.Started || (status === ServiceStatus.Paused && !settings.ptiPauseOnBreak);
    if (!settings.ptiEnabled || !onDuty) return 'notProtected';
    const [last] = await tx
      .select()
      .from(ptiHeartbeats)
      .where(and(inAgency(ptiHeartbeats, agencyId), eq(ptiHeartbeats.serviceId, serviceId)))
      .orderBy(desc(ptiHeartbeats.receivedAt), desc(ptiHeartbeats.id))
      .limit(1);
    if (last?.protection !== 'on') return 'notProtected';
    const due = deadmanDeadline(last.receivedAt, settings.ptiFrequency, ctx.config.deadmanDelayMs);
    if (now.getTime() < due.getTime()) {
      await ctx.jobs.enqueue(
        DEADMAN_QUEUE,
        { agencyId, serviceId },
        { tx, runAt: due, uniqueKey: deadmanKey(last.id, due) },
      );
      return 'notYet';
    }
    const silentMinutes = Math.max(
      1,
      Math.round(deadmanDelayMs(settings.ptiFrequency, ctx.config.deadmanDelayMs) / 60_000),
    );
    const id = await raiseAlarm(ctx, tx, {
      agencyId,
      agentId: last.agentId,
      serviceId,
      kind: 'deadman',
      triggerId: last.id,
      description: alarmMessages.deadmanDescription(silentMinutes),
      position:
        last.latitude !== null && last.longitude !== null
          ? { latitude: last.latitude, longitude: last.longitude, accuracy: last.accuracy }
          : null,
      deviceAt: null,
      raisedAt: now,
    });
    return id ? 'raised' : 'alreadyRaised';
  });
}
