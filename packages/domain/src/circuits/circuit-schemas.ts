import { z } from 'zod';
import { zFetchRequest } from '../pagination/fetch-request.ts';
import { zPage } from '../pagination/schemas.ts';
import { zRecurrence } from '../planning/recurrence-schemas.ts';
import { MAX_SERVICE_HOURS, zBatchIssue, zPlanningService } from '../planning/service-schemas.ts';
import { validationMessages as m } from '../validation/messages.ts';
import { zIsoDate, zIsoDateTime, zOptionalString, zSearch, zText } from '../validation/zod.ts';
import { tourSpan } from './circuit-stops.ts';

/** Most stops one circuit may have. */
export const MAX_CIRCUIT_STOPS = 50;

export const circuitMessages = {
  nameRequired: 'Le nom du circuit est obligatoire',
  siteRequired: 'Le site est obligatoire',
  stopsRequired: 'Ajoutez au moins une étape',
  tooManyStops: `Un circuit ne peut pas compter plus de ${MAX_CIRCUIT_STOPS} étapes`,
  dateRequired: 'La date est obligatoire',
  dateOrRecurrence: 'Indiquez une date ou une répétition, pas les deux',
  editOneDay: 'La modification porte sur un seul circuit : indiquez sa date, sans répétition',
  tooLong: `Un circuit ne peut pas dépasser ${MAX_SERVICE_HOURS} heures`,
  notFound: 'Circuit introuvable',
  started: 'Le circuit a commencé : ses étapes ne peuvent plus être modifiées',
  deleted: 'Le circuit a été supprimé',
  confirmDelete: (name: string) => `Supprimer le circuit « ${name} » et ses étapes ?`,
  tourOverlap: (stop: number, site: string | null) =>
    `Chevauche l’étape ${stop} de la tournée${site ? ` (${site})` : ''}`,
} as const;

const zTime = (message: string) => z.string({ error: message }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, message);

/** One stop of a tour: a site and the time window of the visit, on the occurrence's day (see stopWindows). */
export const zCircuitStop = z.object({
  siteId: z.uuid({ error: circuitMessages.siteRequired }),
  startTime: zTime("L'heure de début est obligatoire"),
  endTime: zTime("L'heure de fin est obligatoire"),
  postTitle: zOptionalString(200),
  comments: zOptionalString(4000),
});
export type CircuitStop = z.infer<typeof zCircuitStop>;

/**
 * POST {agency}/circuits (and check-circuits, its dry run). Without `id` it creates one circuit on `date`, or one
 * per occurrence of `recurrence` (its days only: the stops give the times, so the rule's startTime/endTime are not
 * used); each circuit is a parent service spanning the tour with one child service per stop. With `id` it edits that
 * one circuit (on `date`) and replaces its stops. Stops are in visiting order; a stop whose start time is before the
 * previous one's is on the next day. `confirmed` accepts the warnings of a previous answer; a retried save with the
 * same `uuid` answers what the first did and saves nothing twice.
 */
export const zCircuitSave = z
  .object({
    id: z.uuid().nullish(),
    uuid: z.uuid().nullish(),
    name: zText(circuitMessages.nameRequired).trim().min(1, circuitMessages.nameRequired).max(200),
    agentId: z.uuid({ error: m.invalid }).nullable().default(null),
    date: zIsoDate(circuitMessages.dateRequired).nullish(),
    recurrence: zRecurrence.nullish(),
    stops: z
      .array(zCircuitStop)
      .min(1, circuitMessages.stopsRequired)
      .max(MAX_CIRCUIT_STOPS, circuitMessages.tooManyStops),
    comments: zOptionalString(4000),
    confirmed: z.boolean().default(false),
  })
  .superRefine((c, ctx) => {
    if (c.id && c.recurrence)
      ctx.addIssue({ code: 'custom', path: ['recurrence'], message: circuitMessages.editOneDay });
    else if (c.date && c.recurrence)
      ctx.addIssue({ code: 'custom', path: ['date'], message: circuitMessages.dateOrRecurrence });
    else if (!c.date && !c.recurrence)
      ctx.addIssue({ code: 'custom', path: ['date'], message: circuitMessages.dateRequired });
    const span = tourSpan(c.stops);
    if (span && span.end - span.start > MAX_SERVICE_HOURS * 60)
      ctx.addIssue({ code: 'custom', path: ['stops'], message: circuitMessages.tooLong });
  });
export type CircuitSave = z.infer<typeof zCircuitSave>;
export type CircuitSaveInput = z.input<typeof zCircuitSave>;

