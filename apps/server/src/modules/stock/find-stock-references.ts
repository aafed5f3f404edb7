import type { StockReferencePage, zFetchStockReferences } from '@securite/domain/stock/stock-schemas';
import { and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { containsPattern } from '../../db/contains-pattern.ts';
import { stockReferences } from '../../db/schema/stock.ts';
import { inAgency } from '../../db/tenant.ts';
import { presentReference } from './present-stock.ts';
import { assignedQuantities } from './repo.ts';

/** POST {agency}/fetch/stock-references: the catalogue, newest first, with every type used (for the filter). */
export async function findStockReferences(
  ctx: AppContext,
  agencyId: string,
  query: z.output<typeof zFetchStockReferences>,
): Promise<StockReferencePage> {
  const { filters } = query;
  const search = filters.search ? containsPattern(filters.search) : null;
  const where = and(
    inAgency(stockReferences, agencyId),
    filters.status ? eq(stockReferences.status, filters.status) : undefined,
    filters.type ? sql`${filters.type} = any(${stockReferences.types})` : undefined,
    search
      ? or(
          ilike(stockReferences.title, search),
          ilike(stockReferences.reference, search),
          ilike(stockReferences.description, search),
        )
      : undefined,
  );
  const direction = query.orderBy.direction === 'asc' ? asc : desc;
  const order = {
    createdAt: [direction(stockReferences.createdAt), desc(stockReferences.id)],
    title: [direction(sql`lower(${stockReferences.title})`)],
    reference: [direction(sql`lower(${stockReferences.reference})`)],
  }[query.orderBy.field];
  const [rows, [{ total }], types] = await Promise.all([
    ctx.db
      .select()
      .from(stockReferences)
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    ctx.db.select({ total: count() }).from(stockReferences).where(where),
    ctx.db
      .selectDistinct({ type: sql<string>`unnest(${stockReferences.types})` })
      .from(stockReferences)
      .where(inAgency(stockReferences, agencyId)),
  ]);
  const assigned = await assignedQuantities(
    ctx.db,
    agencyId,
    rows.map((r) => r.id),
  );
  return {
    data: rows.map((row) => presentReference(row, assigned.get(row.id) ?? 0)),
    total,
    types: types.map((t) => t.type).sort((x, y) => x.localeCompare(y, 'fr')),
  };
}
