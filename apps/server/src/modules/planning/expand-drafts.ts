import { randomUUID } from 'node:crypto';
import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { expandRecurrence } from '@securite/domain/planning/recurrence';
import type { Recurrence } from '@securite/domain/planning/recurrence-schemas';
import { MAX_BATCH_SERVICES, type ServiceDraft, serviceMessages } from '@securite/domain/planning/service-schemas';
import { holidayRegionForZipcode } from '@securite/domain/time/holidays';
import type { services } from '../../db/schema/services.ts';

type StoredService = typeof services.$inferSelect;

/** The editable columns of a service row. */
export type ServiceValues = {
  siteId: string | null;
  agentId: string | null;
  startAt: Date;
  endAt: Date;
  activityType: string | null;
  specialty: string | null;
  postTitle: string | null;
  comments: string | null;
  dog: string | null;
  startPoint: string | null;
  endPoint: string | null;
  circuitId: string | null;
  isCircuit: boolean;
  /** Left out by circuits: the stored arrays stay (empty by default). */
  roundIds?: string[];
  checkpointIds?: string[];
};

/** A row the batch will insert: its values plus the recurrence and post group it belongs to. */
export type NewRow = ServiceValues & {
  key: string;
  id: string;
  groupId: string | null;
  recurrenceIndex: number | null;
};
export type EditedRow = ServiceValues & { key: string; id: string; current: StoredService };

export type ExpandedBatch = {
  inserts: NewRow[];
  edits: EditedRow[];
  deletes: StoredService[];
  recurrences: Array<{ rule: Recurrence }>;
};

const unique = (ids: readonly string[]): string[] => [...new Set(ids)];
const text = (value: string | null | undefined, fallback: string | null): string | null =>
  value === undefined ? fallback : value || null;

/**
 * Turns the drafted lines into rows: a new line gives one row per occurrence of its recurrence (or one) and per
 * post (nbAgents); an edited line merges into the stored service; deletions are listed apart.
 */
export function expandDrafts(
  drafts: readonly ServiceDraft[],
  stored: ReadonlyMap<string, StoredService>,
  options: { timeZone: string; siteZipcodes: ReadonlyMap<string, string | null | undefined> },
): ExpandedBatch {
  const batch: ExpandedBatch = { inserts: [], edits: [], deletes: [], recurrences: [] };
  drafts.forEach((draft, index) => {
    const key = draft.key ?? (draft.id ? draft.id : `#${index + 1}`);
    const current = draft.id ? stored.get(draft.id) : undefined;
    if (current && draft.delete) {
      batch.deletes.push(current);
      return;
    }
    if (current) {
      batch.edits.push({
        key,
        id: current.id,
        current,
        siteId: draft.siteId === undefined ? current.siteId : draft.siteId,
        agentId: draft.agentId === undefined ? current.agentId : draft.agentId,
        startAt: draft.startAt ? new Date(draft.startAt) : current.startAt,
        endAt: draft.endAt ? new Date(draft.endAt) : current.endAt,
        activityType: text(draft.activityType, current.activityType),
        specialty: text(draft.specialty, current.specialty),
        postTitle: text(draft.postTitle, current.postTitle),
        comments: text(draft.comments, current.comments),
        dog: text(draft.dog, current.dog),
        startPoint: text(draft.startPoint, current.startPoint),
        endPoint: text(draft.endPoint, current.endPoint),
        circuitId: current.circuitId,
        isCircuit: current.isCircuit,
        // Kept (the same array) unless given: the attachment check looks at changed ones only.
        roundIds: draft.roundIds ? unique(draft.roundIds) : current.roundIds,
        checkpointIds: draft.checkpointIds ? unique(draft.checkpointIds) : current.checkpointIds,
      });
      return;
    }
    const siteId = draft.siteId ?? null;
    let recurrenceIndex: number | null = null;
    let occurrences: Array<{ startAt: Date; endAt: Date }>;
    if (draft.recurrence) {
      recurrenceIndex = batch.recurrences.push({ rule: draft.recurrence }) - 1;
      const zipcode = siteId ? options.siteZipcodes.get(siteId) : undefined;
      const skipped = new Set((draft.skipStartAts ?? []).map((at) => Date.parse(at)));
      occurrences = expandRecurrence(draft.recurrence, {
        timeZone: options.timeZone,
        holidayRegion: holidayRegionForZipcode(zipcode ?? ''),
      }).filter((occurrence) => !skipped.has(occurrence.startAt.getTime()));
    } else {
      occurrences = [{ startAt: new Date(draft.startAt as string), endAt: new Date(draft.endAt as string) }];
    }
    if (batch.inserts.length + occurrences.length * draft.nbAgents > MAX_BATCH_SERVICES) {
      throw new AppError(ErrorCode.Validation, serviceMessages.tooMany);
    }
    for (const occurrence of occurrences) {
      const groupId = draft.nbAgents > 1 ? randomUUID() : null;
      for (let post = 0; post < draft.nbAgents; post++) {
        batch.inserts.push({
          key,
          id: randomUUID(),
          groupId,
          recurrenceIndex,
          siteId,
          agentId: post === 0 ? (draft.agentId ?? null) : null,
          startAt: occurrence.startAt,
          endAt: occurrence.endAt,
          activityType: draft.activityType || null,
          specialty: draft.specialty || null,
          postTitle: draft.postTitle || null,
          comments: draft.comments || null,
          dog: draft.dog || null,
          startPoint: draft.startPoint || null,
          endPoint: draft.endPoint || null,
          circuitId: null,
          isCircuit: false,
          roundIds: unique(draft.roundIds ?? []),
          checkpointIds: unique(draft.checkpointIds ?? []),
        });
      }
    }
  });
  return batch;
}