/** A circuit as the screens show it: the parent service, its stops in visiting order, and their progress. */
export const zCircuit = z.object({
  id: z.string(),
  reference: z.string(),
  name: z.string(),
  status: z.number().int(),
  startAt: z.string(),
  endAt: z.string(),
  realStartAt: z.string().nullable(),
  realEndAt: z.string().nullable(),
  agent: z.object({ id: z.string(), fullname: z.string() }).nullable(),
  comments: z.string().nullable(),
  recurrenceId: z.string().nullable(),
  stops: z.array(zPlanningService),
  /** How many stops, how many begun (arrival confirmed) and how many left (departure confirmed). */
  counts: z.object({ stops: z.number().int(), started: z.number().int(), ended: z.number().int() }),
});
export type Circuit = z.infer<typeof zCircuit>;

/** The answer of a save: the saved circuits, or the warnings waiting for confirmation (blocking ones answer 409). */
export const zCircuitSaveResponse = z.discriminatedUnion('status', [
  z.object({ status: z.literal('saved'), circuits: z.array(zCircuit) }),
  z.object({ status: z.literal('issues'), issues: z.array(zBatchIssue) }),
]);
export type CircuitSaveResponse = z.infer<typeof zCircuitSaveResponse>;

/** POST {agency}/check-circuits: every issue a save would raise, blocking or not, without saving. */
export const zCircuitCheckResponse = z.object({ issues: z.array(zBatchIssue) });
export type CircuitCheckResponse = z.infer<typeof zCircuitCheckResponse>;

const MAX_PERIOD_DAYS = 62;

/** A period [from, to) of at most 62 days. */
export const zCircuitPeriod = z
  .object({ from: zIsoDateTime(), to: zIsoDateTime() })
  .refine((r) => Date.parse(r.to) > Date.parse(r.from), { path: ['to'], message: m.dateAfter('le début') })
  .refine((r) => Date.parse(r.to) - Date.parse(r.from) <= MAX_PERIOD_DAYS * 86_400_000, {
    path: ['to'],
    message: `La période ne peut pas dépasser ${MAX_PERIOD_DAYS} jours`,
  });
export type CircuitPeriod = z.infer<typeof zCircuitPeriod>;

/** Where a circuit stands, for the list filter and the counts. */
export const circuitStates = ['planned', 'started', 'ended', 'unassigned'] as const;
export type CircuitState = (typeof circuitStates)[number];
export const circuitStateLabels: Record<CircuitState, string> = {
  planned: 'Planifiés',
  started: 'En cours',
  ended: 'Terminés',
  unassigned: 'Non affectés',
};

/** POST {agency}/fetch/circuits: the circuits overlapping a period, by start (the screen asks pages of 25). */
export const zCircuitFetchRequest = zFetchRequest(
  z.object({
    dateRange: z
      .object({ start: zIsoDateTime(), end: zIsoDateTime() })
      .refine((r) => Date.parse(r.end) >= Date.parse(r.start), { path: ['end'], message: m.dateAfter('le début') })
      .nullish(),
    agentIds: z.array(z.uuid()).max(500).optional(),
    siteIds: z.array(z.uuid()).max(500).optional(),
    state: z.enum(circuitStates).nullish(),
    search: zSearch(100),
  }),
  ['startAt', 'createdAt'] as const,
  { defaultOrder: { field: 'startAt', direction: 'asc' } },
);
export type CircuitFetchRequest = z.infer<typeof zCircuitFetchRequest>;
export const zCircuitPage = zPage(zCircuit);

/** POST {agency}/fetch/circuits-planning: the circuits overlapping a period with their stops, for the grids. */
export const zCircuitPlanningRequest = z
  .object({
    from: zIsoDateTime(),
    to: zIsoDateTime(),
    agentIds: z.array(z.uuid()).max(1000).optional(),
    siteIds: z.array(z.uuid()).max(5000).optional(),
  })
  .refine((r) => Date.parse(r.to) > Date.parse(r.from), { path: ['to'], message: m.dateAfter('le début') })
  .refine((r) => Date.parse(r.to) - Date.parse(r.from) <= MAX_PERIOD_DAYS * 86_400_000, {
    path: ['to'],
    message: `La période ne peut pas dépasser ${MAX_PERIOD_DAYS} jours`,
  });
export type CircuitPlanningRequest = z.infer<typeof zCircuitPlanningRequest>;
export const zCircuitList = z.object({ circuits: z.array(zCircuit) });

/** POST {agency}/fetch/count-circuits: how many circuits of the period are in each state. */
export const zCircuitCounts = z.object({
  planned: z.number().int(),
  started: z.number().int(),
  ended: z.number().int(),
  unassigned: z.number().int(),
});
export type CircuitCounts = z.infer<typeof zCircuitCounts>;

/** POST {agency}/fetch/circuits-errors: the circuits of a period whose agent now has planning issues. */
export const zCircuitErrors = z.object({
  data: z.array(z.object({ circuit: zCircuit, issues: z.array(zBatchIssue) })),
});
export type CircuitErrors = z.infer<typeof zCircuitErrors>;

/** GET {agency}/circuit/{id}/shared-services: the other services on the circuit's sites during its stops. */
export const zSharedServices = z.object({ data: z.array(zPlanningService) });
export type SharedServices = z.infer<typeof zSharedServices>;
