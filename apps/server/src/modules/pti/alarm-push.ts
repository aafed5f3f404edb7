import type { PushMessage } from '@securite/domain/notifications/push-schemas';
import { type Alarm, alarmMessages } from '@securite/domain/pti/pti-alarms';

/** Where a click on an alert's notification leads: the alerts page of the supervisors. */
export const ALERTS_PAGE = '#/terrain/adminDashboard/adminAlerts';

/** An alarm's push to the supervisors: its label and agent, what happened and where; the tag keeps one per alarm. */
export function alarmPushMessage(alarm: Alarm, title = alarmMessages.alertMailSubject(alarm.label, alarm.agent.name)) {
  const where = alarm.site?.name ? ` — ${alarm.site.name}` : '';
  return {
    title,
    body: `${alarm.description ?? alarm.label}${where}`.slice(0, 1000),
    url: ALERTS_PAGE,
    tag: `alarm-${alarm.id}`,
  } satisfies PushMessage;
}
