import { z } from 'zod';
import type { Right } from '../auth/rights.ts';
import { addDays, type CalendarDay, dayToDate, formatDay, isCalendarDay } from '../time/calendar-day.ts';
import { monthLabel } from '../time/wall-clock.ts';
import { validationMessages as m } from '../validation/messages.ts';
import { zIsoDate } from '../validation/zod.ts';

/** The two planning views (spec 000 section 2: SITES and COLLABORATEURS). */
export const exportViews = ['sites', 'agents'] as const;
export type ExportView = (typeof exportViews)[number];
export const exportPeriods = ['week', 'month'] as const;
export type ExportPeriod = (typeof exportPeriods)[number];

/** Any one of these lets staff print and export the planning: the two planning views, or every service. */
export const planningExportRights: readonly Right[] = ['planning.sites', 'planning.agents', 'services.view'];
/** Any one of these lets staff e-mail agents their planning (an agent asks for their own without a right). */
export const planningSendRights: readonly Right[] = ['planning.agents', 'services.view'];

/** Most rows one export may name (the planning grid's visible rows); without ids every row of the period. */
export const MAX_EXPORT_IDS = 1000;
/** Most agents one send may address; each gets their own mail. */
export const MAX_SEND_AGENTS = 500;

export const planningExportMessages = {
  view: 'Choisissez la vue : sites ou collaborateurs',
  period: 'Choisissez la période : semaine ou mois',
  from: 'La date de début est obligatoire (AAAA-MM-JJ)',
  tooManyIds: `Un export ne peut pas nommer plus de ${MAX_EXPORT_IDS} lignes`,
  agentsRequired: 'Choisissez au moins un collaborateur',
  tooManyAgents: `Un envoi ne peut pas dépasser ${MAX_SEND_AGENTS} collaborateurs`,
  noEmail: (names: string[]) =>
    names.length === 1
      ? `${names[0]} n’a pas d’adresse e-mail : le planning ne peut pas lui être envoyé.`
      : `Ces collaborateurs n’ont pas d’adresse e-mail : ${names.join(', ')}. Aucun planning n’a été envoyé.`,
} as const;

const zDay = zIsoDate(planningExportMessages.from);

/** `ids` as a query string gives "a,b" or, repeated, ["a", "b"]; a JSON body gives an array (null is refused). */
const zIds = z.preprocess(
  (value) => {
    if (value === undefined || value === '') return undefined;
    if (value === null) return value;
    const list = Array.isArray(value) ? value : [value];
    return list.flatMap((item) => (typeof item === 'string' ? item.split(',') : [item])).filter((id) => id !== '');
  },
  z
    .array(z.uuid({ error: m.invalid }))
    .max(MAX_EXPORT_IDS, planningExportMessages.tooManyIds)
    .optional(),
);

/**
 * GET (query) or POST (body) {agency}/planning/export.pdf|xlsx: the planning of one week (Monday to Sunday) or one
 * calendar month containing `from`, for the named rows (sites or agents) or, without ids, for every row with a
 * service in the period.
 */
export const zPlanningExportQuery = z.object({
  view: z.enum(exportViews, { error: planningExportMessages.view }),
  period: z.enum(exportPeriods, { error: planningExportMessages.period }),
  from: zDay,
  ids: zIds,
});
export type PlanningExportQuery = z.infer<typeof zPlanningExportQuery>;

/**
 * POST {agency}/planning/send (staff: `agentIds` required) or {agency}/agent/{agentId}/planning/send (that agent,
 * `agentIds` ignored): e-mails each agent the PDF of their planning. A client `uuid` makes a retry send nothing twice.
 */
export const zPlanningSendRequest = z.object({
  uuid: z.uuid({ error: m.invalid }).optional(),
  agentIds: z
    .array(z.uuid({ error: m.invalid }))
    .max(MAX_SEND_AGENTS, planningExportMessages.tooManyAgents)
    .optional(),
  period: z.enum(exportPeriods, { error: planningExportMessages.period }),
  from: zDay,
});
export type PlanningSendRequest = z.infer<typeof zPlanningSendRequest>;

export const zPlanningSendResponse = z.object({ message: z.string(), count: z.number().int() });
export type PlanningSendResponse = z.infer<typeof zPlanningSendResponse>;

/** One export's days: `start` included, `end` excluded (calendar days in the agency's time zone). */
export interface ExportRange {
  start: CalendarDay;
  end: CalendarDay;
  /** "semaine du 14/12/2026" or "décembre 2026". */
  label: string;
}

/** The week (Monday to Sunday) or the calendar month that contains `day`. */
export function exportRange(period: ExportPeriod, day: CalendarDay): ExportRange {
  if (period === 'week') {
    const weekday = (dayToDate(day).getUTCDay() + 6) % 7;
    const start = addDays(day, -weekday);
    return { start, end: addDays(start, 7), label: `semaine du ${formatDay(start)}` };
  }
  const [year, month] = day.split('-').map(Number);
  const start = `${year}-${String(month).padStart(2, '0')}-01`;
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return { start, end: next, label: monthLabel(month, year) };
}

export const exportViewTitles: Record<ExportView, string> = {
  sites: 'Planning par sites',
  agents: 'Planning par collaborateurs',
};

/** "Planning par sites — semaine du 14/12/2026". */
export function exportTitle(view: ExportView, range: ExportRange): string {
  return `${exportViewTitles[view]} — ${range.label}`;
}

/** "planning-sites-2026-12.pdf" for a month, "planning-agents-2026-12-14.xlsx" for the week of that Monday. */
export function exportFilename(view: ExportView, period: ExportPeriod, range: ExportRange, ext: 'pdf' | 'xlsx') {
  const stamp = period === 'month' ? range.start.slice(0, 7) : range.start;
  return `planning-${view}-${stamp}.${ext}`;
}

/**
 * The day that picks the exported period from what a planning screen shows (`from`..`to`, both included): the week
 * of `from`; the month of the middle day, so that a week across two months exports the month holding most of it
 * and a month view its own month.
 */
export function exportDayOf(period: ExportPeriod, from: CalendarDay, to: CalendarDay): CalendarDay {
  if (period === 'week' || !isCalendarDay(to) || to < from) return from;
  const days = Math.round((dayToDate(to).getTime() - dayToDate(from).getTime()) / 86_400_000);
  return addDays(from, Math.floor(days / 2));
}
