import { randomUUID } from 'node:crypto';
import type { CircuitSave } from '@securite/domain/circuits/circuit-schemas';
import { placeStops } from '@securite/domain/circuits/circuit-stops';
import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { occurrenceDays } from '@securite/domain/planning/recurrence';
import { MAX_BATCH_SERVICES, serviceMessages } from '@securite/domain/planning/service-schemas';
import { type HolidayRegion, holidayRegionForZipcode } from '@securite/domain/time/holidays';
import type { services } from '../../db/schema/services.ts';
import type { ExpandedBatch, NewRow, ServiceValues } from '../planning/public.ts';

type StoredService = typeof services.$inferSelect;

/** One circuit of the save: its parent row, its stop rows in visiting order, and the day it runs. */
export type ExpandedCircuit = { day: string; parent: ServiceValues & { id: string }; stops: NewRow[] };

/** A stored circuit being edited, with its live stops. */
export type StoredCircuit = { parent: StoredService; stops: StoredService[] };

const blank = {
  activityType: null,
  specialty: null,
  dog: null,
  startPoint: null,
  endPoint: null,
};

/**
 * Turns a circuit save into the rows of a batch: per day (the date, or each occurrence of the recurrence in the
 * agency's time zone) a parent service spanning the tour and one child per stop, all given to the circuit's agent.
 * Editing one circuit updates its parent and replaces its stops (the old ones deleted, the new ones inserted).
 * Parents come before children in the inserts, so that a child's circuit exists when it is written.
 */
export function expandCircuit(
  save: CircuitSave,
  stored: StoredCircuit | null,
  options: { timeZone: string; firstZipcode: string | null | undefined },
): { batch: ExpandedBatch; circuits: ExpandedCircuit[] } {
  const batch: ExpandedBatch = { inserts: [], edits: [], deletes: [], recurrences: [] };
  const region: HolidayRegion = holidayRegionForZipcode(options.firstZipcode ?? '');
  const days = save.recurrence ? occurrenceDays(save.recurrence, { holidayRegion: region }) : [save.date as string];
  if (days.length * (save.stops.length + 1) > MAX_BATCH_SERVICES) {
    throw new AppError(ErrorCode.Validation, serviceMessages.tooMany);
  }
  const recurrenceIndex = save.recurrence ? batch.recurrences.push({ rule: save.recurrence }) - 1 : null;
  const circuits: ExpandedCircuit[] = [];
  const children: NewRow[] = [];
  for (const day of days) {
    const placed = placeStops(day, save.stops, options.timeZone);
    const parentId = stored?.parent.id ?? randomUUID();
    const key = stored ? parentId : day;
    const parent: ServiceValues & { id: string } = {
      ...blank,
      id: parentId,
      siteId: null,
      agentId: save.agentId,
      startAt: new Date(Math.min(...placed.map((p) => p.startAt.getTime()))),
      endAt: new Date(Math.max(...placed.map((p) => p.endAt.getTime()))),
      postTitle: save.name,
      comments: save.comments || null,
      circuitId: null,
      isCircuit: true,
    };
    const stops: NewRow[] = save.stops.map((stop, index) => ({
      ...blank,
      key,
      id: randomUUID(),
      groupId: null,
      recurrenceIndex,
      siteId: stop.siteId,
      agentId: save.agentId,
      startAt: placed[index].startAt,
      endAt: placed[index].endAt,
      postTitle: stop.postTitle || null,
      comments: stop.comments || null,
      circuitId: parentId,
      isCircuit: false,
    }));
    if (stored) {
      batch.edits.push({ ...parent, key, current: stored.parent });
      batch.deletes.push(...stored.stops);
    } else {
      batch.inserts.push({ ...parent, key, groupId: null, recurrenceIndex });
    }
    children.push(...stops);
    circuits.push({ day, parent, stops });
  }
  batch.inserts.push(...children);
  return { batch, circuits };
}
