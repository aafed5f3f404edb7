import { alarmMessages } from '@securite/domain/pti/pti-alarms';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { alarms } from '../../db/schema/alarms.ts';
import { inAgency } from '../../db/tenant.ts';
import { publishAlarm } from './raise-alarm.ts';

export interface ServiceTaken {
  agencyId: string;
  serviceId: string;
  plannedStartAt: Date;
  startedAt: Date;
}

/** Minutes from the planned start to the real one (0 when taken early). */
export const lateMinutes = (plannedStartAt: Date, startedAt: Date) =>
  Math.max(0, Math.round((startedAt.getTime() - plannedStartAt.getTime()) / 60_000));

/**
 * When a service is taken, its « Retard de prise de service » closes itself (unless a supervisor closed it first)
 * and keeps its delay in minutes, for the lateness report. Inside the take's transaction. Returns how many closed.
 */
export async function closeLateStart(ctx: AppContext, tx: Tx, input: ServiceTaken): Promise<number> {
  const minutes = lateMinutes(input.plannedStartAt, input.startedAt);
  const closed = await tx
    .update(alarms)
    .set({
      delayMinutes: minutes,
      closedAt: sql`coalesce(${alarms.closedAt}, ${input.startedAt.toISOString()}::timestamptz)`,
      closeComment: sql`coalesce(${alarms.closeComment}, ${alarmMessages.lateStartClosed(minutes)})`,
    })
    .where(
      and(
        inAgency(alarms, input.agencyId),
        eq(alarms.serviceId, input.serviceId),
        eq(alarms.kind, 'lateStart'),
        isNull(alarms.delayMinutes),
      ),
    )
    .returning({ id: alarms.id });
  for (const row of closed) await publishAlarm(ctx, tx, input.agencyId, row.id, 'lateStart');
  return closed.length;
}
