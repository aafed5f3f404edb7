import { z } from 'zod';

/**
 * What the service timeline shows (spec 000 section 2, the « service timeline » dialog): the phone's queued
 * messages of a service (start, breaks, photos, rounds, main courante) and its lone-worker alarms with what the
 * office did about them. Heartbeats are left out: they say nothing happened.
 */
export const timelineKinds = [
  'service.start',
  'break.start',
  'break.end',
  'service.photo',
  'service.end',
  'round.start',
  'round.checkpoint',
  'round.skip',
  'round.observation',
  'round.end',
  'event.create',
  'event.message',
  'event.message.edit',
  'event.message.delete',
  'alarm.raised',
  'alarm.acknowledged',
  'alarm.closed',
] as const;
export type TimelineKind = (typeof timelineKinds)[number];

export const isTimelineKind = (type: string): type is TimelineKind =>
  (timelineKinds as readonly string[]).includes(type);

export const timelineLabels: Record<TimelineKind, string> = {
  'service.start': 'Début du service',
  'break.start': 'Début de pause',
  'break.end': 'Fin de pause',
  'service.photo': 'Photo',
  'service.end': 'Fin du service',
  'round.start': 'Début de ronde',
  'round.checkpoint': 'Point de contrôle validé',
  'round.skip': 'Point de contrôle sauté',
  'round.observation': 'Observation de ronde',
  'round.end': 'Fin de ronde',
  'event.create': 'Événement de main courante',
  'event.message': 'Message de main courante',
  'event.message.edit': 'Message modifié',
  'event.message.delete': 'Message supprimé',
  'alarm.raised': 'Alarme travailleur isolé',
  'alarm.acknowledged': 'Alarme prise en compte',
  'alarm.closed': 'Alarme clôturée',
};

export const zTimelineEntry = z.object({
  id: z.string(),
  kind: z.enum(timelineKinds),
  label: z.string(),
  detail: z.string().nullable(),
  /** The phone's time (or the office's, for what the office did). */
  deviceAt: z.string(),
  /** When the server received it; null for what the server did itself at that time. */
  receivedAt: z.string().nullable(),
  /** A photo of the service (service.photo), read through the files route. */
  photoFileId: z.string().nullable(),
  /** The round execution a round step belongs to, to open its page. */
  executionId: z.string().nullable(),
});
export type TimelineEntry = z.infer<typeof zTimelineEntry>;

/** GET {agency}/services/{id}/timeline. */
export const zServiceTimeline = z.object({
  service: z.object({
    id: z.string(),
    reference: z.string(),
    site: z.string().nullable(),
    agent: z.string().nullable(),
  }),
  entries: z.array(zTimelineEntry),
  timeZone: z.string(),
});
export type ServiceTimeline = z.infer<typeof zServiceTimeline>;

/**
 * The entries in time order: by the phone's time, then by receipt (a queue drained late keeps its order), then
 * by id so that the same rows always read the same.
 */
export function sortTimeline(entries: readonly TimelineEntry[]): TimelineEntry[] {
  const time = (iso: string | null) => (iso === null ? Number.POSITIVE_INFINITY : Date.parse(iso));
  return [...entries].sort(
    (a, b) =>
      time(a.deviceAt) - time(b.deviceAt) ||
      time(a.receivedAt) - time(b.receivedAt) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

/** How late the server heard of an entry, in whole minutes (0 when on time or unknown): a phone that was offline. */
export function receiptDelayMinutes(entry: Pick<TimelineEntry, 'deviceAt' | 'receivedAt'>): number {
  if (entry.receivedAt === null) return 0;
  const delay = Date.parse(entry.receivedAt) - Date.parse(entry.deviceAt);
  return delay > 0 ? Math.floor(delay / 60_000) : 0;
}
