import { type AgencyIdentity, isLocationComplete } from '@securite/domain/agency-settings/agency-identity';
import { readCommercialDocsSettings } from '@securite/domain/billing/commercial-docs-settings';
import { messages } from '@securite/domain/errors/messages';
import { DEFAULT_COUNTRY } from '@securite/domain/sites/site-schemas';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { files } from '../../db/schema/files.ts';
import { agencies } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import { notFound } from '../../http/errors.ts';

/** What agencies.settings.identity holds (the rest of the identity is in the agency's columns). */
export interface StoredIdentity {
  onCallNumber?: string | null;
  logoFileId?: string | null;
}

export const storedIdentityOf = (settings: Record<string, unknown> | null | undefined): StoredIdentity =>
  settings?.identity && typeof settings.identity === 'object' ? (settings.identity as StoredIdentity) : {};

/** GET {agency}/settings/agency: the agency's identity, its documents' legal identities and its logo. */
export async function getAgencyIdentity(db: Db | Tx, agencyId: string): Promise<AgencyIdentity> {
  const [agency] = await db.select().from(agencies).where(eq(agencies.id, agencyId));
  if (!agency) throw notFound(messages.agencyNotFound);
  const identity = storedIdentityOf(agency.settings);
  const docs = readCommercialDocsSettings(agency.settings?.commercialDocs);
  const [logo] = identity.logoFileId
    ? await db
        .select({ id: files.id, name: files.originalName })
        .from(files)
        .where(and(inAgency(files, agencyId), eq(files.id, identity.logoFileId), isNull(files.deletedAt)))
    : [];
  const address = {
    street: agency.address.street ?? null,
    complement: agency.address.complement ?? null,
    zipcode: agency.address.zipcode ?? null,
    city: agency.address.city ?? null,
    country: agency.address.country || DEFAULT_COUNTRY,
  };
  return {
    name: agency.name,
    email: agency.email,
    phone: agency.phone,
    onCallNumber: identity.onCallNumber ?? null,
    address,
    siren: docs.siren ?? null,
    vatNumber: docs.vatNumber ?? null,
    cnapsNumber: docs.cnapsNumber ?? null,
    logo: logo ?? null,
    locationComplete: isLocationComplete(address),
  };
}
