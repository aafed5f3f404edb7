import { fetchOffset } from '@securite/domain/pagination/fetch-request';
import type { SiteInstruction, SiteInstructionFetchRequest } from '@securite/domain/sites/site-instruction-schemas';
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { containsPattern } from '../../db/contains-pattern.ts';
import { siteInstructions, sites } from '../../db/schema/sites.ts';
import { users } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import { fakeCondition } from '../../http/fake-data.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { fullnameSql } from '../agents/public.ts';
import { presentSiteInstruction } from './present-site-instruction.ts';
import { visibleSites } from './site-access.ts';
import { readsAllInstructions } from './site-instruction-access.ts';

const orderColumns = {
  createdAt: siteInstructions.createdAt,
  updatedAt: siteInstructions.updatedAt,
  title: siteInstructions.title,
} as const;

/**
 * POST {agency}{scope}/fetch/allSiteInstructions: instructions of the active sites the caller sees. Agents and
 * customers read them only on sites granting them 'instructions.view' (customers always read their own).
 */
export async function findSiteInstructions(
  ctx: AppContext,
  tenant: TenantContext,
  request: SiteInstructionFetchRequest,
): Promise<{ data: SiteInstruction[]; total: number }> {
  const { filters } = request;
  const rightsColumn = tenant.actor.role === 'customer' ? sites.rightsCustomer : sites.rightsAgent;
  const search = filters.search ? containsPattern(filters.search) : null;
  const where = and(
    inAgency(siteInstructions, tenant.agency.id),
    visibleSites(tenant),
    isNull(sites.archivedAt),
    fakeCondition(sites.fake, tenant.fakeFilter),
    readsAllInstructions(tenant)
      ? undefined
      : or(sql`'instructions.view' = any(${rightsColumn})`, eq(siteInstructions.authorUserId, tenant.actor.userId)),
    filters.siteIds?.length ? inArray(siteInstructions.siteId, filters.siteIds) : undefined,
    search ? or(ilike(siteInstructions.title, search), ilike(siteInstructions.content, search)) : undefined,
  ) as SQL;
  const direction = request.orderBy.direction === 'asc' ? asc : desc;
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select({ instruction: siteInstructions, siteName: sites.name, authorName: fullnameSql })
      .from(siteInstructions)
      .innerJoin(sites, eq(sites.id, siteInstructions.siteId))
      .leftJoin(users, eq(users.id, siteInstructions.authorUserId))
      .where(where)
      .orderBy(direction(orderColumns[request.orderBy.field]), direction(siteInstructions.id))
      .limit(request.limit)
      .offset(fetchOffset(request)),
    ctx.db
      .select({ total: count() })
      .from(siteInstructions)
      .innerJoin(sites, eq(sites.id, siteInstructions.siteId))
      .where(where),
  ]);
  return {
    data: rows.map((r) =>
      presentSiteInstruction(r.instruction, { id: r.instruction.siteId, name: r.siteName }, r.authorName),
    ),
    total,
  };
}
