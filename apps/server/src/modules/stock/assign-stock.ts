import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { stockMessages } from '@securite/domain/stock/messages';
import { availableQuantity } from '@securite/domain/stock/stock-rules';
import type { StockUpdate, zStockAssignmentSave } from '@securite/domain/stock/stock-schemas';
import { todayIn } from '@securite/domain/time/calendar-day';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { sites } from '../../db/schema/sites.ts';
import { stockActions, stockAssignments } from '../../db/schema/stock.ts';
import { memberships } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import { notFound } from '../../http/errors.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { selectAssignments } from './assignment-query.ts';
import { presentAssignment, referenceRefOf } from './present-stock.ts';
import { assignedQuantities, findReference } from './repo.ts';

type Body = z.output<typeof zStockAssignmentSave>;

/**
 * POST {agency}/stock-assignment: hands `quantityToAssign` units of a reference to each chosen agent and site, in one
 * transaction with the reference locked, so two hands-out at once never give more than the stock holds. Each
 * assignment is a movement too.
 */
export async function assignStock(ctx: AppContext, tenant: TenantContext, body: Body): Promise<StockUpdate> {
  const agencyId = tenant.agency.id;
  const agentIds = [...new Set(body.agents)];
  const siteIds = [...new Set(body.sites)];
  const today = todayIn(tenant.agency.timezone);
  return ctx.db.transaction(async (tx) => {
    const reference = await findReference(tx, agencyId, body.stockReferenceId, { forUpdate: true });
    if (!reference) throw notFound(stockMessages.referenceNotFound);
    if (reference.status !== 'active') throw new AppError(ErrorCode.Conflict, stockMessages.inactive);
    if (agentIds.length > 0) {
      const found = await tx
        .select({ id: memberships.id })
        .from(memberships)
        .where(
          and(
            inAgency(memberships, agencyId),
            inArray(memberships.id, agentIds),
            eq(memberships.role, 'agent'),
            isNull(memberships.deletedAt),
          ),
        );
      if (found.length !== agentIds.length) throw notFound(stockMessages.agentNotFound);
    }
    if (siteIds.length > 0) {
      const found = await tx
        .select({ id: sites.id })
        .from(sites)
        .where(and(inAgency(sites, agencyId), inArray(sites.id, siteIds)));
      if (found.length !== siteIds.length) throw notFound(stockMessages.siteNotFound);
    }
    const assigned = (await assignedQuantities(tx, agencyId, [reference.id])).get(reference.id) ?? 0;
    const available = availableQuantity(reference.quantity, assigned);
    const wanted = body.quantityToAssign * (agentIds.length + siteIds.length);
    if (wanted > available) throw new AppError(ErrorCode.Conflict, stockMessages.notEnough(reference.title, available));
    const holders = [
      ...agentIds.map((agentId) => ({ agentId, siteId: null })),
      ...siteIds.map((siteId) => ({ agentId: null, siteId })),
    ];
    const range = body.dateRangeRestitution;
    const created = await tx
      .insert(stockAssignments)
      .values(
        holders.map((holder) => ({
          agencyId,
          referenceId: reference.id,
          ...holder,
          quantity: body.quantityToAssign,
          assignedAt: body.assignedAt ?? today,
          restitutionFrom: range?.from ?? null,
          restitutionTo: range?.to ?? null,
          note: body.note?.trim() || null,
          createdBy: tenant.actor.userId,
        })),
      )
      .returning({ id: stockAssignments.id, agentId: stockAssignments.agentId, siteId: stockAssignments.siteId });
    await tx.insert(stockActions).values(
      created.map((a) => ({
        agencyId,
        referenceId: reference.id,
        kind: 'assignment' as const,
        quantity: body.quantityToAssign,
        assignmentId: a.id,
        agentId: a.agentId,
        siteId: a.siteId,
        note: body.note?.trim() || null,
        createdBy: tenant.actor.userId,
      })),
    );
    const rows = await selectAssignments(
      tx,
      agencyId,
      inArray(
        stockAssignments.id,
        created.map((c) => c.id),
      ),
    );
    return {
      updatedReferences: [referenceRefOf(reference)],
      assignments: rows.map((row) => presentAssignment(row, today)),
    };
  });
}
