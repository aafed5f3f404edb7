import { type Alarm, alarmMessages } from '@securite/domain/pti/pti-alarms';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { alarms } from '../../db/schema/alarms.ts';
import { inAgency } from '../../db/tenant.ts';
import { notFound } from '../../http/errors.ts';
import { getAlarm } from './present-alarm.ts';
import { publishAlarm } from './raise-alarm.ts';

interface HandleInput {
  agencyId: string;
  userId: string;
  alarmId: string;
}

/**
 * A supervisor acknowledges an alarm (someone is on it): the first one is kept with the time; acknowledging
 * again, or a closed alarm, changes nothing and answers the alarm as it is.
 */
export async function acknowledgeAlarm(ctx: AppContext, input: HandleInput): Promise<Alarm> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(alarms)
      .set({ acknowledgedAt: new Date(), acknowledgedBy: input.userId })
      .where(and(eq(alarms.id, input.alarmId), inAgency(alarms, input.agencyId), isNull(alarms.acknowledgedAt)))
      .returning({ id: alarms.id, kind: alarms.kind });
    if (row) await publishAlarm(ctx, tx, input.agencyId, row.id, row.kind);
    const alarm = await getAlarm(tx, input.agencyId, input.alarmId);
    if (!alarm) throw notFound(alarmMessages.notFound);
    return alarm;
  });
}

/**
 * A supervisor closes an alarm with a comment (what was done). Closing acknowledges it too when nobody had. The
 * first close is kept: closing again answers the alarm as it is.
 */
export async function closeAlarm(ctx: AppContext, input: HandleInput & { comment: string }): Promise<Alarm> {
  return ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ id: alarms.id, kind: alarms.kind, acknowledgedAt: alarms.acknowledgedAt, closedAt: alarms.closedAt })
      .from(alarms)
      .where(and(eq(alarms.id, input.alarmId), inAgency(alarms, input.agencyId)))
      .for('update');
    if (!current) throw notFound(alarmMessages.notFound);
    if (!current.closedAt) {
      const now = new Date();
      await tx
        .update(alarms)
        .set({
          closedAt: now,
          closedBy: input.userId,
          closeComment: input.comment,
          ...(current.acknowledgedAt ? {} : { acknowledgedAt: now, acknowledgedBy: input.userId }),
        })
        .where(and(eq(alarms.id, input.alarmId), inAgency(alarms, input.agencyId)));
      await publishAlarm(ctx, tx, input.agencyId, current.id, current.kind);
    }
    const alarm = await getAlarm(tx, input.agencyId, input.alarmId);
    if (!alarm) throw notFound(alarmMessages.notFound);
    return alarm;
  });
}
