import type { PlanningColours } from '@securite/domain/planning/planning-settings';
import type { PlanningService } from '@securite/domain/planning/service-schemas';
import { ServiceStatus } from '@securite/domain/planning/service-status';
import type { CalendarDay } from '@securite/domain/time/calendar-day';
import { dayIn } from '@securite/domain/time/zoned-instants';

import { texts } from './texts.ts';

/** The two admin planning views (spec 000 section 2): one row per site, or one per agent. */
export type PlanningView = 'sites' | 'agents';

/** The id of the agents view's top row, holding the services no agent has yet. */
export const UNASSIGNED_ROW = 'non-affectes';
export const UNASSIGNED_LABEL = texts.nonAffectes;

export interface PlanningRow {
  id: string;
  label: string;
  /** Under the name: the site's customer, the agent's first specialty. */
  detail?: string | null;
  /** The site's postal code, for its public holidays (Alsace-Moselle, overseas). */
  zipcode?: string | null;
  unassigned?: boolean;
}

/** Services of one row, by the day they start on (agency time zone), each day's in start order. */
export type RowCells = ReadonlyMap<CalendarDay, readonly PlanningService[]>;
export type ServicesByRow = ReadonlyMap<string, RowCells>;

/**
 * The row a service belongs to in a view: its site, or its agent (the unassigned row when it has none). A circuit
 * shows once in the agents view (its stops are the agent's too, but the circuit covers them) and by its stops in the
 * sites view (the circuit itself has no site).
 */
export function rowIdOf(service: PlanningService, view: PlanningView): string | null {
  if (view === 'sites') return service.site?.id ?? null;
  if (service.circuitId) return null;
  return service.agent?.id ?? UNASSIGNED_ROW;
}

const QUARTER_HOUR_MS = 15 * 60_000;

/**
 * The day an instant starts on in the zone, remembered by quarter of an hour: every zone's offset today is a whole number
 * of quarter hours, so a local midnight falls on a quarter hour and one quarter hour lies within one day. A month
 * of ten thousand services starts at a few hundred distinct quarter hours: as many reads of the zone's clock.
 */
function startDays(timeZone: string): (instant: string) => CalendarDay {
  const known = new Map<number, CalendarDay>();
  return (instant) => {
    const quarter = Math.floor(Date.parse(instant) / QUARTER_HOUR_MS);
    let day = known.get(quarter);
    if (day === undefined) {
      day = dayIn(instant, timeZone);
      known.set(quarter, day);
    }
    return day;
  };
}

/**
 * Puts each service in its row and start day, once per fetch, so that a cell only reads a map. Services that
 * start outside the days shown (an overnight service from the day before) are left out.
 */
export function groupServices(
  services: readonly PlanningService[],
  view: PlanningView,
  days: readonly CalendarDay[],
  timeZone: string,
): ServicesByRow {
  const shown = new Set(days);
  const rows = new Map<string, Map<CalendarDay, PlanningService[]>>();
  const dayOf = startDays(timeZone);
  for (const service of services) {
    const rowId = rowIdOf(service, view);
    if (!rowId) continue;
    const day = dayOf(service.startAt);
    if (!shown.has(day)) continue;
    let cells = rows.get(rowId);
    if (!cells) {
      cells = new Map();
      rows.set(rowId, cells);
    }
    const cell = cells.get(day);
    if (cell) cell.push(service);
    else cells.set(day, [service]);
  }
  for (const cells of rows.values()) {
    for (const cell of cells.values()) cell.sort((a, b) => a.startAt.localeCompare(b.startAt));
  }
  return rows;
}

/** The most services one cell of the row holds, which sets the row's height. */
export function largestCell(cells: RowCells | undefined): number {
  let largest = 0;
  if (cells) for (const cell of cells.values()) largest = Math.max(largest, cell.length);
  return largest;
}

/** A chip's colour: conflict first, then no agent, then the status (paused counts as started). */
export function colourOf(service: PlanningService, colours: PlanningColours, conflict: boolean): string {
  if (conflict) return colours.conflict;
  if (service.status === ServiceStatus.Ended) return colours.ended;
  if (service.status === ServiceStatus.Started || service.status === ServiceStatus.Paused) return colours.started;
  if (!service.agent) return colours.unassigned;
  return colours.planned;
}
