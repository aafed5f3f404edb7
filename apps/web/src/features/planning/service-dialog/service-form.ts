import { expandRecurrence } from '@securite/domain/planning/recurrence';
import {
  isOvernight,
  type Recurrence,
  type RecurrenceInput,
  type RepeatType,
  repeatTypes,
  zRecurrence,
} from '@securite/domain/planning/recurrence-schemas';
import { type PlanningService, type ServiceDraftInput, zServiceDraft } from '@securite/domain/planning/service-schemas';
import { addDays, type CalendarDay } from '@securite/domain/time/calendar-day';
import { type HolidayRegion, holidayRegionForZipcode } from '@securite/domain/time/holidays';
import { dayIn, isoAt, timeIn } from '@securite/domain/time/zoned-instants';
import { z } from 'zod';
import type { BatchPlan } from '../batch/run-batch.ts';

/** The service dialog's fields; the domain's schemas check them once turned into a recurrence and a draft. */
export interface ServiceFormValues {
  siteId: string | null;
  agentId: string | null;
  date: CalendarDay | null;
  startTime: string;
  endTime: string;
  activityType: string;
  specialty: string;
  postTitle: string;
  nbAgents: number | null;
  dog: string;
  startPoint: string;
  endPoint: string;
  comments: string;
  repeat: RepeatType;
  frequency: number | null;
  days: number[];
  monthDays: number[];
  endDate: CalendarDay | null;
  excludeHolidays: boolean;
  /** Public holidays worked although excluded (the per-day overrides). */
  holidayDays: CalendarDay[];
  /** Rounds and checkpoints of the site the agents must walk. */
  roundIds: string[];
  checkpointIds: string[];
}

export type ServiceFormField = keyof ServiceFormValues;

/** Where the dialog was opened: a cell (its row's site or agent and its day). */
export interface ServicePrefill {
  siteId?: string | null;
  agentId?: string | null;
  day: CalendarDay;
}

export interface ServiceFormContext {
  timeZone: string;
  /** The edited service; none for a new one. */
  service: PlanningService | null;
  /** Postal code of a site, for its public holidays. */
  zipcodeOf: (siteId: string) => string | null | undefined;
}

export function serviceFormValues(
  service: PlanningService | null,
  prefill: ServicePrefill | null,
  timeZone: string,
): ServiceFormValues {
  const day = service ? dayIn(service.startAt, timeZone) : (prefill?.day ?? null);
  return {
    siteId: service ? (service.site?.id ?? null) : (prefill?.siteId ?? null),
    agentId: service ? (service.agent?.id ?? null) : (prefill?.agentId ?? null),
    date: day,
    startTime: service ? timeIn(service.startAt, timeZone) : '08:00',
    endTime: service ? timeIn(service.endAt, timeZone) : '20:00',
    activityType: service?.activityType ?? '',
    specialty: service?.specialty ?? '',
    postTitle: service?.postTitle ?? '',
    nbAgents: 1,
    dog: service?.dog ?? '',
    startPoint: service?.startPoint ?? '',
    endPoint: service?.endPoint ?? '',
    comments: service?.comments ?? '',
    repeat: 'none',
    frequency: 1,
    days: [],
    monthDays: [],
    endDate: day,
    excludeHolidays: false,
    holidayDays: [],
    roundIds: service?.roundIds ?? [],
    checkpointIds: service?.checkpointIds ?? [],
  };
}

/** The recurrence the fields describe ('Pas de répétition': the single day). */
export function recurrenceInputOf(values: ServiceFormValues): RecurrenceInput {
  const single = values.repeat === 'none';
  return {
    repeat: values.repeat,
    frequency: values.frequency ?? Number.NaN,
    days: values.days,
    monthDays: values.monthDays,
    holidayDays: values.excludeHolidays ? values.holidayDays : [],
    excludeHolidays: values.excludeHolidays,
    startDate: values.date as string,
    endDate: (single ? values.date : values.endDate) as string,
    startTime: values.startTime,
    endTime: values.endTime,
  };
}

export function holidayRegionOf(values: ServiceFormValues, context: ServiceFormContext): HolidayRegion {
  return holidayRegionForZipcode(values.siteId ? context.zipcodeOf(values.siteId) : null);
}

const orNull = (text: string) => text.trim() || null;

function detailsOf(values: ServiceFormValues) {
  return {
    siteId: values.siteId,
    agentId: values.agentId,
    activityType: orNull(values.activityType),
    specialty: orNull(values.specialty),
    postTitle: orNull(values.postTitle),
    dog: orNull(values.dog),
    startPoint: orNull(values.startPoint),
    endPoint: orNull(values.endPoint),
    comments: orNull(values.comments),
    roundIds: values.roundIds,
    checkpointIds: values.checkpointIds,
  };
}

/** The single service's two instants: the end on the next day when the service is overnight. */
function instantsOf(values: ServiceFormValues, timeZone: string) {
  const day = values.date as string;
  const endDay = isOvernight(values.startTime, values.endTime) ? addDays(day, 1) : day;
  return { startAt: isoAt(day, values.startTime, timeZone), endAt: isoAt(endDay, values.endTime, timeZone) };
}

/** The batch line of the form: an edit of the service, one new service, or a recurrence of new ones. */
export function draftOf(values: ServiceFormValues, context: ServiceFormContext, rule: Recurrence): ServiceDraftInput {
  const { service, timeZone } = context;
  if (service) return { key: service.id, id: service.id, ...detailsOf(values), ...instantsOf(values, timeZone) };
  const base = { key: 'nouveau', ...detailsOf(values), nbAgents: values.nbAgents ?? Number.NaN };
  if (values.repeat === 'none') return { ...base, ...instantsOf(values, timeZone) };
  return { ...base, recurrence: rule };
}

