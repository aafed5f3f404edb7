import { z } from 'zod';
import { isCalendarDay } from '../time/calendar-day.ts';
import { validationMessages as m } from '../validation/messages.ts';
import { zIsoDate, zSearch } from '../validation/zod.ts';
import { zHourCoefficients } from './hour-coefficients.ts';
import { periodDays } from './hour-period.ts';

/** The longest period the hours screens count at once (a quarter), to keep a count off the heavy side. */
export const MAX_HOURS_PERIOD_DAYS = 93;
/** Spec 000 section 9: tables show 25 rows a page. */
export const HOURS_PAGE_SIZE = 25;

export const hoursMessages = {
  periodTooLong: `La période ne peut pas dépasser ${MAX_HOURS_PERIOD_DAYS} jours`,
  toBeforeFrom: 'La fin de la période doit être postérieure ou égale à son début',
  targetRequired: 'Choisissez un collaborateur ou un site',
  noAgentRecord: 'Aucune fiche collaborateur ne correspond à votre compte dans cette agence',
} as const;

const zDay = () => zIsoDate(m.invalid, m.required);

/** A period of local days in the agency's time zone, both ends included. */
const periodShape = { from: zDay(), to: zDay() };

/** Adds the period checks (end not before start, at most MAX_HOURS_PERIOD_DAYS days) to a request schema. */
function withPeriodChecks<T extends z.ZodType<{ from: string; to: string }>>(schema: T) {
  return schema
    .refine((r) => !isCalendarDay(r.from) || !isCalendarDay(r.to) || r.to >= r.from, {
      path: ['to'],
      message: hoursMessages.toBeforeFrom,
    })
    .refine((r) => !isCalendarDay(r.from) || !isCalendarDay(r.to) || periodDays(r) <= MAX_HOURS_PERIOD_DAYS, {
      path: ['to'],
      message: hoursMessages.periodTooLong,
    });
}

const zPaging = {
  page: z.number().int().min(1).max(100_000).default(1),
  limit: z.number().int().min(1).max(500).default(HOURS_PAGE_SIZE),
  search: zSearch(100),
};

const zDirection = z.enum(['asc', 'desc']).default('asc');

/** POST {agency}/agents/fetch/hours (and /fetch/hours): one row per agent over the period. */
export const zAgentsHoursRequest = withPeriodChecks(
  z.object({
    ...periodShape,
    ...zPaging,
    agentIds: z.array(z.uuid()).max(1000).optional(),
    /** Leave out the agents with no planned or realized time in the period. */
    withHoursOnly: z.boolean().default(false),
    orderBy: z
      .object({ field: z.enum(['name', 'planned', 'realized', 'weighted', 'overtime']), direction: zDirection })
      .default({ field: 'name', direction: 'asc' }),
  }),
);
export type AgentsHoursRequest = z.input<typeof zAgentsHoursRequest>;

/** POST {agency}/sites/fetch/hours: one row per site over the period. */
export const zSitesHoursRequest = withPeriodChecks(
  z.object({
    ...periodShape,
    ...zPaging,
    siteIds: z.array(z.uuid()).max(5000).optional(),
    withHoursOnly: z.boolean().default(false),
    orderBy: z
      .object({ field: z.enum(['name', 'planned', 'realized', 'weighted']), direction: zDirection })
      .default({ field: 'name', direction: 'asc' }),
  }),
);
export type SitesHoursRequest = z.input<typeof zSitesHoursRequest>;

/** POST {agency}/fetch/hour-detail: the services of one agent or one site, each with its split. */
export const zHourDetailRequest = withPeriodChecks(
  z.object({ ...periodShape, agentId: z.uuid().optional(), siteId: z.uuid().optional() }),
).refine((r) => Boolean(r.agentId) !== Boolean(r.siteId), { path: ['agentId'], message: hoursMessages.targetRequired });
export type HourDetailRequest = z.input<typeof zHourDetailRequest>;

/** POST {agency}/fetch/my-hours: the caller's own hours and overtime. */
export const zMyHoursRequest = withPeriodChecks(z.object(periodShape));
export type MyHoursRequest = z.input<typeof zMyHoursRequest>;

export const timeGapKinds = ['late', 'earlyLeave', 'pause', 'anomaly'] as const;
export type TimeGapKind = (typeof timeGapKinds)[number];
export const timeGapKindLabels: Record<TimeGapKind, string> = {
  late: 'Retard',
  earlyLeave: 'Départ anticipé',
  pause: 'Pause',
  anomaly: 'Anomalie terrain',
};
/** A lateness or an early departure counts when it is over five minutes (every pause counts). */
export const TIME_GAP_TOLERANCE_MINUTES = 5;

/** POST {agency}/fetch/time-gaps: lateness, early departures and pauses of the services starting in the period. */
export const zTimeGapsRequest = withPeriodChecks(
  z.object({
    ...periodShape,
    page: zPaging.page,
    limit: zPaging.limit,
    agentIds: z.array(z.uuid()).max(1000).optional(),
    siteIds: z.array(z.uuid()).max(5000).optional(),
    kinds: z.array(z.enum(timeGapKinds)).max(timeGapKinds.length).optional(),
  }),
);
export type TimeGapsRequest = z.input<typeof zTimeGapsRequest>;

