import { assertGranted } from '@securite/domain/auth/access';
import { saveRight } from '@securite/domain/auth/rights';
import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { stockMessages } from '@securite/domain/stock/messages';
import type { StockReference, zStockReferenceSave } from '@securite/domain/stock/stock-schemas';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { stockActions, stockReferences } from '../../db/schema/stock.ts';
import { inAgency } from '../../db/tenant.ts';
import { notFound } from '../../http/errors.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { generateReference } from './generate-reference.ts';
import { presentReference } from './present-stock.ts';
import { assignedQuantities, findReference } from './repo.ts';

type Body = z.output<typeof zStockReferenceSave>;

async function assertCodeFree(tx: Tx, agencyId: string, code: string, id: string | null) {
  const [taken] = await tx
    .select({ id: stockReferences.id })
    .from(stockReferences)
    .where(
      and(
        inAgency(stockReferences, agencyId),
        sql`lower(${stockReferences.reference}) = lower(${code})`,
        id ? ne(stockReferences.id, id) : undefined,
      ),
    );
  if (taken) throw new AppError(ErrorCode.Conflict, stockMessages.referenceTaken(code));
}

/**
 * POST {agency}/stock-reference: a new reference (the create right; no code: the next one of its title) or changes to
 * one (the edit right). Its quantity cannot go below what is handed out; a change of quantity is a movement.
 */
export async function saveStockReference(ctx: AppContext, tenant: TenantContext, body: Body): Promise<StockReference> {
  assertGranted(tenant.actor, [saveRight('stockReferences', body)]);
  const agencyId = tenant.agency.id;
  return ctx.db.transaction(async (tx) => {
    const code = body.reference?.trim() || (await generateReference(tx, agencyId, body.title));
    const values = {
      title: body.title,
      description: body.description?.trim() || null,
      reference: code,
      types: [...new Set(body.types.map((t) => t.trim()))],
      status: body.status,
      quantity: body.quantity,
    };
    if (body.id) {
      const existing = await findReference(tx, agencyId, body.id, { forUpdate: true });
      if (!existing) throw notFound(stockMessages.referenceNotFound);
      await assertCodeFree(tx, agencyId, code, existing.id);
      const assigned = (await assignedQuantities(tx, agencyId, [existing.id])).get(existing.id) ?? 0;
      if (body.quantity < assigned) {
        throw new AppError(ErrorCode.Conflict, stockMessages.quantityBelowAssigned(assigned));
      }
      const [row] = await tx
        .update(stockReferences)
        .set({ ...values, updatedAt: new Date() })
        .where(and(inAgency(stockReferences, agencyId), eq(stockReferences.id, existing.id)))
        .returning();
      const delta = body.quantity - existing.quantity;
      if (delta !== 0) {
        await tx.insert(stockActions).values({
          agencyId,
          referenceId: row.id,
          kind: delta > 0 ? 'in' : 'out',
          quantity: Math.abs(delta),
          note: 'Quantité corrigée dans le catalogue',
          createdBy: tenant.actor.userId,
        });
      }
      return presentReference(row, assigned);
    }
    await assertCodeFree(tx, agencyId, code, null);
    const [row] = await tx
      .insert(stockReferences)
      .values({ ...values, agencyId })
      .returning();
    if (row.quantity > 0) {
      await tx.insert(stockActions).values({
        agencyId,
        referenceId: row.id,
        kind: 'in',
        quantity: row.quantity,
        note: 'Stock initial',
        createdBy: tenant.actor.userId,
      });
    }
    return presentReference(row, 0);
  });
}
