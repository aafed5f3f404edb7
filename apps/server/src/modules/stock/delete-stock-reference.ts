import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { stockMessages } from '@securite/domain/stock/messages';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { stockReferences } from '../../db/schema/stock.ts';
import { inAgency } from '../../db/tenant.ts';
import { notFound } from '../../http/errors.ts';
import { assignedQuantities, findReference } from './repo.ts';

/** DELETE {agency}/stock-reference/{id}: a reference nothing of which is handed out (409 otherwise), with its history. */
export async function deleteStockReference(ctx: AppContext, agencyId: string, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await findReference(tx, agencyId, id, { forUpdate: true });
    if (!row) throw notFound(stockMessages.referenceNotFound);
    if (((await assignedQuantities(tx, agencyId, [row.id])).get(row.id) ?? 0) > 0) {
      throw new AppError(ErrorCode.Conflict, stockMessages.stillAssigned);
    }
    await tx.delete(stockReferences).where(and(inAgency(stockReferences, agencyId), eq(stockReferences.id, row.id)));
  });
}
