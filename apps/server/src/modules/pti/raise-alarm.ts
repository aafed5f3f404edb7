import { randomUUID } from 'node:crypto';
import { type Alarm, AlarmEvent, type AlarmKind } from '@securite/domain/pti/pti-alarms';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { alarms } from '../../db/schema/alarms.ts';
import { pushToUsers } from '../notifications/public.ts';
import { alarmPushMessage } from './alarm-push.ts';
import { loneWorkerSettings } from './alarm-settings.ts';
import { getAlarm } from './present-alarm.ts';
import { type Supervisor, supervisorsOf } from './supervisors.ts';

/** The job that e-mails the supervisors about an alarm nobody acknowledged in time. */
export const ALARM_MAIL_QUEUE = 'pti.alarm-mail';

export const alarmMailKey = (alarmId: string, due: Date) => `${ALARM_MAIL_QUEUE}:${alarmId}:${due.getTime()}`;

/** Tells the agency's supervision screens that an alarm changed (they read it again). */
export async function publishAlarm(ctx: AppContext, tx: Tx, agencyId: string, alarmId: string, kind: string) {
  await ctx.realtime.publish(`agency:${agencyId}`, { type: AlarmEvent.Changed, data: { id: alarmId, kind } }, tx);
}

export interface RaiseAlarmInput {
  agencyId: string;
  agentId: string;
  serviceId: string;
  kind: AlarmKind;
  triggerId: string;
  description: string | null;
  position: { latitude: number; longitude: number; accuracy?: number | null } | null;
  deviceAt: Date | null;
  raisedAt: Date;
}

/** A raised alarm as its raiser may go on with it: as the office sees it, and the supervisors it was pushed to. */
export interface RaisedAlarm {
  id: string;
  alarm: Alarm | null;
  supervisors: Supervisor[];
}

/**
 * Records an alarm once per trigger (a second one with the same trigger and kind is a no-op), tells the open
 * screens when the transaction commits, pushes it to the supervisors' registered devices (issue 30: their phones
 * and browsers, even with the app closed), and schedules the e-mail to the supervisors after the agency's delay,
 * unless the raiser mails them itself at once (`mailedAt`: the service alerts). Returns the new alarm, or null when
 * the trigger had already raised it.
 */
export async function raiseAlarmFor(
  ctx: AppContext,
  tx: Tx,
  input: RaiseAlarmInput & { mailedAt?: Date },
): Promise<RaisedAlarm | null> {
  const [row] = await tx
    .insert(alarms)
    .values({
      id: randomUUID(),
      agencyId: input.agencyId,
      agentId: input.agentId,
      serviceId: input.serviceId,
      kind: input.kind,
      triggerId: input.triggerId,
      description: input.description,
      latitude: input.position?.latitude ?? null,
      longitude: input.position?.longitude ?? null,
      accuracy: input.position?.accuracy ?? null,
      deviceAt: input.deviceAt,
      raisedAt: input.raisedAt,
      mailedAt: input.mailedAt ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: alarms.id });
  if (!row) return null;
  if (!input.mailedAt) {
    const settings = await loneWorkerSettings(tx, input.agencyId);
    const due = new Date(input.raisedAt.getTime() + settings.ptiAlarmMailDelay * 60_000);
    await ctx.jobs.enqueue(
      ALARM_MAIL_QUEUE,
      { agencyId: input.agencyId, alarmId: row.id },
      { tx, runAt: due, uniqueKey: alarmMailKey(row.id, due) },
    );
  }
  await publishAlarm(ctx, tx, input.agencyId, row.id, input.kind);
  const alarm = await getAlarm(tx, input.agencyId, row.id);
  const supervisors = await supervisorsOf(tx, input.agencyId);
  if (alarm) {
    await pushToUsers(
      ctx,
      { userIds: supervisors.map((s) => s.userId), message: alarmPushMessage(alarm), uniqueKey: `alarm:${row.id}` },
      tx,
    );
  }
  return { id: row.id, alarm, supervisors };
}

/** raiseAlarmFor, answering the new alarm's id (null when the trigger had already raised it). */
export async function raiseAlarm(ctx: AppContext, tx: Tx, input: RaiseAlarmInput): Promise<string | null> {
  return (await raiseAlarmFor(ctx, tx, input))?.id ?? null;
}
