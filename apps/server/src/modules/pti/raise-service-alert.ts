import { alarmMessages, type ServiceAlertKind } from '@securite/domain/pti/pti-alarms';
import type { AppContext } from '../../context.ts';
import { queueMail } from '../../mail/queue-mail.ts';
import { notifyUser, pushToUsers } from '../notifications/public.ts';
import { ALERTS_PAGE } from './alarm-push.ts';
import { raiseAlarmFor } from './raise-alarm.ts';

export interface ServiceAlertInput {
  agencyId: string;
  serviceId: string;
  reference: string;
  /** The agent's membership, and the user behind it (whose phone is reminded of a late start). */
  agentId: string;
  agentUserId: string;
  kind: ServiceAlertKind;
  description: string;
  raisedAt: Date;
}

/** Where a click on the agent's reminder leads: the field start page, with the service to take. */
const FIELD_START = '#/terrain';

/**
 * Raises a service alert (« Retard de prise de service », « Ronde non effectuée »), once per service and kind: an
 * alarm of the supervision (its screens told, its devices pushed by raiseAlarm), a notice and an e-mail to each
 * supervisor at once, and for a late start a reminder pushed to the agent's phone. The e-mail being sent at once,
 * the alarm is marked mailed, so the unacknowledged-alarm reminder does not send it twice. All in one transaction:
 * a second process raising the same alert finds it and sends nothing. Returns the alarm's id, or null.
 */
export async function raiseServiceAlert(ctx: AppContext, input: ServiceAlertInput): Promise<string | null> {
  const { agencyId } = input;
  return ctx.db.transaction(async (tx) => {
    const raised = await raiseAlarmFor(ctx, tx, {
      agencyId,
      agentId: input.agentId,
      serviceId: input.serviceId,
      kind: input.kind,
      triggerId: input.serviceId,
      description: input.description,
      position: null,
      deviceAt: null,
      raisedAt: input.raisedAt,
      mailedAt: input.raisedAt,
    });
    if (!raised) return null;
    const { id, alarm, supervisors } = raised;
    if (!alarm) return id;
    const subject = alarmMessages.alertMailSubject(alarm.label, alarm.agent.name);
    const text = alarmMessages.alertMailBody({
      label: alarm.label,
      description: input.description,
      agent: alarm.agent.name,
      site: alarm.site?.name ?? '—',
      link: `${ctx.config.publicUrl}/${ALERTS_PAGE}`,
    });
    for (const supervisor of supervisors) {
      if (supervisor.email) {
        await queueMail(ctx, { to: supervisor.email, subject, text, agencyId, kind: 'alarm' }, { tx });
      }
      await notifyUser(ctx, { userId: supervisor.userId, agencyId, title: subject, body: input.description }, tx);
    }
    if (input.kind === 'lateStart') {
      await pushToUsers(
        ctx,
        {
          userIds: [input.agentUserId],
          message: {
            title: alarmMessages.agentLateStartTitle,
            body: `${alarmMessages.agentLateStartPush} (${input.reference})`,
            url: FIELD_START,
            tag: `late-${input.serviceId}`,
          },
          uniqueKey: `late-agent:${input.serviceId}`,
        },
        tx,
      );
    }
    return id;
  });
}
