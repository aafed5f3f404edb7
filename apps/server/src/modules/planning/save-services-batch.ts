import { assertGranted } from '@securite/domain/auth/access';
import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import {
  type ServiceBatchRequest,
  type ServiceBatchResponse,
  serviceMessages,
} from '@securite/domain/planning/service-schemas';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { serviceBatches } from '../../db/schema/services.ts';
import { inAgency } from '../../db/tenant.ts';
import { sqlStateOf } from '../../http/errors.ts';
import { assertSameRequest, requestHash } from '../../http/idempotency.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { checkBatch } from './check-batch.ts';
import { publishPlanningChange } from './publish-planning-change.ts';
import { writeBatch } from './write-batch.ts';

/**
 * POST {agency}/services/batch: validates every line, runs the planning checks, and saves all or nothing.
 * Blocking issues refuse with 409; warnings come back for confirmation unless `confirmed`. The database's
 * exclusion constraint catches a double booking that a concurrent save slipped in after the checks.
 * Once committed, the other screens are told (`origin`: the tab that saved, which skips the event).
 */
export async function saveServicesBatch(
  ctx: AppContext,
  tenant: TenantContext,
  request: ServiceBatchRequest,
  origin: string | null = null,
): Promise<ServiceBatchResponse> {
  const agencyId = tenant.agency.id;
  const hash = request.uuid ? requestHash(tenant.actor.userId, request) : null;
  if (request.uuid && hash) {
    const [done] = await ctx.db
      .select()
      .from(serviceBatches)
      .where(and(inAgency(serviceBatches, agencyId), eq(serviceBatches.uuid, request.uuid)));
    if (done) {
      assertSameRequest(done.requestHash, hash);
      return done.response;
    }
  }
  if (request.services.some((s) => !s.id)) assertGranted(tenant.actor, ['services.create']);
  if (request.services.some((s) => s.id)) assertGranted(tenant.actor, ['services.edit']);

  const { batch, issues } = await checkBatch(ctx, tenant, request.services);
  if (issues.some((i) => i.blocking)) {
    throw new AppError(ErrorCode.PlanningBlocked, serviceMessages.blocked, {
      details: { issues: issues.filter((i) => i.blocking) },
    });
  }
  if (issues.length > 0 && !request.confirmed) return { status: 'issues', issues };

  let saved: ServiceBatchResponse;
  try {
    saved = await writeBatch(ctx, tenant, batch, request.uuid && hash ? { uuid: request.uuid, hash } : null);
  } catch (error) {
    // 23P01: the exclusion constraint; another planner booked the agent between our checks and our write.
    if (sqlStateOf(error) === '23P01') throw new AppError(ErrorCode.Conflict, serviceMessages.doubleBooked);
    throw error;
  }
  await publishPlanningChange(ctx, tenant, batch, origin);
  return saved;
}
