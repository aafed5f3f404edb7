import type { PlanningService, ServiceDraftInput } from '@securite/domain/planning/service-schemas';
import { addDays, type CalendarDay, dayToDate } from '@securite/domain/time/calendar-day';
import { dayIn, isoAt, timeIn } from '@securite/domain/time/zoned-instants';
import { type PlanningView, rowIdOf, UNASSIGNED_ROW } from './planning-rows.ts';

const daysBetween = (from: CalendarDay, to: CalendarDay) =>
  Math.round((dayToDate(to).getTime() - dayToDate(from).getTime()) / 86_400_000);

/** The service at the same wall-clock times on another day (an overnight one still ends the next day). */
export function timesOn(
  service: PlanningService,
  day: CalendarDay,
  timeZone: string,
  times?: { start: string; end: string },
) {
  const startDay = dayIn(service.startAt, timeZone);
  const endDay = dayIn(service.endAt, timeZone);
  const start = times?.start ?? timeIn(service.startAt, timeZone);
  const end = times?.end ?? timeIn(service.endAt, timeZone);
  const span = times ? (start >= end ? 1 : 0) : daysBetween(startDay, endDay);
  return { startAt: isoAt(day, start, timeZone), endAt: isoAt(addDays(day, span), end, timeZone) };
}

/**
 * The batch line moving a service to another cell: same times on the new day, and the new agent (agents view;
 * the 'Non affectés' row unassigns) or site (sites view). Null when dropped where it already is.
 */
export function moveDraft(
  service: PlanningService,
  view: PlanningView,
  rowId: string,
  day: CalendarDay,
  timeZone: string,
): ServiceDraftInput | null {
  const sameRow = rowIdOf(service, view) === rowId;
  if (sameRow && dayIn(service.startAt, timeZone) === day) return null;
  const draft: ServiceDraftInput = { key: service.id, id: service.id, ...timesOn(service, day, timeZone) };
  if (!sameRow) {
    if (view === 'sites') draft.siteId = rowId;
    else draft.agentId = rowId === UNASSIGNED_ROW ? null : rowId;
  }
  return draft;
}
