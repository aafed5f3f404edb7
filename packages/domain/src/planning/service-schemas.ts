import { z } from 'zod';
import { zAddressOut } from '../sites/site-schemas.ts';
import { validationMessages as m } from '../validation/messages.ts';
import { zIsoDateTime, zOptionalString, zText } from '../validation/zod.ts';
import { planningErrorTypes } from './planning-errors.ts';
import { zRecurrence } from './recurrence-schemas.ts';

/** Most agents one service line may ask for; each agent is one stored service (a post). */
export const MAX_AGENTS_PER_SERVICE = 20;
/** Most services one batch may create, recurrences expanded. */
export const MAX_BATCH_SERVICES = 5000;

export const serviceMessages = {
  noChange: 'Aucun changement à enregistrer',
  confirmCreate: (n: number) => `Créer ${n} service(s) ?`,
  confirmUpdate: (n: number) => `Modifier ${n} service(s) ?`,
  seriesNeedsId: 'Seul un service existant peut s’appliquer aux suivants de sa répétition',
  errorsTitle: 'Les erreurs suivantes ont été détectées',
  blocked: 'Enregistrement impossible : des erreurs bloquantes ont été détectées',
  siteRequired: 'Le site est obligatoire',
  timesRequired: 'Les dates de début et de fin sont obligatoires',
  endAfterStart: 'La fin doit être postérieure au début',
  tooLong: 'Un service ne peut pas dépasser 24 heures',
  ended: 'Le service est terminé',
  notFound: 'Service introuvable',
  tooMany: `Un enregistrement ne peut pas créer plus de ${MAX_BATCH_SERVICES} services`,
  roundsOtherSite: 'Les rondes et points de contrôle doivent appartenir au site du service',
  doubleBooked: 'Ce collaborateur vient d’être planifié sur un autre service à ce moment-là',
  saved: 'Vos modifications ont été enregistrées avec succès',
} as const;

/** The longest a single service may last (a service lasting 24 h or more forces the end dialog in the field). */
export const MAX_SERVICE_HOURS = 24;

/** Which services of a repetition an edit or a deletion applies to: the one given, or it and the following ones. */
export const serviceSeriesScopes = ['one', 'following'] as const;
export type ServiceSeriesScope = (typeof serviceSeriesScopes)[number];

/**
 * One line of a batch save. Without `id` it creates: either one service from `startAt`/`endAt`, or one per
 * occurrence of `recurrence` (times in the agency's time zone). With `id` it edits that service; with
 * `delete` it removes it. `nbAgents` > 1 creates that many posts, the first given to `agentId`.
 * `key` is the client's name for the line, echoed in the errors.
 *
 * `series: 'following'` (with `id`; default `'one'`) applies the line to the service and to the following ones of
 * its repetition: every live service of the same `recurrenceId` starting at or after it, still planned (started
 * or ended ones are skipped, not refused), on the same site and with the same agent as the service had before
 * the edit (no agent matches no agent). Assigning an agent to an unassigned multi-post series assigns one post
 * per occurrence. New times are read as wall-clock times in the agency's zone: each target keeps its local date
 * (moved by as many days as the edited service was) and gets the new start time and wall-clock duration.
 */
