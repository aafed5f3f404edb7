import { messages } from '@securite/domain/errors/messages';
import {
  type AutoplanRequest,
  type AutoplanRun,
  zAutoplanRequest,
} from '@securite/domain/planning/autoplan/autoplan-schemas';
import { and, inArray, isNull } from 'drizzle-orm';
import type { AppContext } from '../../../context.ts';
import { planningProposals } from '../../../db/schema/planning-proposals.ts';
import { sites } from '../../../db/schema/sites.ts';
import { inAgency } from '../../../db/tenant.ts';
import { notFound } from '../../../http/errors.ts';
import type { TenantContext } from '../../../http/tenancy.ts';
import { presentProposal } from './present-proposal.ts';
import { AUTOPLAN_QUEUE } from './run-proposal.ts';

/** POST {agency}/planning/proposals: a run row and its job (the job solves off the request path). */
export async function startProposal(
  ctx: AppContext,
  tenant: TenantContext,
  request: AutoplanRequest,
): Promise<AutoplanRun> {
  const agencyId = tenant.agency.id;
  const parsed = zAutoplanRequest.parse(request);
  const siteIds = [...new Set(parsed.siteIds)];
  if (siteIds.length > 0) {
    const found = await ctx.db
      .select({ id: sites.id })
      .from(sites)
      .where(and(inAgency(sites, agencyId), inArray(sites.id, siteIds), isNull(sites.archivedAt)));
    if (found.length !== siteIds.length) throw notFound(messages.siteNotFound);
  }
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(planningProposals)
      .values({
        agencyId,
        createdByUserId: tenant.actor.userId,
        request: { ...parsed, siteIds } as unknown as Record<string, unknown>,
      })
      .returning();
    await ctx.jobs.enqueue(AUTOPLAN_QUEUE, { agencyId, proposalId: row.id }, { tx, maxAttempts: 1 });
    return presentProposal(row);
  });
}
