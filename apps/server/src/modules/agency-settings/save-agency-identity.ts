import type { AgencyIdentity, AgencyIdentitySave } from '@securite/domain/agency-settings/agency-identity';
import { agencyMessages } from '@securite/domain/agency-settings/agency-messages';
import { readCommercialDocsSettings } from '@securite/domain/billing/commercial-docs-settings';
import { messages } from '@securite/domain/errors/messages';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { files } from '../../db/schema/files.ts';
import { agencies } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import { notFound } from '../../http/errors.ts';
import { getAgencyIdentity, storedIdentityOf } from './get-agency-identity.ts';

/**
 * PUT {agency}/settings/agency: the agency's name and contacts, its address, the legal identities printed on its
 * documents (kept with params/commercial-docs, which the invoices read) and its logo: an agency-logo upload of
 * the agency, or null to remove it (the previous logo is deleted, softly, in the same transaction).
 */
export async function saveAgencyIdentity(
  ctx: AppContext,
  agencyId: string,
  input: AgencyIdentitySave,
): Promise<AgencyIdentity> {
  await ctx.db.transaction(async (tx) => {
    const [agency] = await tx.select().from(agencies).where(eq(agencies.id, agencyId)).for('update');
    if (!agency) throw notFound(messages.agencyNotFound);
    const identity = storedIdentityOf(agency.settings);
    const logoFileId = input.logoFileId === undefined ? (identity.logoFileId ?? null) : input.logoFileId;
    if (logoFileId && logoFileId !== identity.logoFileId) {
      const [file] = await tx
        .select({ id: files.id })
        .from(files)
        .where(
          and(
            inAgency(files, agencyId),
            eq(files.id, logoFileId),
            eq(files.purpose, 'agency-logo'),
            isNull(files.deletedAt),
          ),
        );
      if (!file) throw notFound(agencyMessages.logoNotFound);
    }
    await tx
      .update(files)
      .set({ deletedAt: new Date() })
      .where(
        and(
          inAgency(files, agencyId),
          eq(files.purpose, 'agency-logo'),
          isNull(files.deletedAt),
          logoFileId ? ne(files.id, logoFileId) : undefined,
          eq(files.id, identity.logoFileId ?? '00000000-0000-0000-0000-000000000000'),
        ),
      );
    const commercialDocs = {
      ...readCommercialDocsSettings(agency.settings?.commercialDocs),
      siren: input.siren,
      vatNumber: input.vatNumber,
      cnapsNumber: input.cnapsNumber,
    };
    await tx
      .update(agencies)
      .set({
        name: input.name,
        email: input.email,
        phone: input.phone,
        address: { ...agency.address, ...input.address },
        settings: {
          ...agency.settings,
          identity: { ...identity, onCallNumber: input.onCallNumber, logoFileId },
          commercialDocs,
        },
        updatedAt: new Date(),
      })
      .where(eq(agencies.id, agencyId));
  });
  return getAgencyIdentity(ctx.db, agencyId);
}
