import { messages } from '@securite/domain/errors/messages';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { siteInstructions } from '../../db/schema/sites.ts';
import { inAgency } from '../../db/tenant.ts';
import { notFound } from '../../http/errors.ts';
import { assertFakeWritable } from '../../http/fake-data.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { findVisibleSite } from './site-access.ts';
import { assertMayInstruct } from './site-instruction-access.ts';

/** DELETE {agency}{scope}/site-instruction/{id}: an instruction of a site the caller sees (else 404). */
export async function deleteSiteInstruction(
  ctx: AppContext,
  tenant: TenantContext,
  request: { url: string },
  id: string,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(siteInstructions)
      .where(and(eq(siteInstructions.id, id), inAgency(siteInstructions, tenant.agency.id)));
    const site = existing ? await findVisibleSite(tx, tenant, existing.siteId) : undefined;
    if (!existing || !site) throw notFound(messages.siteInstructionNotFound);
    assertMayInstruct(tenant, site, existing);
    assertFakeWritable(request, site);
    await tx
      .delete(siteInstructions)
      .where(and(eq(siteInstructions.id, existing.id), inAgency(siteInstructions, tenant.agency.id)));
  });
}
