import { z } from 'zod';
import { DEFAULT_COUNTRY } from '../sites/site-schemas.ts';
import { validationMessages as m } from '../validation/messages.ts';
import { EMAIL_PATTERN } from '../validation/rules.ts';
import { zOptionalString, zPhone, zRequiredString, zText } from '../validation/zod.ts';

const zOptionalEmail = zOptionalString(254)
  .transform((v) => v?.toLowerCase() || null)
  .refine((v) => !v || EMAIL_PATTERN.test(v), m.email);
const zLimit = z.number({ error: m.integer }).int(m.integer).min(0, m.positiveInteger).max(1_000_000).nullish();

/** An agency's postal address; the country is France unless said otherwise (spec 001 section 9). */
export const zAgencyAddress = z.object({
  street: zOptionalString(255),
  complement: zOptionalString(255),
  zipcode: zOptionalString(20),
  city: zOptionalString(120),
  country: zOptionalString(80).transform((v) => v || DEFAULT_COUNTRY),
});
export type AgencyAddressInput = z.input<typeof zAgencyAddress>;

/** Whether a time zone name is one the runtime knows (Europe/Paris, America/Cayenne…). */
export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('fr-FR', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * PUT admin/agency/{id} (and the agency part of POST admin/agency): the agency's contact details, time zone,
 * limits and demo flag, as platform staff edit them.
 */
export const zAdminAgencySave = z.object({
  name: zRequiredString(150),
  email: zOptionalEmail,
  phone: zPhone()
    .nullish()
    .transform((v) => v || null),
  address: zAgencyAddress.nullish().transform((v) => v ?? { country: DEFAULT_COUNTRY }),
  timezone: zText()
    .trim()
    .max(64, m.maxLength(64))
    .refine((v) => v === '' || isKnownTimeZone(v), 'Fuseau horaire inconnu')
    .nullish()
    .transform((v) => v || 'Europe/Paris'),
  agentsLimit: zLimit.transform((v) => v ?? null),
  accountsLimit: zLimit.transform((v) => v ?? null),
  freeAccounts: z.number({ error: m.integer }).int(m.integer).min(0, m.positiveInteger).max(10_000).default(0),
  /** A demo agency (its data flagged fake: the -1/0/1 filter hides it from whoever sees real data only). */
  fake: z.boolean().default(false),
});
export type AdminAgencySave = z.infer<typeof zAdminAgencySave>;
export type AdminAgencySaveInput = z.input<typeof zAdminAgencySave>;

/** The owner (gérant) of a new agency: an existing account by its e-mail, or a new one invited to set a password. */
export const zAgencyOwnerInput = z.object({
  email: zText(m.required).trim().toLowerCase().min(1, m.required).max(254).regex(EMAIL_PATTERN, m.email),
  firstname: zRequiredString(100),
  lastname: zRequiredString(100),
});
export type AgencyOwnerInput = z.infer<typeof zAgencyOwnerInput>;

/** POST admin/agency: a new agency, with its owner when given (the owner is invited by e-mail). */
export const zAdminAgencyCreate = zAdminAgencySave.extend({ owner: zAgencyOwnerInput.nullish() });
export type AdminAgencyCreate = z.infer<typeof zAdminAgencyCreate>;
export type AdminAgencyCreateInput = z.input<typeof zAdminAgencyCreate>;

/**
 * The new agency form: the owner's three fields may all be left empty (no owner yet); once one is filled, the
 * others are asked for (agencyCreateOf turns the values into POST admin/agency's body).
 */
export const zAdminAgencyCreateForm = zAdminAgencySave.extend({
  owner: z
    .object({
      email: zText().trim().toLowerCase().max(254, m.maxLength(254)),
      firstname: zText().trim().max(100, m.maxLength(100)),
      lastname: zText().trim().max(100, m.maxLength(100)),
    })
    .superRefine((owner, ctx) => {
      if (!owner.email && !owner.firstname && !owner.lastname) return;
      if (!owner.email) ctx.addIssue({ code: 'custom', path: ['email'], message: m.required });
      else if (!EMAIL_PATTERN.test(owner.email)) ctx.addIssue({ code: 'custom', path: ['email'], message: m.email });
      if (!owner.firstname) ctx.addIssue({ code: 'custom', path: ['firstname'], message: m.required });
      if (!owner.lastname) ctx.addIssue({ code: 'custom', path: ['lastname'], message: m.required });
    }),
});
export type AdminAgencyCreateFormInput = z.input<typeof zAdminAgencyCreateForm>;
export type AdminAgencyCreateFormValues = z.infer<typeof zAdminAgencyCreateForm>;

/** The new agency form's values as POST admin/agency takes them: no owner when its fields were left empty. */
export function agencyCreateOf({ owner, ...agency }: AdminAgencyCreateFormValues): AdminAgencyCreate {
  return { ...agency, owner: owner.email ? owner : null };
}

export const zAdminAgencyCreated = z.object({ id: z.string(), name: z.string(), ownerInvited: z.boolean() });
