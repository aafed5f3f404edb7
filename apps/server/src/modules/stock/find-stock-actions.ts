import type { StockAction, zFetchStockActions } from '@securite/domain/stock/stock-schemas';
import { addDays, dayToDate } from '@securite/domain/time/calendar-day';
import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { sites } from '../../db/schema/sites.ts';
import { stockActions, stockReferences } from '../../db/schema/stock.ts';
import { users } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import { referenceRefOf } from './present-stock.ts';

/** POST {agency}/fetch/stock-actions: the movements, newest first. */
export async function findStockActions(
  ctx: AppContext,
  agencyId: string,
  query: z.output<typeof zFetchStockActions>,
): Promise<{ data: StockAction[]; total: number }> {
  const { filters } = query;
  const where = and(
    inAgency(stockActions, agencyId),
    filters.stockReferenceId ? eq(stockActions.referenceId, filters.stockReferenceId) : undefined,
    filters.kind ? eq(stockActions.kind, filters.kind) : undefined,
    filters.from ? gte(stockActions.createdAt, dayToDate(filters.from)) : undefined,
    filters.to ? lt(stockActions.createdAt, dayToDate(addDays(filters.to, 1))) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select({
        action: stockActions,
        reference: { id: stockReferences.id, title: stockReferences.title, reference: stockReferences.reference },
        agentName: sql<
          string | null
        >`(select trim(u.firstname || ' ' || u.lastname) from memberships m join users u on u.id = m.user_id where m.id = ${stockActions.agentId} and m.agency_id = ${agencyId})`,
        siteName: sites.name,
        authorName: sql<string | null>`trim(${users.firstname} || ' ' || ${users.lastname})`,
      })
      .from(stockActions)
      .innerJoin(
        stockReferences,
        and(eq(stockReferences.id, stockActions.referenceId), inAgency(stockReferences, agencyId)),
      )
      .leftJoin(sites, and(eq(sites.id, stockActions.siteId), inAgency(sites, agencyId)))
      .leftJoin(users, eq(users.id, stockActions.createdBy))
      .where(where)
      .orderBy(desc(stockActions.createdAt), desc(stockActions.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    ctx.db.select({ total: count() }).from(stockActions).where(where),
  ]);
  return {
    data: rows.map(({ action, reference, agentName, siteName, authorName }) => ({
      id: action.id,
      kind: action.kind,
      stockReference: referenceRefOf(reference),
      quantity: action.quantity,
      agent: action.agentId ? { id: action.agentId, fullname: agentName ?? '' } : null,
      site: action.siteId ? { id: action.siteId, name: siteName ?? '' } : null,
      note: action.note,
      createdBy: action.createdBy ? { id: action.createdBy, fullname: authorName ?? '' } : null,
      createdAt: action.createdAt.toISOString(),
    })),
    total,
  };
}
