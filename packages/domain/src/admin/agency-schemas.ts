import { z } from 'zod';
import { zFetchRequest } from '../pagination/fetch-request.ts';
import { zPage } from '../pagination/schemas.ts';
import { zIsoDateTime, zSearch } from '../validation/zod.ts';

/** Spec 001 section 9: administration tables show 25 rows, newest first. */
export const ADMIN_TABLE_PAGE_SIZE = 25;

export const adminAgencyOrderFields = ['createdAt', 'name', 'subscriptionEndsAt'] as const;

/** POST admin/fetch/agencies: search on the agency (name, e-mail, city) and its owner, lock status. */
export const zAdminAgencyFetchRequest = zFetchRequest(
  z.object({
    search: zSearch(100),
    locked: z.boolean().nullish(),
    /** Spec 001 section 6: -1 every agency, 0 real ones, 1 demo (fake) ones; left out: the caller's filter. */
    fake: z.union([z.literal(-1), z.literal(0), z.literal(1)], { error: 'Valeur invalide' }).nullish(),
  }),
  adminAgencyOrderFields,
);
export type AdminAgencyFetchRequest = z.infer<typeof zAdminAgencyFetchRequest>;
export type AdminAgencyFetchInput = z.input<typeof zAdminAgencyFetchRequest>;

export const zAdminPerson = z.object({ id: z.string(), fullname: z.string(), email: z.string().nullable() });
export type AdminPerson = z.infer<typeof zAdminPerson>;

/** One agency as platform staff see it in the list. */
export const zAdminAgency = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  city: z.string().nullable(),
  locked: z.boolean(),
  subscriptionEndsAt: z.string().nullable(),
  fake: z.boolean(),
  counts: z.object({ agents: z.number().int(), staff: z.number().int(), customers: z.number().int() }),
  owner: zAdminPerson.nullable(),
  createdAt: z.string(),
});
export type AdminAgency = z.infer<typeof zAdminAgency>;
export const zAdminAgencyPage = zPage(zAdminAgency);
export type AdminAgencyPage = z.infer<typeof zAdminAgencyPage>;

/** GET admin/agency/{id}: the list row plus contact details and the subscription limits. */
export const zAdminAgencyDetail = zAdminAgency.extend({
  phone: z.string().nullable(),
  address: z.object({
    street: z.string().nullable(),
    complement: z.string().nullable(),
    zipcode: z.string().nullable(),
    city: z.string().nullable(),
    country: z.string().nullable(),
  }),
  timezone: z.string(),
  agentsLimit: z.number().int().nullable(),
  accountsLimit: z.number().int().nullable(),
  freeAccounts: z.number().int(),
  updatedAt: z.string(),
});
export type AdminAgencyDetail = z.infer<typeof zAdminAgencyDetail>;

/**
 * PATCH admin/agency/{id}/subscription: lock or unlock the agency (a locked agency's members only reach the
 * short allowed list), and optionally set the end of its subscription (null clears it; left out keeps it).
 */
export const zAgencySubscriptionRequest = z.object({
  locked: z.boolean(),
  subscriptionEndsAt: zIsoDateTime().nullish(),
});
export type AgencySubscriptionRequest = z.infer<typeof zAgencySubscriptionRequest>;
