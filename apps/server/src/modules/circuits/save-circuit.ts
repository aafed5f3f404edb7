import { assertGranted } from '@securite/domain/auth/access';
import type { CircuitSave, CircuitSaveResponse } from '@securite/domain/circuits/circuit-schemas';
import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { serviceMessages } from '@securite/domain/planning/service-schemas';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { serviceBatches } from '../../db/schema/services.ts';
import { inAgency } from '../../db/tenant.ts';
import { sqlStateOf } from '../../http/errors.ts';
import { assertSameRequest, requestHash } from '../../http/idempotency.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { publishPlanningChange, writeBatch } from '../planning/public.ts';
import { checkCircuit } from './check-circuit.ts';
import { circuitsFromServices } from './present-circuit.ts';

/**
 * POST {agency}/circuits: creates the circuit (one per occurrence of its recurrence) or edits one and replaces its
 * stops, all or nothing. Blocking issues refuse with 409 PLANNING_BLOCKED; warnings (tour overlaps among them) come
 * back for confirmation unless `confirmed`. The answer is kept with the batches' (same table, same uuid rule): a
 * retried save answers what the first did. Once committed, the other screens are told (see publishPlanningChange).
 */
export async function saveCircuit(
  ctx: AppContext,
  tenant: TenantContext,
  save: CircuitSave,
  origin: string | null = null,
): Promise<CircuitSaveResponse> {
  const agencyId = tenant.agency.id;
  // The kind is hashed too: a batch's uuid sent again as a circuit is another request.
  const hash = save.uuid ? requestHash(tenant.actor.userId, { kind: 'circuit', ...save }) : null;
  if (save.uuid && hash) {
    const [done] = await ctx.db
      .select()
      .from(serviceBatches)
      .where(and(inAgency(serviceBatches, agencyId), eq(serviceBatches.uuid, save.uuid)));
    if (done) {
      assertSameRequest(done.requestHash, hash);
      return {
        status: 'saved',
        circuits: done.response.status === 'saved' ? circuitsFromServices(done.response.services) : [],
      };
    }
  }
  assertGranted(tenant.actor, [save.id ? 'circuits.edit' : 'circuits.create']);

  const { batch, issues } = await checkCircuit(ctx, tenant, save);
  if (issues.some((i) => i.blocking)) {
    throw new AppError(ErrorCode.PlanningBlocked, serviceMessages.blocked, {
      details: { issues: issues.filter((i) => i.blocking) },
    });
  }
  if (issues.length > 0 && !save.confirmed) return { status: 'issues', issues };
  let saved: Awaited<ReturnType<typeof writeBatch>>;
  try {
    saved = await writeBatch(ctx, tenant, batch, save.uuid && hash ? { uuid: save.uuid, hash } : null);
  } catch (error) {
    // 23P01: the exclusion constraint; the agent was booked by another planner between our checks and our write.
    if (sqlStateOf(error) === '23P01') throw new AppError(ErrorCode.Conflict, serviceMessages.doubleBooked);
    throw error;
  }
  await publishPlanningChange(ctx, tenant, batch, origin);
  return { status: 'saved', circuits: saved.status === 'saved' ? circuitsFromServices(saved.services) : [] };
}
