import { z } from 'zod';
import { type DatePreset, datePresetLabels } from '../margins/date-presets.ts';
import { zPeriodFilter } from '../margins/margin-schemas.ts';
import { zFetchRequest } from '../pagination/fetch-request.ts';
import { zPage } from '../pagination/schemas.ts';
import { ServiceStatus } from '../planning/service-status.ts';
import { validationMessages as m } from '../validation/messages.ts';
import { zUuid } from '../validation/zod.ts';

/** The three states a customer filters its services by: to come, under way (a pause included), done. */
export const customerServiceStates = ['planned', 'inProgress', 'ended'] as const;
export type CustomerServiceState = (typeof customerServiceStates)[number];

export const customerServiceStateLabels: Record<CustomerServiceState, string> = {
  planned: 'Planifié',
  inProgress: 'En cours',
  ended: 'Terminé',
};

/** The stored statuses behind each state. */
export const customerServiceStateStatuses: Record<CustomerServiceState, readonly ServiceStatus[]> = {
  planned: [ServiceStatus.Planned],
  inProgress: [ServiceStatus.Started, ServiceStatus.Paused],
  ended: [ServiceStatus.Ended],
};

/** The state of a stored status. */
export function customerServiceStateOf(status: number): CustomerServiceState {
  if (status === ServiceStatus.Ended) return 'ended';
  if (status === ServiceStatus.Started || status === ServiceStatus.Paused) return 'inProgress';
  return 'planned';
}

/** The period presets the portal's services list offers (spec 001 section 9), custom last; this week by default. */
export const customerServicePresets = [
  'today',
  'yesterday',
  'tomorrow',
  'week',
  'previousWeek',
  'slidingWeek',
  'month',
  'previousMonth',
  'custom',
] as const satisfies readonly DatePreset[];
export type CustomerServicePreset = (typeof customerServicePresets)[number];
export const DEFAULT_CUSTOMER_SERVICE_PRESET: CustomerServicePreset = 'week';
export const customerServicePresetLabels = Object.fromEntries(
  customerServicePresets.map((p) => [p, datePresetLabels[p]]),
) as Record<CustomerServicePreset, string>;

/**
 * POST {agency}/customer/{customerId}/fetch/services: the services on the customer's sites overlapping a period
 * (a preset read in the agency's time zone, or custom days; this week by default), by site and state, 25 a page
 * in the portal, in start order (the earliest first unless asked otherwise).
 */
export const zCustomerServicesRequest = zFetchRequest(
  z.object({
    siteIds: z.array(zUuid()).max(200, m.invalid).optional(),
    states: z
      .array(z.enum(customerServiceStates, { error: m.invalid }))
      .max(3, m.invalid)
      .optional(),
    period: zPeriodFilter.optional(),
  }),
  ['startAt'] as const,
  { defaultOrder: { field: 'startAt', direction: 'asc' } },
);
export type CustomerServicesRequest = z.input<typeof zCustomerServicesRequest>;

/**
 * A service as its customer sees it: when it was planned and when it really ran, the site, the agent by first name
 * and initial, what was done (rounds walked, main courante events) and its intervention report. No agent id,
 * checkpoint, comment for the agency or price.
 */
export const zCustomerService = z.object({
  id: z.string(),
  reference: z.string(),
  status: z.number().int(),
  state: z.enum(customerServiceStates),
  startAt: z.string(),
  endAt: z.string(),
  realStartAt: z.string().nullable(),
  realEndAt: z.string().nullable(),
  site: z.object({ id: z.string(), name: z.string() }),
  agent: z.string().nullable(),
  activityType: z.string().nullable(),
  postTitle: z.string().nullable(),
  roundsDone: z.number().int(),
  eventsCount: z.number().int(),
  /** The intervention report (« bon d'intervention ») made at its end, if any. */
  reportId: z.string().nullable(),
});
export type CustomerService = z.infer<typeof zCustomerService>;

export const zCustomerServicesPage = zPage(zCustomerService).extend({
  /** The days the list covers (inclusive), as read from the preset. */
  period: z.object({ from: z.string(), to: z.string() }),
});
export type CustomerServicesPage = z.infer<typeof zCustomerServicesPage>;
