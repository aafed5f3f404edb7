import type { ServiceDraft } from '@securite/domain/planning/service-schemas';
import { ServiceStatus } from '@securite/domain/planning/service-status';
import { DAY_MS, wallClockMs, zoneOffsets } from '@securite/domain/time/wall-clock';
import { and, asc, eq, gte, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { services } from '../../db/schema/services.ts';
import { inAgency } from '../../db/tenant.ts';

type StoredService = typeof services.$inferSelect;

const sameOrNull = (column: typeof services.siteId | typeof services.agentId, value: string | null): SQL =>
  value === null ? isNull(column) : eq(column, value);

/**
 * Replaces every `series: 'following'` line by one line per target, each naming its service by `id`:
 *
 * - the targets are the edited service and every live service (not deleted) of the same `recurrenceId` that starts
 *   at or after it, is still planned (a started or ended one is skipped, never changed, never an error), and had
 *   the same site and the same agent as the edited service before the edit (no agent matches no agent: an
 *   unassigned post's series);
 * - when the edit gives an agent to an unassigned series of several posts (nbAgents > 1), only one row per
 *   occurrence (per `groupId`, else per start) is a target: the edited row on its occurrence, the first on others;
 * - the line's fields apply to every target. When its start or end differs from the stored one, the new times are
 *   read as wall-clock times in the agency's zone: each target keeps its own local date, moved by as many days as
 *   the edited service was, and gets the new start time and the new wall-clock duration (a 20:00–08:00 stays
 *   20:00–08:00 across a daylight-saving change). Without a time change every target keeps its times;
 * - a service another line of the batch names itself is left to that line.
 *
 * A line whose service is not the agency's, or has no repetition, is kept as it is: the batch's own checks answer
 * 404 (another agency's id) or treat it as a single edit.
 */
export async function expandSeries(
  db: Db,
  agencyId: string,
  timeZone: string,
  drafts: readonly ServiceDraft[],
): Promise<ServiceDraft[]> {
  if (!drafts.some((d) => d.series === 'following' && d.id)) return [...drafts];
  const named = new Set(drafts.flatMap((d) => (d.id && d.series !== 'following' ? [d.id] : [])));
  const seriesIds = drafts.flatMap((d) => (d.series === 'following' && d.id ? [d.id] : []));
  const edited = await db
    .select()
    .from(services)
    .where(and(inAgency(services, agencyId), inArray(services.id, seriesIds), isNull(services.deletedAt)));
  const editedById = new Map(edited.map((s) => [s.id, s]));

  const result: ServiceDraft[] = [];
  const taken = new Set(named);
  for (const draft of drafts) {
    const current = draft.series === 'following' && draft.id ? editedById.get(draft.id) : undefined;
    if (!current?.recurrenceId) {
      result.push(draft.series ? { ...draft, series: undefined } : draft);
      continue;
    }
    const following = await db
      .select()
      .from(services)
      .where(
        and(
          inAgency(services, agencyId),
          eq(services.recurrenceId, current.recurrenceId),
          isNull(services.deletedAt),
          gte(services.startAt, current.startAt),
          eq(services.status, ServiceStatus.Planned),
          sameOrNull(services.siteId, current.siteId),
          sameOrNull(services.agentId, current.agentId),
        ),
      )
      .orderBy(asc(services.startAt), asc(services.id));
    const targets = pickTargets(current, following, draft).filter((s) => !taken.has(s.id));
    for (const target of targets) taken.add(target.id);
    result.push({ ...draft, series: undefined });
    const times = timeShift(current, draft, timeZone);
    for (const target of targets) {
      if (target.id === current.id) continue;
      // Without a time change each target keeps its own times (the line's are the edited service's).
      const own = times ? times(target) : { startAt: undefined, endAt: undefined };
      result.push({ ...draft, series: undefined, key: target.id, id: target.id, ...own });
    }
  }
  return result;
}

/** The rows the line changes: all of them, or one per occurrence when it assigns an unassigned multi-post series. */
function pickTargets(current: StoredService, rows: StoredService[], draft: ServiceDraft): StoredService[] {
  const others = rows.filter((r) => r.id !== current.id);
  if (current.agentId !== null || !draft.agentId || draft.delete) return others;
  const occurrence = (s: StoredService) => s.groupId ?? s.startAt.toISOString();
  const seen = new Set([occurrence(current)]);
  return others.filter((s) => !seen.has(occurrence(s)) && seen.add(occurrence(s)));
}

/**
 * How the line moves each target: null when it keeps the stored times. Works on wall-clock milliseconds (a local
 * time written as if it were UTC) so that the start time and the local duration carry to every date.
 */
function timeShift(current: StoredService, draft: ServiceDraft, timeZone: string) {
  if (draft.delete || !draft.startAt || !draft.endAt) return null;
  const start = new Date(draft.startAt);
  const end = new Date(draft.endAt);
  if (start.getTime() === current.startAt.getTime() && end.getTime() === current.endAt.getTime()) return null;
  const newStart = wallClockMs(start, timeZone);
  const duration = wallClockMs(end, timeZone) - newStart;
  const oldStart = wallClockMs(current.startAt, timeZone);
  const dayDelta = Math.floor(newStart / DAY_MS) - Math.floor(oldStart / DAY_MS);
  const timeOfDay = newStart - Math.floor(newStart / DAY_MS) * DAY_MS;
  const zone = zoneOffsets(timeZone);
  return (target: StoredService) => {
    const day = Math.floor(wallClockMs(target.startAt, timeZone) / DAY_MS) + dayDelta;
    const local = day * DAY_MS + timeOfDay;
    return {
      startAt: new Date(zone.instant(local)).toISOString(),
      endAt: new Date(zone.instant(local + duration)).toISOString(),
    };
  };
}