// The domain names the paths of the recurrence and of the draft; the form shows them on its own fields.
const recurrencePaths: Record<string, ServiceFormField> = {
  startDate: 'date',
  endDate: 'endDate',
  startTime: 'startTime',
  endTime: 'endTime',
  repeat: 'repeat',
  frequency: 'frequency',
  days: 'days',
  monthDays: 'monthDays',
  holidayDays: 'holidayDays',
};
const draftPaths: Record<string, ServiceFormField> = { startAt: 'date', endAt: 'endTime' };

type FormIssue = { path: ServiceFormField; message: string };

function first(issues: FormIssue[]): FormIssue[] {
  const seen = new Set<string>();
  return issues.filter((issue) => !seen.has(issue.path) && seen.add(issue.path));
}

/** What the domain's schemas say about the fields: the recurrence (dates and times), then the draft (site…). */
export function formIssues(values: ServiceFormValues, context: ServiceFormContext): FormIssue[] {
  const rule = zRecurrence.safeParse(recurrenceInputOf(values));
  const single = values.repeat === 'none';
  const ruleIssues: FormIssue[] = rule.success
    ? []
    : rule.error.issues.map((issue) => {
        const key = String(issue.path[0]);
        return {
          path: single && key === 'endDate' ? 'date' : (recurrencePaths[key] ?? 'date'),
          message: issue.message,
        };
      });
  // While the dates or times are wrong, the rest of the draft is still checked (the site, the number of agents).
  const draftValues = rule.success ? values : { ...values, date: '2000-01-01', startTime: '08:00', endTime: '20:00' };
  const draftRule = rule.success ? rule.data : zRecurrence.parse(recurrenceInputOf({ ...draftValues, repeat: 'none' }));
  const draft = zServiceDraft.safeParse(draftOf(draftValues, context, draftRule));
  const draftIssues: FormIssue[] = draft.success
    ? []
    : draft.error.issues.flatMap((issue) => {
        const [key, sub] = issue.path.map(String);
        if (!rule.success && (key === 'recurrence' || key in draftPaths)) return [];
        const path = key === 'recurrence' ? recurrencePaths[sub] : (draftPaths[key] ?? (key as ServiceFormField));
        return [{ path: path ?? 'date', message: issue.message }];
      });
  return first([...ruleIssues, ...draftIssues]);
}

/** The resolver's schema: the form's shape, checked by the domain's rules. */
export function serviceFormSchema(context: ServiceFormContext) {
  return z
    .object({
      siteId: z.string().nullable(),
      agentId: z.string().nullable(),
      date: z.string().nullable(),
      startTime: z.string(),
      endTime: z.string(),
      activityType: z.string(),
      specialty: z.string(),
      postTitle: z.string(),
      nbAgents: z.number().nullable(),
      dog: z.string(),
      startPoint: z.string(),
      endPoint: z.string(),
      comments: z.string(),
      repeat: z.enum(repeatTypes),
      frequency: z.number().nullable(),
      days: z.array(z.number()),
      monthDays: z.array(z.number()),
      endDate: z.string().nullable(),
      excludeHolidays: z.boolean(),
      holidayDays: z.array(z.string()),
      roundIds: z.array(z.string()),
      checkpointIds: z.array(z.string()),
    })
    .superRefine((values, ctx) => {
      for (const issue of formIssues(values, context)) {
        ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
      }
    });
}

/** The occurrences of a valid recurrence; null while the fields do not make one. */
export function occurrenceCount(values: ServiceFormValues, context: ServiceFormContext): number | null {
  const rule = zRecurrence.safeParse(recurrenceInputOf(values));
  if (!rule.success) return null;
  if (rule.data.repeat === 'none') return 1;
  return expandRecurrence(rule.data, { timeZone: context.timeZone, holidayRegion: holidayRegionOf(values, context) })
    .length;
}

/**
 * What the form plans, occurrence by occurrence (a creation's repetition expanded, or the edited service's new
 * times), for the checks shown beside each; empty while the fields do not make one.
 */
export function occurrencesOf(
  values: ServiceFormValues,
  context: ServiceFormContext,
): Array<{ startAt: string; endAt: string }> {
  const rule = zRecurrence.safeParse(recurrenceInputOf(values));
  if (!rule.success) return [];
  return expandRecurrence(rule.data, {
    timeZone: context.timeZone,
    holidayRegion: holidayRegionOf(values, context),
  }).map((o) => ({ startAt: o.startAt.toISOString(), endAt: o.endAt.toISOString() }));
}

/** The line 'Vérifier' checks: the service as the fields describe it, changed or not. */
export function checkedDraftOf(values: ServiceFormValues, context: ServiceFormContext): ServiceDraftInput {
  return draftOf(values, context, zRecurrence.parse(recurrenceInputOf(values)));
}

/**
 * The batch the form saves. An edit that changes nothing gives no line (the flow then says 'Aucun changement à
 * enregistrer'); a creation counts its occurrences times its posts.
 */
export function planOf(values: ServiceFormValues, initial: ServiceFormValues, context: ServiceFormContext): BatchPlan {
  const rule = zRecurrence.parse(recurrenceInputOf(values));
  const draft = draftOf(values, context, rule);
  if (context.service) {
    const before = draftOf(initial, context, zRecurrence.parse(recurrenceInputOf(initial)));
    const changed = JSON.stringify(draft) !== JSON.stringify(before);
    return { kind: 'update', drafts: changed ? [draft] : [], count: changed ? 1 : 0 };
  }
  const count = (occurrenceCount(values, context) ?? 0) * (values.nbAgents ?? 1);
  return { kind: 'create', drafts: [draft], count };
}
