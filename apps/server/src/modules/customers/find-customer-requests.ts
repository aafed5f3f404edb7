import type {
  CustomerRequest,
  CustomerRequestFetchRequest,
  CustomerRequestUnread,
} from '@securite/domain/customers/customer-request-schemas';
import { fetchOffset } from '@securite/domain/pagination/fetch-request';
import { and, asc, count, desc, eq, ilike, inArray, not, or, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { containsPattern } from '../../db/contains-pattern.ts';
import { customerRequests } from '../../db/schema/customers.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { sideOf, visibleCustomerRequests } from './customer-request-access.ts';
import { selectCustomerRequests, unreadSql } from './present-customer-request.ts';

const r = customerRequests;
const orderColumns = { createdAt: r.createdAt, updatedAt: r.updatedAt, status: r.status, subject: r.subject } as const;

/** POST {agency}{customer}/fetch/customer-requests: staff see the agency's, a customer its company's. */
export async function findCustomerRequests(
  ctx: AppContext,
  tenant: TenantContext,
  request: CustomerRequestFetchRequest,
): Promise<{ data: CustomerRequest[]; total: number }> {
  const side = sideOf(tenant);
  const { filters } = request;
  const search = filters.search ? containsPattern(filters.search) : null;
  const where = and(
    visibleCustomerRequests(tenant),
    filters.status?.length ? inArray(r.status, filters.status) : undefined,
    filters.requestTypes?.length ? inArray(r.requestType, filters.requestTypes) : undefined,
    filters.customers?.length ? inArray(r.customerId, filters.customers) : undefined,
    filters.unread === undefined ? undefined : filters.unread ? unreadSql(side) : not(unreadSql(side)),
    search ? or(ilike(r.subject, search), ilike(r.content, search)) : undefined,
  ) as SQL;
  const direction = request.orderBy.direction === 'asc' ? asc : desc;
  const [data, [{ total }]] = await Promise.all([
    selectCustomerRequests(ctx.db, side, tenant.agency.id, where, {
      orderBy: [direction(orderColumns[request.orderBy.field]), direction(r.id)],
      limit: request.limit,
      offset: fetchOffset(request),
    }),
    ctx.db.select({ total: count() }).from(r).where(where),
  ]);
  return { data, total };
}

/** GET {agency}{customer}/customer-requests/unread: the badge of the caller's side (the other side counts 0). */
export async function countUnreadCustomerRequests(
  ctx: AppContext,
  tenant: TenantContext,
): Promise<CustomerRequestUnread> {
  const side = sideOf(tenant);
  const [{ n }] = await ctx.db
    .select({ n: count() })
    .from(r)
    .where(and(visibleCustomerRequests(tenant), unreadSql(side)));
  return side === 'agency' ? { selfUnread: 0, agencyUnread: n } : { selfUnread: n, agencyUnread: 0 };
}

/** The row of a visible request (for reading and deleting), or undefined. */
export async function findVisibleRequest(ctx: AppContext, tenant: TenantContext, id: string) {
  const [row] = await ctx.db
    .select()
    .from(r)
    .where(and(eq(r.id, id), visibleCustomerRequests(tenant)));
  return row;
}