export const zServiceDraft = z
  .object({
    key: zText().max(100).optional(),
    id: z.uuid().nullish(),
    delete: z.boolean().optional(),
    series: z.enum(serviceSeriesScopes, { error: m.invalid }).optional(),
    siteId: z.uuid({ error: m.invalid }).nullish(),
    agentId: z.uuid({ error: m.invalid }).nullish(),
    startAt: zIsoDateTime().nullish(),
    endAt: zIsoDateTime().nullish(),
    recurrence: zRecurrence.nullish(),
    /**
     * With `recurrence`: the occurrences starting at these instants are left out (« créer seulement les services
     * sans erreur bloquante »); the others keep their repetition.
     */
    skipStartAts: z.array(zIsoDateTime()).max(MAX_BATCH_SERVICES, m.invalid).optional(),
    activityType: zOptionalString(100),
    specialty: zOptionalString(100),
    postTitle: zOptionalString(200),
    nbAgents: z.number().int(m.integer).min(1, m.positiveInteger).max(MAX_AGENTS_PER_SERVICE, m.invalid).default(1),
    comments: zOptionalString(4000),
    dog: zOptionalString(100),
    startPoint: zOptionalString(200),
    endPoint: zOptionalString(200),
    /**
     * Rounds and checkpoints the agents must walk, live ones of the service's site. Absent on a creation means
     * none; absent on an edit keeps the stored ones (an empty array clears them).
     */
    roundIds: z
      .array(z.uuid({ error: m.invalid }))
      .max(20, m.invalid)
      .optional(),
    checkpointIds: z
      .array(z.uuid({ error: m.invalid }))
      .max(50, m.invalid)
      .optional(),
  })
  .superRefine((s, ctx) => {
    if (s.series === 'following' && !s.id)
      ctx.addIssue({ code: 'custom', path: ['series'], message: serviceMessages.seriesNeedsId });
    if (s.delete) return;
    if (!s.id && !s.siteId) ctx.addIssue({ code: 'custom', path: ['siteId'], message: serviceMessages.siteRequired });
    if (s.recurrence) return;
    if (!s.startAt || !s.endAt) {
      if (!s.id) ctx.addIssue({ code: 'custom', path: ['startAt'], message: serviceMessages.timesRequired });
      return;
    }
    const start = Date.parse(s.startAt);
    const end = Date.parse(s.endAt);
    if (end <= start) ctx.addIssue({ code: 'custom', path: ['endAt'], message: serviceMessages.endAfterStart });
    else if (end - start > MAX_SERVICE_HOURS * 3_600_000)
      ctx.addIssue({ code: 'custom', path: ['endAt'], message: serviceMessages.tooLong });
  });
export type ServiceDraft = z.infer<typeof zServiceDraft>;
export type ServiceDraftInput = z.input<typeof zServiceDraft>;

/**
 * POST {agency}/services/batch. `confirmed` accepts the warnings listed by a previous answer. A retried batch with
 * the same `uuid` answers what the first one did and saves nothing twice.
 */
export const zServiceBatchRequest = z.object({
  uuid: z.uuid().nullish(),
  services: z.array(zServiceDraft).min(1, serviceMessages.noChange).max(2000, m.invalid),
  confirmed: z.boolean().default(false),
});
export type ServiceBatchRequest = z.infer<typeof zServiceBatchRequest>;

/**
 * POST {agency}/services/series-count: how many services a batch line would change or delete (its `series`
 * targets, or 1), so that the confirmation says the real number before anything is saved.
 */
export const zSeriesCountRequest = z.object({ service: zServiceDraft });
export type SeriesCountRequest = z.infer<typeof zSeriesCountRequest>;
export const zSeriesCountResponse = z.object({ count: z.number().int() });
export type SeriesCountResponse = z.infer<typeof zSeriesCountResponse>;

export const zBatchIssue = z.object({
  key: z.string(),
  type: z.enum(planningErrorTypes),
  message: z.string(),
  blocking: z.boolean(),
  /** When, for whom and where, so that the list reads on its own. */
  agentName: z.string().nullable(),
  siteName: z.string().nullable(),
  startAt: z.string(),
  endAt: z.string(),
});
export type BatchIssue = z.infer<typeof zBatchIssue>;

/** A service as the planning screens show it. */
export const zPlanningService = z.object({
  id: z.string(),
  reference: z.string(),
  status: z.number().int(),
  startAt: z.string(),
  endAt: z.string(),
  realStartAt: z.string().nullable(),
  realEndAt: z.string().nullable(),
  site: z.object({ id: z.string(), name: z.string() }).nullable(),
  agent: z.object({ id: z.string(), fullname: z.string() }).nullable(),
  activityType: z.string().nullable(),
  specialty: z.string().nullable(),
  postTitle: z.string().nullable(),
  comments: z.string().nullable(),
  dog: z.string().nullable(),
  startPoint: z.string().nullable(),
  endPoint: z.string().nullable(),
  recurrenceId: z.string().nullable(),
  isCircuit: z.boolean(),
  circuitId: z.string().nullable(),
  /** Agents of the other posts of the same service line. */
  groupId: z.string().nullable(),
  /** Rounds and checkpoints attached to the service (ids, in the order given). */
  roundIds: z.array(z.string()),
  checkpointIds: z.array(z.string()),
});
export type PlanningService = z.infer<typeof zPlanningService>;

/**
 * The answer of a batch: `saved` with the stored services, or `issues` when warnings wait for confirmation.
 * Blocking errors answer 409 PLANNING_BLOCKED with `details.issues`.
 */
export const zServiceBatchResponse = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('saved'),
    created: z.number().int(),
    updated: z.number().int(),
    deleted: z.number().int(),
    services: z.array(zPlanningService),
  }),
  z.object({ status: z.literal('issues'), issues: z.array(zBatchIssue) }),
]);
export type ServiceBatchResponse = z.infer<typeof zServiceBatchResponse>;

