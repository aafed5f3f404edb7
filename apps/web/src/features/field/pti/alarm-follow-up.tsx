import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { type AgentAlarm, type AlarmProgress, alarmProgress } from '@securite/domain/pti/agent-alarms';
import { type AlarmKind, alarmKindLabels } from '@securite/domain/pti/pti-alarms';
import { useEffect, useState } from 'react';
import { useExternalStore } from '../../../api/external-store.ts';
import { queueVersionStore } from '../field-runtime.ts';
import { fieldDatabase, type QueuedMessage } from '../queue/field-db.ts';
import { useServiceAlarms } from './api/get-service-alarms.ts';
import { texts } from './texts.ts';

const time = new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit' });
const day = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'short', year: 'numeric' });
/** « le 2 déc. 2026 à 00:41 ». */
export const onAt = (iso: string) => texts.leAValueValue2(day.format(new Date(iso)), time.format(new Date(iso)));

/** One alarm as the phone follows it: what it sent (if it did) and what the server says of it. */
export interface FollowedAlarm {
  key: string;
  label: string;
  sentAt: string;
  progress: AlarmProgress;
  server: AgentAlarm | null;
}

/** The phone's alarms (from its queue) matched with the server's by their message uuid, the server's own added. */
export function followedAlarms(queued: readonly QueuedMessage[], server: readonly AgentAlarm[]): FollowedAlarm[] {
  const byTrigger = new Map(server.map((alarm) => [alarm.triggerId, alarm]));
  const mine = queued.map((message): FollowedAlarm => {
    const found = byTrigger.get(message.uuid) ?? null;
    const kind = message.body.pti?.alarm as AlarmKind | undefined;
    return {
      key: message.uuid,
      label: found?.label ?? (kind ? alarmKindLabels[kind] : texts.alerte),
      sentAt: message.body.deviceAt,
      progress: alarmProgress({ consumed: message.consumed === 1 }, found),
      server: found,
    };
  });
  const known = new Set(queued.map((message) => message.uuid));
  const others = server
    .filter((alarm) => !known.has(alarm.triggerId))
    .map(
      (alarm): FollowedAlarm => ({
        key: alarm.id,
        label: alarm.label,
        sentAt: alarm.raisedAt,
        progress: alarmProgress({ consumed: true }, alarm),
        server: alarm,
      }),
    );
  return [...mine, ...others].sort((a, b) => Date.parse(b.sentAt) - Date.parse(a.sentAt));
}

function statusText(alarm: FollowedAlarm): string {
  const { server } = alarm;
  const sent = `${alarm.label} ${onAt(alarm.sentAt)}`;
  switch (alarm.progress) {
    case 'queued':
      return texts.enregistreeSurLeSent(sent);
    case 'sent':
    case 'received':
      return texts.envoyeeEtRecueSent(sent);
    case 'acknowledged':
      return texts.priseEnCompteSent(
        sent,
        server?.acknowledgedBy?.name || texts.lAgence,
        onAt(server?.acknowledgedAt ?? alarm.sentAt),
      );
    case 'closed':
      return texts.clotureeParSentValue(
        sent,
        server?.closedBy?.name || texts.lAgence,
        onAt(server?.closedAt ?? alarm.sentAt),
        server?.closeComment ? ` (« ${server.closeComment} »)` : '',
      );
  }
}

const severity = {
  queued: 'warning',
  sent: 'info',
  received: 'info',
  acknowledged: 'success',
  closed: 'success',
} as const;

/**
 * After an SOS or any alarm, the phone shows where each stands: waiting for the network, sent and received by the
 * agency, acknowledged by whom and when, then closed. Asked again every 10 s while one is not closed, every minute
 * otherwise (the server raises the silent phone's alarm itself).
 */
export function AlarmFollowUp({ agencyId, serviceId }: { agencyId: string; serviceId: string }) {
  const version = useExternalStore(queueVersionStore);
  const [queued, setQueued] = useState<QueuedMessage[]>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` counts the queue's changes; it is what re-reads it.
  useEffect(() => {
    let live = true;
    void fieldDatabase()
      .messages.where('serviceId')
      .equals(serviceId)
      .toArray()
      .then((messages) => {
        if (live) setQueued(messages.filter((message) => message.body.type === 'pti.alarm'));
      });
    return () => {
      live = false;
    };
  }, [serviceId, version]);
  const [open, setOpen] = useState(false);
  const server = useServiceAlarms(agencyId, serviceId, open);
  const alarms = followedAlarms(queued, server.data ?? []);
  const anyOpen = alarms.some((alarm) => alarm.progress !== 'closed');
  useEffect(() => setOpen(anyOpen), [anyOpen]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a newly queued alarm asks the server at once.
  useEffect(() => {
    if (queued.length > 0) void server.refetch();
  }, [queued.length, version]);
  if (alarms.length === 0) return null;
  return (
    <Stack spacing={1} component="ul" aria-label={texts.suiviDesAlertes} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {alarms.slice(0, 5).map((alarm) => (
        <Alert key={alarm.key} component="li" severity={severity[alarm.progress]} role="status">
          {statusText(alarm)}
        </Alert>
      ))}
    </Stack>
  );
}