const zMinutes = z.number();
export const zHourSplit = z.object({
  day: zMinutes,
  night: zMinutes,
  sunday: zMinutes,
  holiday: zMinutes,
  nightSunday: zMinutes,
  nightHoliday: zMinutes,
});

/** What every hours row and total carries: minutes (rounded), weighted hours (to the hundredth). */
export const zHoursFigures = z.object({
  servicesCount: z.number().int(),
  plannedMinutes: zMinutes,
  realizedMinutes: zMinutes,
  categories: zHourSplit,
  weightedHours: z.number(),
});
export type HoursFigures = z.infer<typeof zHoursFigures>;

const zOvertimeFigures = {
  overtimeMinutes: zMinutes,
  /** Overtime hours with their increase. */
  overtimeWeightedHours: z.number(),
};

const zContext = { timeZone: z.string(), coefficients: zHourCoefficients };

const zNamed = z.object({ id: z.string(), fullname: z.string() });

export const zAgentHoursRow = zHoursFigures.extend({
  agent: zNamed,
  /** The overtime limit and its reference period (null: no contract and no weekly duration). */
  limit: z.object({ hours: z.number(), period: z.enum(['weekly', 'monthly']) }).nullable(),
  /** The monthly working limit of the contract (weekly × 52/12). */
  workingLimit: z.number().nullable(),
  overtimeIncreaseBp: z.number().int(),
  ...zOvertimeFigures,
});
export type AgentHoursRow = z.infer<typeof zAgentHoursRow>;

export const zAgentsHoursPage = z.object({
  data: z.array(zAgentHoursRow),
  total: z.number().int(),
  totals: zHoursFigures.extend(zOvertimeFigures),
  ...zContext,
});
export type AgentsHoursPage = z.infer<typeof zAgentsHoursPage>;

export const zSiteHoursRow = zHoursFigures.extend({
  site: z.object({ id: z.string(), name: z.string(), customerName: z.string().nullable() }),
  /** Planned time of the posts with no agent. */
  unassignedMinutes: zMinutes,
});
export type SiteHoursRow = z.infer<typeof zSiteHoursRow>;

export const zSitesHoursPage = z.object({
  data: z.array(zSiteHoursRow),
  total: z.number().int(),
  totals: zHoursFigures.extend({ unassignedMinutes: zMinutes }),
  ...zContext,
});
export type SitesHoursPage = z.infer<typeof zSitesHoursPage>;

/** One service of a detail, its time counted inside the period only. */
export const zHourLine = z.object({
  serviceId: z.string(),
  reference: z.string(),
  status: z.number().int(),
  startAt: z.string(),
  endAt: z.string(),
  realStartAt: z.string().nullable(),
  realEndAt: z.string().nullable(),
  site: z.object({ id: z.string(), name: z.string() }).nullable(),
  agent: zNamed.nullable(),
  plannedMinutes: zMinutes,
  realizedMinutes: zMinutes,
  categories: zHourSplit,
  weightedHours: z.number(),
});
export type HourLine = z.infer<typeof zHourLine>;

export const zReferencePeriod = z.object({
  start: z.string(),
  end: z.string(),
  minutes: zMinutes,
  limitMinutes: zMinutes,
  overtimeMinutes: zMinutes,
});
export type ReferencePeriodFigures = z.infer<typeof zReferencePeriod>;

export const zHourDetail = z.object({
  lines: z.array(zHourLine),
  totals: zHoursFigures,
  /** For an agent: the reference periods (weeks or months) counted in the period and their overtime. */
  overtime: z
    .object({
      limit: zAgentHoursRow.shape.limit,
      periods: z.array(zReferencePeriod),
      overtimeIncreaseBp: z.number().int(),
      ...zOvertimeFigures,
    })
    .nullable(),
  ...zContext,
});
export type HourDetail = z.infer<typeof zHourDetail>;

export const zMyHours = zHourDetail.extend({ agent: zNamed });
export type MyHours = z.infer<typeof zMyHours>;

export const zTimeGap = z.object({
  /** Unique in the answer: the break's id for a pause, else the service's id and the kind. */
  id: z.string(),
  serviceId: z.string(),
  reference: z.string(),
  kind: z.enum(timeGapKinds),
  agent: zNamed.nullable(),
  site: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** The planned start (lateness) or end (early departure); null for a pause, which is never planned. */
  plannedAt: z.string().nullable(),
  /** The real start, the real end, or when the pause began. */
  realAt: z.string(),
  /** When the pause ended: null while it lasts, and for lateness and early departures. */
  realEndAt: z.string().nullable(),
  /** How late, how early, or how long the pause (up to now while it lasts), in whole minutes. */
  minutes: zMinutes,
  /**
   * An anomaly of the field (issue 25, field/field-times.ts): what it is and what the phone said, e.g.
   * « Heure du téléphone dans le futur : 02/06 11:00, heure retenue 08:00 (réception) ».
   */
  detail: z.string().optional(),
});
export type TimeGap = z.infer<typeof zTimeGap>;

export const zTimeGapsPage = z.object({
  data: z.array(zTimeGap),
  total: z.number().int(),
  timeZone: z.string(),
});
export type TimeGapsPage = z.infer<typeof zTimeGapsPage>;
