import type { CustomerFetchRequest, CustomerListItem } from '@securite/domain/customers/customer-schemas';
import { fetchOffset } from '@securite/domain/pagination/fetch-request';
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { containsPattern } from '../../db/contains-pattern.ts';
import { customers } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import { fakeCondition } from '../../http/fake-data.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { customerDetailColumns, presentCustomerListItem, sitesCountSql } from './present-customer.ts';

const orderColumns = {
  createdAt: customers.createdAt,
  name: customers.name,
  customerNumber: customers.customerNumber,
} as const;

/** POST {agency}/fetch/customers: a page of customers and prospects, archived ones on demand. */
export async function findCustomers(
  ctx: AppContext,
  tenant: TenantContext,
  request: CustomerFetchRequest,
): Promise<{ data: CustomerListItem[]; total: number }> {
  const { filters } = request;
  const search = filters.search ? containsPattern(filters.search) : null;
  const where = and(
    inAgency(customers, tenant.agency.id),
    fakeCondition(customers.fake, tenant.fakeFilter),
    filters.archived ? isNotNull(customers.archivedAt) : isNull(customers.archivedAt),
    filters.kind === 'all' ? undefined : eq(customers.prospect, filters.kind === 'prospect'),
    search
      ? or(
          ilike(customers.name, search),
          ilike(customers.email, search),
          ilike(customers.customerNumber, search),
          ilike(customers.siren, search),
          ilike(customers.phone, search),
        )
      : undefined,
  ) as SQL;
  const direction = request.orderBy.direction === 'asc' ? asc : desc;
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select({ row: customers, sitesCount: sitesCountSql, leftToPay: customerDetailColumns.leftToPay })
      .from(customers)
      .where(where)
      .orderBy(direction(orderColumns[request.orderBy.field]), direction(customers.id))
      .limit(request.limit)
      .offset(fetchOffset(request)),
    ctx.db.select({ total: count() }).from(customers).where(where),
  ]);
  return {
    data: rows.map(({ row, sitesCount, leftToPay }) => presentCustomerListItem(row, sitesCount, Number(leftToPay))),
    total,
  };
}
