import type { CheckedService } from '../check-types.ts';

/** One counted service of the agent: a candidate of the batch or a stored one, as instants in ms. */
export type TimelineEntry = {
  start: number;
  end: number;
  service: CheckedService;
  candidate: boolean;
};

/** The agent's counted services sorted by start, with what the range queries need. */
export type Timeline = {
  entries: readonly TimelineEntry[];
  /** The longest service, so that a range query can start its scan at `from - maxDuration`. */
  maxDuration: number;
};

/** A circuit's children are covered by the circuit itself: they count neither for hours nor for overlap. */
export function isCounted(service: CheckedService): boolean {
  return !service.circuitId;
}

function toEntry(service: CheckedService, candidate: boolean): TimelineEntry | null {
  const start = service.startAt.getTime();
  const end = service.endAt.getTime();
  if (!Number.isFinite(start) || !Number.isFinite(end) || end <= start) return null;
  return { start, end, service, candidate };
}

const byStart = (a: TimelineEntry, b: TimelineEntry) => a.start - b.start || a.end - b.end;

function existingEntries(existing: readonly CheckedService[]): TimelineEntry[] {
  const entries: TimelineEntry[] = [];
  for (const service of existing) {
    const entry = isCounted(service) ? toEntry(service, false) : null;
    if (entry) entries.push(entry);
  }
  // Stored services usually come ordered by start: the sort then only walks them once.
  return entries.sort(byStart);
}

/**
 * Sorts the stored services once and merges the sorted candidates into them in one pass. A stored service whose id is among the
 * candidates is the same service being edited: only the candidate's version counts.
 */
export function buildTimeline(candidates: readonly CheckedService[], existing: readonly CheckedService[]): Timeline {
  const mine: TimelineEntry[] = [];
  const editedIds = new Set<string>();
  for (const service of candidates) {
    if (service.id) editedIds.add(service.id);
    const entry = isCounted(service) ? toEntry(service, true) : null;
    if (entry) mine.push(entry);
  }
  mine.sort(byStart);
  const stored = existingEntries(existing);
  const entries: TimelineEntry[] = [];
  let maxDuration = 0;
  let i = 0;
  let j = 0;
  while (i < stored.length || j < mine.length) {
    const takeMine = i >= stored.length || (j < mine.length && byStart(mine[j], stored[i]) < 0);
    const entry = takeMine ? mine[j++] : stored[i++];
    if (!takeMine && entry.service.id && editedIds.has(entry.service.id)) continue;
    entries.push(entry);
    maxDuration = Math.max(maxDuration, entry.end - entry.start);
  }
  return { entries, maxDuration };
}

/** Index of the first entry starting at or after `time`. */
export function firstStartingFrom(timeline: Timeline, time: number): number {
  const { entries } = timeline;
  let low = 0;
  let high = entries.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (entries[mid].start < time) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** The entries sharing some time with [from, to), by start. */
export function entriesOverlapping(timeline: Timeline, from: number, to: number): TimelineEntry[] {
  const found: TimelineEntry[] = [];
  const { entries } = timeline;
  for (let i = firstStartingFrom(timeline, from - timeline.maxDuration); i < entries.length; i++) {
    const entry = entries[i];
    if (entry.start >= to) break;
    if (entry.end > from) found.push(entry);
  }
  return found;
}

/** Planned time within [from, to) in ms, real durations (a DST day has 23 or 25 hours). */
export function plannedWithin(timeline: Timeline, from: number, to: number): number {
  let total = 0;
  const { entries } = timeline;
  for (let i = firstStartingFrom(timeline, from - timeline.maxDuration); i < entries.length; i++) {
    const entry = entries[i];
    if (entry.start >= to) break;
    if (entry.end > from) total += Math.min(entry.end, to) - Math.max(entry.start, from);
  }
  return total;
}

/** The candidates of the batch that count (circuit children excepted), by start. */
export function candidateEntries(timeline: Timeline): TimelineEntry[] {
  return timeline.entries.filter((entry) => entry.candidate);
}
