import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { stockMessages } from '@securite/domain/stock/messages';
import { availableQuantity } from '@securite/domain/stock/stock-rules';
import type { StockUpdate, zStockActionSave } from '@securite/domain/stock/stock-schemas';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { stockActions, stockReferences } from '../../db/schema/stock.ts';
import { inAgency } from '../../db/tenant.ts';
import { notFound } from '../../http/errors.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { referenceRefOf } from './present-stock.ts';
import { assignedQuantities, findReference } from './repo.ts';

/**
 * POST {agency}/stock-action: units come in or go out of the stock (lost, broken). What goes out cannot exceed
 * what is not handed out.
 */
export async function recordStockAction(
  ctx: AppContext,
  tenant: TenantContext,
  body: z.output<typeof zStockActionSave>,
): Promise<StockUpdate> {
  const agencyId = tenant.agency.id;
  return ctx.db.transaction(async (tx) => {
    const reference = await findReference(tx, agencyId, body.stockReferenceId, { forUpdate: true });
    if (!reference) throw notFound(stockMessages.referenceNotFound);
    const assigned = (await assignedQuantities(tx, agencyId, [reference.id])).get(reference.id) ?? 0;
    if (body.kind === 'out' && body.quantity > availableQuantity(reference.quantity, assigned)) {
      throw new AppError(
        ErrorCode.Conflict,
        stockMessages.notEnough(reference.title, availableQuantity(reference.quantity, assigned)),
      );
    }
    const delta = body.kind === 'in' ? body.quantity : -body.quantity;
    await tx
      .update(stockReferences)
      .set({ quantity: reference.quantity + delta, updatedAt: new Date() })
      .where(and(inAgency(stockReferences, agencyId), eq(stockReferences.id, reference.id)));
    await tx.insert(stockActions).values({
      agencyId,
      referenceId: reference.id,
      kind: body.kind,
      quantity: body.quantity,
      note: body.note?.trim() || null,
      createdBy: tenant.actor.userId,
    });
    return { updatedReferences: [referenceRefOf(reference)], assignments: [] };
  });
}
