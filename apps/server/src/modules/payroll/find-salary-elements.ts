import { fetchOffset } from '@securite/domain/pagination/fetch-request';
import type { SalaryElementFetchRequest, SalaryElementPage } from '@securite/domain/payroll/salary-elements';
import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { containsPattern } from '../../db/contains-pattern.ts';
import { salaryElements } from '../../db/schema/payroll.ts';
import { memberships, users } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { fullnameSql } from '../agents/public.ts';
import { selectSalaryElements } from './select-salary-elements.ts';

const orderColumns = {
  createdAt: salaryElements.createdAt,
  month: salaryElements.month,
  amountCents: salaryElements.amountCents,
} as const;

/** POST {agency}/fetch/salary-elements: a page of the agency's elements, filtered by month, agent, kind or text. */
export async function findSalaryElements(
  ctx: AppContext,
  tenant: TenantContext,
  request: SalaryElementFetchRequest,
): Promise<SalaryElementPage> {
  const { filters } = request;
  const search = filters.search ? containsPattern(filters.search) : null;
  const where = and(
    inAgency(salaryElements, tenant.agency.id),
    filters.month ? eq(salaryElements.month, filters.month) : undefined,
    filters.agentId ? eq(salaryElements.membershipId, filters.agentId) : undefined,
    filters.kind ? eq(salaryElements.kind, filters.kind) : undefined,
    search ? or(ilike(salaryElements.label, search), ilike(fullnameSql, search)) : undefined,
  ) as SQL;
  const direction = request.orderBy.direction === 'asc' ? asc : desc;
  const [data, [{ n: total }]] = await Promise.all([
    selectSalaryElements(ctx.db, tenant.agency.id, where, {
      orderBy: [direction(orderColumns[request.orderBy.field]), direction(salaryElements.id)],
      limit: request.limit,
      offset: fetchOffset(request),
    }),
    ctx.db
      .select({ n: count() })
      .from(salaryElements)
      .innerJoin(
        memberships,
        and(eq(memberships.id, salaryElements.membershipId), inAgency(memberships, tenant.agency.id)),
      )
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(where),
  ]);
  return { data, total };
}
