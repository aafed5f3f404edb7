import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { type AutoplanRun, autoplanMessages } from '@securite/domain/planning/autoplan/autoplan-schemas';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../../context.ts';
import { planningProposals } from '../../../db/schema/planning-proposals.ts';
import { inAgency } from '../../../db/tenant.ts';
import { notFound } from '../../../http/errors.ts';
import type { TenantContext } from '../../../http/tenancy.ts';
import { presentProposal } from './present-proposal.ts';

/** GET {agency}/planning/proposals/{id}: the run, its progress, and its proposal once done. */
export async function getProposal(ctx: AppContext, tenant: TenantContext, id: string): Promise<AutoplanRun> {
  const [row] = await ctx.db
    .select()
    .from(planningProposals)
    .where(and(inAgency(planningProposals, tenant.agency.id), eq(planningProposals.id, id)));
  if (!row) throw notFound(autoplanMessages.notFound);
  return presentProposal(row);
}

/** POST {agency}/planning/proposals/{id}/cancel: the worker stops at its next step; a finished run refuses (409). */
export async function cancelProposal(ctx: AppContext, tenant: TenantContext, id: string): Promise<AutoplanRun> {
  const agencyId = tenant.agency.id;
  const [row] = await ctx.db
    .update(planningProposals)
    .set({ cancelRequestedAt: sql`coalesce(${planningProposals.cancelRequestedAt}, now())`, updatedAt: sql`now()` })
    .where(
      and(inAgency(planningProposals, agencyId), eq(planningProposals.id, id), eq(planningProposals.status, 'running')),
    )
    .returning();
  if (row) return presentProposal(row);
  await getProposal(ctx, tenant, id);
  throw new AppError(ErrorCode.Conflict, autoplanMessages.finished);
}
