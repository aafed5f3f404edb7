import { messages } from '@securite/domain/errors/messages';
import type { SiteInstruction, SiteInstructionRequest } from '@securite/domain/sites/site-instruction-schemas';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { siteInstructions } from '../../db/schema/sites.ts';
import { users } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import { notFound } from '../../http/errors.ts';
import { assertFakeWritable } from '../../http/fake-data.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { fullnameSql } from '../agents/public.ts';
import { notifySiteInstruction } from './notify-site-instruction.ts';
import { presentSiteInstruction } from './present-site-instruction.ts';
import { findVisibleSite } from './site-access.ts';
import { assertMayInstruct } from './site-instruction-access.ts';

/**
 * POST {agency}{scope}/site/{id}/instruction: gives an instruction (consigne) on a site the caller sees, or edits
 * one of its instructions (with an id). A new one notifies agents, admins and customers by the site's flags.
 */
export async function saveSiteInstruction(
  ctx: AppContext,
  tenant: TenantContext,
  request: { url: string },
  siteId: string,
  input: SiteInstructionRequest,
): Promise<SiteInstruction> {
  const userId = tenant.actor.userId;
  return ctx.db.transaction(async (tx) => {
    const site = await findVisibleSite(tx, tenant, siteId);
    if (!site) throw notFound(messages.siteNotFound);
    const ofSite = and(inAgency(siteInstructions, site.agencyId), eq(siteInstructions.siteId, site.id));
    let row: typeof siteInstructions.$inferSelect;
    if (input.id) {
      const [existing] = await tx
        .select()
        .from(siteInstructions)
        .where(and(ofSite, eq(siteInstructions.id, input.id)));
      if (!existing) throw notFound(messages.siteInstructionNotFound);
      assertMayInstruct(tenant, site, existing);
      assertFakeWritable(request, site);
      [row] = await tx
        .update(siteInstructions)
        .set({ title: input.title, content: input.content, updatedAt: sql`now()` })
        .where(and(ofSite, eq(siteInstructions.id, existing.id)))
        .returning();
    } else {
      assertMayInstruct(tenant, site);
      assertFakeWritable(request, site);
      [row] = await tx
        .insert(siteInstructions)
        .values({
          agencyId: site.agencyId,
          siteId: site.id,
          title: input.title,
          content: input.content,
          authorUserId: userId,
        })
        .returning();
      await notifySiteInstruction(ctx, tx, { site, title: input.title, authorUserId: userId });
    }
    const [author] = row.authorUserId
      ? await tx.select({ fullname: fullnameSql }).from(users).where(eq(users.id, row.authorUserId))
      : [];
    return presentSiteInstruction(row, { id: site.id, name: site.name }, author?.fullname ?? null);
  });
}
