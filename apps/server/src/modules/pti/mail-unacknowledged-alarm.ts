import { alarmMessages } from '@securite/domain/pti/pti-alarms';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { alarms } from '../../db/schema/alarms.ts';
import { agencies } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import { queueMail } from '../../mail/queue-mail.ts';
import { notifyUser, pushToUsers } from '../notifications/public.ts';
import { alarmPushMessage } from './alarm-push.ts';
import { loneWorkerSettings } from './alarm-settings.ts';
import { getAlarm } from './present-alarm.ts';
import { ALARM_MAIL_QUEUE, alarmMailKey } from './raise-alarm.ts';
import { supervisorsOf } from './supervisors.ts';

export type AlarmMailOutcome = 'sent' | 'handled' | 'notYet' | 'nobody';

/**
 * The job run after the agency's delay: when nobody acknowledged (or closed) the alarm, its supervisors get an
 * e-mail and a notice, once (the alarm keeps when). Too early (the delay was lengthened), it is enqueued again.
 */
export async function mailUnacknowledgedAlarm(
  ctx: AppContext,
  payload: { agencyId?: unknown; alarmId?: unknown },
  now: Date = new Date(),
): Promise<AlarmMailOutcome> {
  if (typeof payload.agencyId !== 'string' || typeof payload.alarmId !== 'string') return 'handled';
  const { agencyId, alarmId } = payload;
  const alarm = await getAlarm(ctx.db, agencyId, alarmId);
  if (!alarm || alarm.acknowledgedAt || alarm.closedAt || alarm.mailedAt) return 'handled';
  const settings = await loneWorkerSettings(ctx.db, agencyId);
  const due = new Date(new Date(alarm.raisedAt).getTime() + settings.ptiAlarmMailDelay * 60_000);
  if (now.getTime() < due.getTime()) {
    await ctx.jobs.enqueue(
      ALARM_MAIL_QUEUE,
      { agencyId, alarmId },
      { runAt: due, uniqueKey: alarmMailKey(alarmId, due) },
    );
    return 'notYet';
  }
  const [agency] = await ctx.db.select({ timezone: agencies.timezone }).from(agencies).where(eq(agencies.id, agencyId));
  const supervisors = await supervisorsOf(ctx.db, agencyId);
  const raisedAt = new Intl.DateTimeFormat('fr-FR', {
    timeZone: agency?.timezone ?? 'Europe/Paris',
    dateStyle: 'short',
    timeStyle: 'medium',
  }).format(new Date(alarm.raisedAt));
  const subject = alarmMessages.mailSubject(alarm.label, alarm.agent.name);
  const text = alarmMessages.mailBody({
    label: alarm.label,
    agent: alarm.agent.name,
    site: alarm.site?.name ?? '—',
    raisedAt,
    minutes: settings.ptiAlarmMailDelay,
    link: `${ctx.config.publicUrl}/#/terrain/adminDashboard/adminAlerts`,
  });
  return ctx.db.transaction(async (tx) => {
    // Marked first, under the row's lock: a second run (another process) finds it mailed and sends nothing.
    const [marked] = await tx
      .update(alarms)
      .set({ mailedAt: now })
      .where(
        and(
          eq(alarms.id, alarmId),
          inAgency(alarms, agencyId),
          isNull(alarms.mailedAt),
          isNull(alarms.acknowledgedAt),
          isNull(alarms.closedAt),
        ),
      )
      .returning({ id: alarms.id });
    if (!marked) return 'handled';
    if (supervisors.length === 0) return 'nobody';
    for (const supervisor of supervisors) {
      if (supervisor.email) {
        await queueMail(ctx, { to: supervisor.email, subject, text, agencyId, kind: 'alarm' }, { tx });
      }
      await notifyUser(ctx, { userId: supervisor.userId, agencyId, title: subject, body: alarm.description }, tx);
    }
    // Issue 30: pushed again to the supervisors' phones and browsers, the notice replacing the first one.
    await pushToUsers(
      ctx,
      {
        userIds: supervisors.map((s) => s.userId),
        message: alarmPushMessage(alarm, alarmMessages.pushAgain(alarm.label)),
        uniqueKey: `alarm-again:${alarmId}`,
      },
      tx,
    );
    return 'sent';
  });
}
