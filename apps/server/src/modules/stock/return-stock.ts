import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { stockMessages } from '@securite/domain/stock/messages';
import type { StockUpdate, zStockReturn } from '@securite/domain/stock/stock-schemas';
import { todayIn } from '@securite/domain/time/calendar-day';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { stockActions, stockAssignments } from '../../db/schema/stock.ts';
import { inAgency } from '../../db/tenant.ts';
import { notFound } from '../../http/errors.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { selectAssignments } from './assignment-query.ts';
import { presentAssignment, referenceRefOf } from './present-stock.ts';
import { findReference, isUuid } from './repo.ts';

/**
 * POST {agency}/stock-assignment/{id}/return: the equipment comes back, all of it or `quantity` units (the rest stays
 * with its holder as the same assignment; the returned part becomes a returned assignment). A movement records it.
 */
export async function returnStock(
  ctx: AppContext,
  tenant: TenantContext,
  id: string,
  body: z.output<typeof zStockReturn>,
): Promise<StockUpdate> {
  const agencyId = tenant.agency.id;
  const today = todayIn(tenant.agency.timezone);
  return ctx.db.transaction(async (tx) => {
    if (!isUuid(id)) throw notFound(stockMessages.assignmentNotFound);
    const [assignment] = await tx
      .select()
      .from(stockAssignments)
      .where(and(inAgency(stockAssignments, agencyId), eq(stockAssignments.id, id)))
      .for('update');
    if (!assignment) throw notFound(stockMessages.assignmentNotFound);
    if (assignment.status === 'returned') throw new AppError(ErrorCode.Conflict, stockMessages.alreadyReturned);
    const reference = (await findReference(tx, agencyId, assignment.referenceId))!;
    const quantity = body.quantity ?? assignment.quantity;
    if (quantity > assignment.quantity) {
      throw new AppError(ErrorCode.Conflict, stockMessages.returnTooMany(assignment.quantity));
    }
    const now = new Date();
    let returnedId = assignment.id;
    if (quantity === assignment.quantity) {
      await tx
        .update(stockAssignments)
        .set({ status: 'returned', returnedAt: now })
        .where(and(inAgency(stockAssignments, agencyId), eq(stockAssignments.id, assignment.id)));
    } else {
      await tx
        .update(stockAssignments)
        .set({ quantity: assignment.quantity - quantity })
        .where(and(inAgency(stockAssignments, agencyId), eq(stockAssignments.id, assignment.id)));
      const { id: _id, createdAt: _createdAt, ...rest } = assignment;
      const [part] = await tx
        .insert(stockAssignments)
        .values({ ...rest, quantity, status: 'returned', returnedAt: now })
        .returning({ id: stockAssignments.id });
      returnedId = part.id;
    }
    await tx.insert(stockActions).values({
      agencyId,
      referenceId: assignment.referenceId,
      kind: 'return',
      quantity,
      assignmentId: returnedId,
      agentId: assignment.agentId,
      siteId: assignment.siteId,
      note: body.note?.trim() || null,
      createdBy: tenant.actor.userId,
    });
    const rows = await selectAssignments(
      tx,
      agencyId,
      inArray(stockAssignments.id, [...new Set([assignment.id, returnedId])]),
    );
    return {
      updatedReferences: [referenceRefOf(reference)],
      assignments: rows.map((row) => presentAssignment(row, today)),
    };
  });
}
