import { z } from 'zod';
import { zAgencyAddress } from '../admin/agency-save-schemas.ts';
import { isValidSiren } from '../identifiers/french-identifiers.ts';
import { validationMessages as m } from '../validation/messages.ts';
import { EMAIL_PATTERN } from '../validation/rules.ts';
import { zOptionalString, zPhone, zRequiredString, zUuid } from '../validation/zod.ts';

/**
 * params/agency: who the agency is (spec 001 section 3, Agency: name, e-mail, address; the offers' contact line
 * uses its on-call number) and the identities its documents print (SIREN, VAT number, CNAPS authorisation), shared
 * with params/commercial-docs.
 */
export const zAgencyIdentitySave = z.object({
  name: zRequiredString(150),
  email: zOptionalString(254)
    .transform((v) => v?.toLowerCase() || null)
    .refine((v) => !v || EMAIL_PATTERN.test(v), m.email),
  phone: zPhone()
    .nullish()
    .transform((v) => v || null),
  onCallNumber: zPhone()
    .nullish()
    .transform((v) => v || null),
  address: zAgencyAddress,
  siren: zOptionalString(20)
    .transform((v) => v?.replace(/\s/g, '') || null)
    .refine((v) => !v || isValidSiren(v), 'SIREN invalide (9 chiffres)'),
  vatNumber: zOptionalString(20).transform((v) => v?.replace(/\s/g, '').toUpperCase() || null),
  cnapsNumber: zOptionalString(60).transform((v) => v || null),
  /** An uploaded image (purpose agency-logo), or null to remove the logo. */
  logoFileId: zUuid().nullish(),
});
export type AgencyIdentitySave = z.infer<typeof zAgencyIdentitySave>;
export type AgencyIdentitySaveInput = z.input<typeof zAgencyIdentitySave>;

export const zAgencyIdentity = z.object({
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  onCallNumber: z.string().nullable(),
  address: z.object({
    street: z.string().nullable(),
    complement: z.string().nullable(),
    zipcode: z.string().nullable(),
    city: z.string().nullable(),
    country: z.string(),
  }),
  siren: z.string().nullable(),
  vatNumber: z.string().nullable(),
  cnapsNumber: z.string().nullable(),
  logo: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** Street, postcode, city and country are known (what a payment provider's customer needs). */
  locationComplete: z.boolean(),
});
export type AgencyIdentity = z.infer<typeof zAgencyIdentity>;

/** Whether an address has what a postal address needs: street, postcode, city, country. */
export function isLocationComplete(address: {
  street?: string | null;
  zipcode?: string | null;
  city?: string | null;
  country?: string | null;
}): boolean {
  return [address.street, address.zipcode, address.city, address.country].every((v) => !!v?.trim());
}

/**
 * The notice params/agency shows when a page sends the user there: `#/params/agency?notice=localisation` (spec 001
 * section 8, « Une adresse est requise » when the payment customer is created).
 */
export const AGENCY_SETTINGS_NOTICE_PARAM = 'notice';
export const agencySettingsNotices = {
  localisation: "Informations sur la localisation de l'agence manquante",
} as const;
export type AgencySettingsNotice = keyof typeof agencySettingsNotices;
