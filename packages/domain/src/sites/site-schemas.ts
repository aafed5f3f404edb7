import { z } from 'zod';
import { zServiceEventType } from '../events/service-event-types.ts';
import { zFetchRequest } from '../pagination/fetch-request.ts';
import { zPage } from '../pagination/schemas.ts';
import { validationMessages as m } from '../validation/messages.ts';
import { zIsoDate, zOptionalString, zRequiredString, zSearch, zText } from '../validation/zod.ts';
import { agentSiteRights, customerSiteRights, defaultRightsAgent, defaultRightsCustomer } from './site-rights.ts';

/** Spec 000 section 9. */
export const DEFAULT_SITE_RADIUS = 100;
export const DEFAULT_COUNTRY = 'France';
/** Sites are fetched in pages of 4000 (spec 000 section 9). */
export const SITES_PAGE_LIMIT = 4000;

export const zLocation = z.object({
  latitude: z.number({ error: m.invalid }).min(-90, m.invalid).max(90, m.invalid),
  longitude: z.number({ error: m.invalid }).min(-180, m.invalid).max(180, m.invalid),
});
export type Location = z.infer<typeof zLocation>;

export const zSiteAddress = z.object({
  street: zOptionalString(255),
  complement: zOptionalString(255),
  zipcode: zOptionalString(20),
  city: zOptionalString(120),
  country: zOptionalString(80),
  location: zLocation.nullish(),
});
export type SiteAddressInput = z.infer<typeof zSiteAddress>;

export const zSiteKey = z.object({
  label: zRequiredString(120),
  number: zOptionalString(60),
  location: zOptionalString(255),
  comment: zOptionalString(1000),
});
export type SiteKey = z.infer<typeof zSiteKey>;

export const zSiteAlarm = z.object({
  label: zRequiredString(120),
  code: zOptionalString(60),
  provider: zOptionalString(120),
  phone: zOptionalString(30),
  comment: zOptionalString(1000),
});
export type SiteAlarm = z.infer<typeof zSiteAlarm>;

/**
 * POST {agency}/site: creates when there is no id (right sites.create), edits otherwise (sites.edit).
 * On an edit, a field left out keeps its value; on a create it takes the default of `siteDefaults`.
 */
export const zSiteSaveRequest = z.object({
  id: z.uuid().nullish(),
  name: zRequiredString(160),
  address: zSiteAddress.optional(),
  radius: z.number({ error: m.positiveInteger }).int(m.integer).min(1, m.positiveInteger).max(100_000).optional(),
  customerId: z.uuid().nullish(),
  specialties: z.array(zRequiredString(80)).max(50).optional(),
  comments: zOptionalString(5000),
  siteKeys: z.array(zSiteKey).max(200).optional(),
  siteAlarms: z.array(zSiteAlarm).max(200).optional(),
  rightsAgent: z.array(z.enum(agentSiteRights)).max(20).optional(),
  rightsCustomer: z.array(z.enum(customerSiteRights)).max(20).optional(),
  notifySiteInstructionAgents: z.boolean().optional(),
  notifySiteInstructionAdmins: z.boolean().optional(),
  notifySiteInstructionCustomers: z.boolean().optional(),
  eventReportEnabled: z.boolean().optional(),
  interventionReportAfterServiceEnabled: z.boolean().optional(),
  interventionReportTemplate: zOptionalString(20_000),
  siteUsers: z
    .array(z.object({ agentId: z.uuid(), siteId: z.uuid().nullish() }))
    .max(2000)
    .optional(),
  serviceEventTypes: z.array(zServiceEventType).max(100).optional(),
  siteSettingsFeature: z.object({ useAgencyServiceEventTypes: z.boolean() }).optional(),
  /** The day the site becomes active (YYYY-MM-DD), or null when it is active now. */
  willActivate: zIsoDate(m.invalid).nullish(),
  /** false restores an archived site. */
  archived: z.boolean().optional(),
});
export type SiteSaveRequest = z.infer<typeof zSiteSaveRequest>;

/** The values a new site takes for what the form leaves out. */
export const siteDefaults = {
  radius: DEFAULT_SITE_RADIUS,
  country: DEFAULT_COUNTRY,
  rightsAgent: defaultRightsAgent,
  rightsCustomer: defaultRightsCustomer,
  notifySiteInstructionAgents: true,
  notifySiteInstructionAdmins: true,
  notifySiteInstructionCustomers: false,
  eventReportEnabled: false,
  interventionReportAfterServiceEnabled: false,
  useAgencyServiceEventTypes: true,
} as const;

export const zAddressOut = z.object({
  street: z.string().nullable(),
  complement: z.string().nullable(),
  zipcode: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string(),
  location: zLocation.nullable(),
});
const zNamed = z.object({ id: z.string(), name: z.string() });

/** A site as listed (the list holds up to 4000 rows: no keys, alarms or report template). */
export const zSiteListItem = z.object({
  id: z.string(),
  name: z.string(),
  address: zAddressOut,
  radius: z.number(),
  customer: zNamed.nullable(),
  specialties: z.array(z.string()),
  agentsCount: z.number().int(),
  willActivate: z.string().nullable(),
  archived: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SiteListItem = z.infer<typeof zSiteListItem>;

/** GET {agency}{scope}/site/{id}. Agents and customers get empty keys, alarms, items or comments without the site right. */
export const zSite = zSiteListItem.extend({
  comments: z.string().nullable(),
  siteKeys: z.array(zSiteKey.extend({ number: z.string().nullish(), location: z.string().nullish() })),
  siteAlarms: z.array(zSiteAlarm),
  rightsAgent: z.array(z.string()),
  rightsCustomer: z.array(z.string()),
  notifySiteInstructionAgents: z.boolean(),
  notifySiteInstructionAdmins: z.boolean(),
  notifySiteInstructionCustomers: z.boolean(),
  eventReportEnabled: z.boolean(),
  interventionReportAfterServiceEnabled: z.boolean(),
  interventionReportTemplate: z.string().nullable(),
  siteUsers: z.array(z.object({ siteId: z.string(), agentId: z.string(), fullname: z.string() })),
  serviceEventTypes: z.array(zServiceEventType),
  siteSettingsFeature: z.object({ useAgencyServiceEventTypes: z.boolean() }),
  /** The event types agents pick from on this site: the agency's or the site's own. */
  effectiveServiceEventTypes: z.array(zServiceEventType),
  /** The site-level rights of the caller (staff: all). */
  myRights: z.array(z.string()),
});
export type Site = z.infer<typeof zSite>;

export const siteOrderFields = ['createdAt', 'name', 'city', 'updatedAt'] as const;

/** POST {agency}{scope}/fetch/sites. `archived` true lists archived sites only; false or absent, active ones. */
export const zSiteFetchRequest = zFetchRequest(
  z.object({
    search: zSearch(100),
    customerId: z.uuid().nullish(),
    specialties: z.array(zText().max(80)).max(50).optional(),
    archived: z.boolean().optional(),
  }),
  siteOrderFields,
  { maxLimit: SITES_PAGE_LIMIT },
);
export type SiteFetchRequest = z.infer<typeof zSiteFetchRequest>;
export const zSitePage = zPage(zSiteListItem);

/** DELETE {agency}/site/{id}/{kind}: archive hides the site and keeps its history; permanent removes it. */
export const siteDeleteKinds = ['archive', 'permanent'] as const;
export type SiteDeleteKind = (typeof siteDeleteKinds)[number];
