import { type AlarmKind, alarmKindLabels } from '@securite/domain/pti/pti-alarms';
import {
  isTimelineKind,
  type TimelineEntry,
  type TimelineKind,
  timelineLabels,
} from '@securite/domain/timeline/service-timeline';

/** What the timeline reads of a queued field message: its type, times and the few texts of its payload. */
export interface MessageRow {
  id: string;
  type: string;
  deviceAt: Date;
  receivedAt: Date;
  executionId: string | null;
  roundId: string | null;
  checkpointId: string | null;
  method: string | null;
  reason: string | null;
  text: string | null;
  description: string | null;
  content: string | null;
  report: string | null;
  attachments: number;
}

export interface AlarmRow {
  id: string;
  kind: string;
  description: string | null;
  deviceAt: Date | null;
  raisedAt: Date;
  acknowledgedAt: Date | null;
  closedAt: Date | null;
  closeComment: string | null;
}

/** The names the payloads point at: rounds and checkpoints of the agency. */
export interface Names {
  rounds: Map<string, string>;
  checkpoints: Map<string, string>;
}

const methodLabels: Record<string, string> = { nfc: 'NFC', qr: 'QR code', manual: 'manuelle' };

const joined = (...parts: (string | null | undefined)[]) => {
  const kept = parts.map((p) => p?.trim()).filter((p): p is string => Boolean(p));
  return kept.length > 0 ? kept.join(' — ') : null;
};

function messageDetail(row: MessageRow, names: Names): string | null {
  const checkpoint = row.checkpointId ? (names.checkpoints.get(row.checkpointId) ?? 'Point inconnu') : null;
  const files =
    row.attachments > 0
      ? `${row.attachments} pièce${row.attachments > 1 ? 's' : ''} jointe${row.attachments > 1 ? 's' : ''}`
      : null;
  switch (row.type) {
    case 'service.end':
      return row.report;
    case 'round.start':
      return row.roundId ? (names.rounds.get(row.roundId) ?? null) : null;
    case 'round.checkpoint':
      return joined(checkpoint, row.method ? `validation ${methodLabels[row.method] ?? row.method}` : null, row.reason);
    case 'round.skip':
      return joined(checkpoint, row.reason);
    case 'round.observation':
      return row.text;
    case 'event.create':
      return joined(row.description, files);
    case 'event.message':
    case 'event.message.edit':
      return joined(row.content, files);
    default:
      return null;
  }
}

const entry = (
  id: string,
  kind: TimelineKind,
  deviceAt: Date,
  receivedAt: Date | null,
  extra: Partial<TimelineEntry> = {},
): TimelineEntry => ({
  id,
  kind,
  label: timelineLabels[kind],
  detail: null,
  deviceAt: deviceAt.toISOString(),
  receivedAt: receivedAt?.toISOString() ?? null,
  photoFileId: null,
  executionId: null,
  ...extra,
});

/** One entry per queued message the timeline shows (heartbeats and the phone's alarm messages are left out). */
export function messageEntries(rows: readonly MessageRow[], names: Names): TimelineEntry[] {
  return rows.flatMap((row) => {
    if (!isTimelineKind(row.type)) return [];
    return [
      entry(row.id, row.type, row.deviceAt, row.receivedAt, {
        detail: messageDetail(row, names),
        photoFileId: row.type === 'service.photo' ? row.id : null,
        executionId: row.executionId,
      }),
    ];
  });
}

/** An alarm is raised (at the phone's time when the phone raised it), then maybe acknowledged and closed. */
export function alarmEntries(rows: readonly AlarmRow[]): TimelineEntry[] {
  return rows.flatMap((row) => {
    const kind = alarmKindLabels[row.kind as AlarmKind] ?? row.kind;
    const raised = entry(`${row.id}:raised`, 'alarm.raised', row.deviceAt ?? row.raisedAt, row.raisedAt, {
      detail: joined(kind, row.description),
    });
    const later: TimelineEntry[] = [];
    if (row.acknowledgedAt) {
      later.push(entry(`${row.id}:ack`, 'alarm.acknowledged', row.acknowledgedAt, null, { detail: kind }));
    }
    if (row.closedAt) {
      later.push(
        entry(`${row.id}:closed`, 'alarm.closed', row.closedAt, null, { detail: joined(kind, row.closeComment) }),
      );
    }
    return [raised, ...later];
  });
}

/**
 * What a customer reads of a service's timeline: the start and end, the rounds walked (their names, not their
 * checkpoints: spec 000 section 6, customers do not load checkpoints) and the main courante of its site. Pauses,
 * photos, the end report, checkpoint steps, edits and the lone-worker alarms stay the agency's.
 */
const customerKinds: ReadonlySet<TimelineKind> = new Set([
  'service.start',
  'service.end',
  'round.start',
  'round.end',
  'event.create',
  'event.message',
]);

export function customerEntries(
  entries: readonly TimelineEntry[],
  mainCourante: ReadonlyMap<string, string | null>,
): TimelineEntry[] {
  return entries.flatMap((entry) => {
    if (!customerKinds.has(entry.kind)) return [];
    const shown = { ...entry, photoFileId: null };
    if (entry.kind === 'service.end') return [{ ...shown, detail: null }];
    if (entry.kind !== 'event.create' && entry.kind !== 'event.message') return [shown];
    // The main courante as it stands now: an event or message deleted since is not shown, an edited one as it reads.
    const text = mainCourante.get(entry.id);
    if (text === null || text === undefined) return [];
    return [{ ...shown, detail: text || null }];
  });
}
