import { assertGranted } from '@securite/domain/auth/access';
import type { StockAssignmentPage, zFetchStockAssignments } from '@securite/domain/stock/stock-schemas';
import { todayIn } from '@securite/domain/time/calendar-day';
import { and, asc, count, desc, eq, ilike, isNotNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { containsPattern } from '../../db/contains-pattern.ts';
import { sites } from '../../db/schema/sites.ts';
import { stockAssignments, stockReferences } from '../../db/schema/stock.ts';
import { inAgency } from '../../db/tenant.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { restitutionWhere, selectAssignments } from './assignment-query.ts';
import { presentAssignment } from './present-stock.ts';
import { stockReadRights } from './stock-rights.ts';

/**
 * POST {agency}{customer}/fetch/stock-assignments: the equipment handed out, by reference, agent, site, status and
 * restitution. A customer user (or a call in a customer's scope) sees what is on that customer's sites only.
 */
export async function findStockAssignments(
  ctx: AppContext,
  tenant: TenantContext,
  query: z.output<typeof zFetchStockAssignments>,
): Promise<StockAssignmentPage> {
  const agencyId = tenant.agency.id;
  const customerId = tenant.scope.customerId;
  if (tenant.actor.role !== 'customer') assertGranted(tenant.actor, stockReadRights);
  const today = todayIn(tenant.agency.timezone);
  const { filters } = query;
  const search = filters.search ? containsPattern(filters.search) : null;
  const where = and(
    inAgency(stockAssignments, agencyId),
    customerId
      ? and(
          isNotNull(stockAssignments.siteId),
          sql`exists (select 1 from sites s where s.id = ${stockAssignments.siteId} and s.agency_id = ${agencyId} and s.customer_id = ${customerId})`,
        )
      : undefined,
    filters.status === 'all' ? undefined : eq(stockAssignments.status, filters.status),
    filters.stockReferenceId ? eq(stockAssignments.referenceId, filters.stockReferenceId) : undefined,
    filters.agentId ? eq(stockAssignments.agentId, filters.agentId) : undefined,
    filters.siteId ? eq(stockAssignments.siteId, filters.siteId) : undefined,
    filters.holder === 'agents' ? isNotNull(stockAssignments.agentId) : undefined,
    filters.holder === 'sites' ? isNotNull(stockAssignments.siteId) : undefined,
    filters.restitution ? restitutionWhere(filters.restitution, today) : undefined,
    search
      ? or(ilike(stockReferences.title, search), ilike(stockReferences.reference, search), ilike(sites.name, search))
      : undefined,
  );
  const direction = query.orderBy.direction === 'asc' ? asc : desc;
  const order =
    query.orderBy.field === 'restitutionTo'
      ? [
          sql`${stockAssignments.restitutionTo} ${sql.raw(query.orderBy.direction)} nulls last`,
          desc(stockAssignments.id),
        ]
      : [direction(stockAssignments.createdAt), desc(stockAssignments.id)];
  const [rows, [{ total }]] = await Promise.all([
    selectAssignments(ctx.db, agencyId, where)
      .orderBy(...order)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    ctx.db
      .select({ total: count() })
      .from(stockAssignments)
      .innerJoin(
        stockReferences,
        and(eq(stockReferences.id, stockAssignments.referenceId), inAgency(stockReferences, agencyId)),
      )
      .leftJoin(sites, and(eq(sites.id, stockAssignments.siteId), inAgency(sites, agencyId)))
      .where(where),
  ]);
  return { data: rows.map((row) => presentAssignment(row, today)), total };
}