/**
 * POST {agency}/fetch/planned-services: the services overlapping [from, to), for the planning grids, with
 * optional filters. Unassigned services are included unless `assigned` is true.
 */
export const zPlannedServicesRequest = z
  .object({
    from: zIsoDateTime(),
    to: zIsoDateTime(),
    siteIds: z.array(z.uuid()).max(5000).optional(),
    agentIds: z.array(z.uuid()).max(1000).optional(),
    statuses: z.array(z.number().int().min(0).max(9)).max(10).optional(),
    unassignedOnly: z.boolean().optional(),
    includeCircuits: z.boolean().default(true),
  })
  .refine((r) => Date.parse(r.to) > Date.parse(r.from), { path: ['to'], message: m.dateAfter('le début') })
  .refine((r) => Date.parse(r.to) - Date.parse(r.from) <= 62 * 86_400_000, {
    path: ['to'],
    message: 'La période ne peut pas dépasser 62 jours',
  });
export type PlannedServicesRequest = z.infer<typeof zPlannedServicesRequest>;

export const zPlannedServicesResponse = z.object({ services: z.array(zPlanningService), total: z.number().int() });
export type PlannedServicesResponse = z.infer<typeof zPlannedServicesResponse>;

/**
 * GET {agency}/agent/{id}/services ("Mon planning"): the agent's services, and the address of each of their sites —
 * an agent sent to replace someone on a site they are not posted on must still know where to go.
 */
export const zMyServicesResponse = zPlannedServicesResponse.pick({ services: true }).extend({
  sites: z.array(z.object({ id: z.string(), address: zAddressOut })),
});
export type MyServicesResponse = z.infer<typeof zMyServicesResponse>;

/** POST {agency}/fetch/agent-services: one agent's services in a period, for the cover search (pages of 100 or 10). */
export const zAgentServicesRequest = z
  .object({
    agentId: z.uuid({ error: m.required }),
    from: zIsoDateTime(),
    to: zIsoDateTime(),
    page: z.number().int().min(1).max(100_000).default(1),
    limit: z.number().int().min(1).max(100).default(10),
  })
  .refine((r) => Date.parse(r.to) > Date.parse(r.from), { path: ['to'], message: m.dateAfter('le début') });
export type AgentServicesRequest = z.infer<typeof zAgentServicesRequest>;
export const zAgentServicesPage = z.object({ data: z.array(zPlanningService), total: z.number().int() });

/** Cover/replacement pages (spec 000 section 9): pages of 100 when there are more than 100 services, else 10. */
export function coverPageSize(total: number): number {
  return total > 100 ? 100 : 10;
}

/**
 * POST {agency}/fetch/agents/availables: the agents who could take these services (the ones being covered),
 * ranked by the planning checks: no issue first, then warnings only, then blocking ones.
 */
export const zAvailableAgentsRequest = z.object({
  serviceIds: z.array(z.uuid()).min(1, m.required).max(500, m.invalid),
  search: zText().max(100).optional(),
});
export type AvailableAgentsRequest = z.infer<typeof zAvailableAgentsRequest>;

export const zAvailableAgent = z.object({
  agent: z.object({ id: z.string(), fullname: z.string() }),
  issues: z.array(zBatchIssue),
  blocking: z.boolean(),
});
export type AvailableAgent = z.infer<typeof zAvailableAgent>;
export const zAvailableAgentsResponse = z.object({ data: z.array(zAvailableAgent) });

/**
 * POST {agency}/fetch/planning-error/{available|rest|working-time}: the issues a set of drafted services would
 * raise, without saving; `available` runs the availability checks (overlap, unavailability, plannable, card,
 * specialty), `rest` the rest and daily/weekly maxima, `working-time` the contract limit.
 */
export const zPlanningErrorRequest = z.object({
  services: z.array(zServiceDraft).min(1, m.required).max(500, m.invalid),
});
export type PlanningErrorRequest = z.infer<typeof zPlanningErrorRequest>;
export const zPlanningErrorResponse = z.object({ issues: z.array(zBatchIssue) });
/** The details of a 409 PLANNING_BLOCKED (a batch save, a circuit): the blocking issues, as the checks give them. */
export const zPlanningBlockedDetails = zPlanningErrorResponse;

/** POST {agency}/services/{id}/allow-early-start's answer: when the early start was first allowed. */
export const zEarlyStartAllowance = z.object({ id: z.string(), earlyStartAllowedAt: z.string() });
