import { assertGranted } from '@securite/domain/auth/access';
import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { serviceMessages } from '@securite/domain/planning/service-schemas';
import { ServiceStatus } from '@securite/domain/planning/service-status';
import type { AppContext } from '../../context.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { publishPlanningChange, writeBatch } from '../planning/public.ts';
import { loadStoredCircuit } from './check-circuit.ts';

/** DELETE {agency}/circuit/{id}: removes the circuit and its stops (soft delete); an ended one stays. */
export async function deleteCircuit(
  ctx: AppContext,
  tenant: TenantContext,
  id: string,
  origin: string | null = null,
): Promise<void> {
  assertGranted(tenant.actor, ['circuits.edit']);
  const { parent } = await loadStoredCircuit(ctx, tenant.agency.id, id);
  if (parent.status === ServiceStatus.Ended) throw new AppError(ErrorCode.Conflict, serviceMessages.ended);
  // The batch writer deletes a circuit's children with it.
  const batch = { inserts: [], edits: [], deletes: [parent], recurrences: [] };
  await writeBatch(ctx, tenant, batch, null);
  await publishPlanningChange(ctx, tenant, batch, origin);
}
