import { messages } from '@securite/domain/errors/messages';
import type { ServiceStatus } from '@securite/domain/planning/service-status';
import {
  type ExportPeriod,
  type ExportRange,
  type ExportView,
  exportRange,
  exportTitle,
  type PlanningExportQuery,
} from '@securite/domain/planning-export/planning-export-schemas';
import type { FakeFilter } from '@securite/domain/tenancy/fake-data';
import { addDays, type CalendarDay } from '@securite/domain/time/calendar-day';
import { usableTimeZone, wallClock, wallClockMs, zonedInstant } from '@securite/domain/time/wall-clock';
import type { Tx } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { type ExportServiceRow, findExportAgents, findExportServices, findSiteNames } from './find-export-services.ts';

/** One service as printed: times as the agency's clocks show them. */
export interface ExportLine {
  id: string;
  day: CalendarDay;
  start: string;
  end: string;
  /** Wall-clock start and end written as UTC milliseconds (Excel dates carry no zone). */
  startLocal: number;
  endLocal: number;
  hours: number;
  siteName: string;
  agentName: string | null;
  postTitle: string | null;
  status: ServiceStatus;
}

/** A site or an agent with its services; `id` null is the row of posts without an agent. */
export interface ExportRow {
  id: string | null;
  name: string;
  /** Sites by name, agents by last name then first name. */
  sortKey: string;
  lines: ExportLine[];
  hours: number;
}

export interface PlanningExport {
  agencyName: string;
  timeZone: string;
  view: ExportView;
  period: ExportPeriod;
  range: ExportRange;
  title: string;
  days: CalendarDay[];
  rows: ExportRow[];
  /** "Édité le …" in the agency's time zone. */
  printedAt: { day: CalendarDay; time: string };
}

export const UNASSIGNED_ROW = 'Postes non pourvus';

const hoursBetween = (start: Date, end: Date) => Math.round((end.getTime() - start.getTime()) / 36_000) / 100;
const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });
const byName = (a: ExportRow, b: ExportRow) =>
  a.id === null ? 1 : b.id === null ? -1 : collator.compare(a.sortKey, b.sortKey);

function lineOf(row: ExportServiceRow, timeZone: string): ExportLine {
  const startLocal = wallClockMs(row.startAt, timeZone);
  const endLocal = wallClockMs(row.endAt, timeZone);
  const start = new Date(startLocal).toISOString();
  return {
    id: row.id,
    day: start.slice(0, 10),
    start: start.slice(11, 16),
    end: new Date(endLocal).toISOString().slice(11, 16),
    startLocal,
    endLocal,
    hours: hoursBetween(row.startAt, row.endAt),
    siteName: row.siteName,
    agentName: row.agentName,
    postTitle: row.postTitle,
    status: row.status,
  };
}

/**
 * Reads the planning of a week or a month for export: one row per site or agent (those named, or every one with a
 * service in the period), each with its services in start order and its total of planned hours. A service belongs
 * to the day it starts, in the agency's time zone. Ids outside the agency answer 404.
 */
export async function loadPlanningExport(
  tx: Tx,
  input: {
    agency: { id: string; name: string; timezone: string };
    fakeFilter: FakeFilter;
    query: PlanningExportQuery;
    now?: Date;
  },
): Promise<PlanningExport> {
  const { agency, query } = input;
  const timeZone = usableTimeZone(agency.timezone);
  const range = exportRange(query.period, query.from);
  const ids = query.ids ? [...new Set(query.ids)] : undefined;
  const named = new Map<string, { name: string; sortKey: string }>();
  if (ids && query.view === 'sites') {
    const names = await findSiteNames(tx, agency.id, ids);
    if (!names) throw notFound(messages.siteNotFound);
    for (const [id, name] of names) named.set(id, { name, sortKey: name });
  }
  if (ids && query.view === 'agents') {
    const agents = await findExportAgents(tx, agency.id, ids);
    if (!agents) throw notFound(messages.agentNotFound);
    for (const agent of agents) named.set(agent.id, { name: agent.name, sortKey: agent.sortKey });
  }
  const services = await findExportServices(tx, {
    agencyId: agency.id,
    from: zonedInstant(range.start, '00:00', timeZone),
    to: zonedInstant(range.end, '00:00', timeZone),
    fakeFilter: input.fakeFilter,
    siteIds: query.view === 'sites' ? ids : undefined,
    agentIds: query.view === 'agents' ? ids : undefined,
  });
  const rows = new Map<string | null, ExportRow>();
  for (const [id, row] of named) rows.set(id, { id, ...row, lines: [], hours: 0 });
  for (const service of services) {
    const key = query.view === 'sites' ? service.siteId : service.agentId;
    let row = rows.get(key);
    if (!row) {
      const name = query.view === 'sites' ? service.siteName : (service.agentName ?? UNASSIGNED_ROW);
      const sortKey = query.view === 'sites' ? service.siteName : (service.agentSortKey ?? name);
      row = { id: key, name, sortKey, lines: [], hours: 0 };
      rows.set(key, row);
    }
    const line = lineOf(service, timeZone);
    row.lines.push(line);
    row.hours += line.hours;
  }
  for (const row of rows.values()) row.hours = Math.round(row.hours * 100) / 100;
  const days: CalendarDay[] = [];
  for (let day = range.start; day < range.end; day = addDays(day, 1)) days.push(day);
  return {
    agencyName: agency.name,
    timeZone,
    view: query.view,
    period: query.period,
    range,
    title: exportTitle(query.view, range),
    days,
    rows: [...rows.values()].sort(byName),
    printedAt: wallClock(input.now ?? new Date(), timeZone),
  };
}
