import type {
  CustomerRequest,
  CustomerRequestStatus,
  CustomerRequestType,
} from '@securite/domain/customers/customer-request-schemas';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { customerRequests } from '../../db/schema/customers.ts';
import { customers, users } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import type { RequestSide } from './customer-request-access.ts';

const r = customerRequests;

/** Whether a request has news the side has not read: the other side acted after this side last read it. */
export function unreadSql(side: RequestSide): SQL<boolean> {
  return side === 'agency'
    ? sql<boolean>`(${r.customerActivityAt} is not null and (${r.agencyReadAt} is null or ${r.agencyReadAt} < ${r.customerActivityAt}))`
    : sql<boolean>`(${r.agencyActivityAt} is not null and (${r.customerReadAt} is null or ${r.customerReadAt} < ${r.agencyActivityAt}))`;
}

const authorSql = sql<string>`coalesce(nullif(trim(concat(${users.firstname}, ' ', ${users.lastname})), ''), ${users.email}, '')`;

/** The agency's request rows (the caller's `where` within them) with their customer, author and unread flag. */
export async function selectCustomerRequests(
  tx: Tx,
  side: RequestSide,
  agencyId: string,
  where: SQL | undefined,
  page?: { orderBy: SQL[]; limit: number; offset: number },
): Promise<CustomerRequest[]> {
  const query = tx
    .select({ row: r, customerName: customers.name, author: authorSql, unread: unreadSql(side) })
    .from(r)
    .innerJoin(customers, and(eq(customers.id, r.customerId), inAgency(customers, agencyId)))
    .leftJoin(users, eq(users.id, r.createdByUserId))
    .where(and(inAgency(r, agencyId), where));
  const rows = page
    ? await query
        .orderBy(...page.orderBy)
        .limit(page.limit)
        .offset(page.offset)
    : await query;
  return rows.map(({ row, customerName, author, unread }) => ({
    id: row.id,
    uuid: row.clientUuid,
    customer: { id: row.customerId, name: customerName },
    requestType: row.requestType as CustomerRequestType,
    subject: row.subject,
    content: row.content,
    status: row.status as CustomerRequestStatus,
    statusChangedAt: row.statusChangedAt?.toISOString() ?? null,
    createdBy: { id: row.createdByUserId, fullname: author ?? '', customer: row.byCustomer },
    sent: row.sent,
    unread: Boolean(unread),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/** One request of the agency as the side sees it. */
export async function presentCustomerRequestById(
  tx: Tx,
  side: RequestSide,
  agencyId: string,
  id: string,
): Promise<CustomerRequest> {
  const [one] = await selectCustomerRequests(tx, side, agencyId, eq(r.id, id));
  return one;
}

/** Marks a request read by the side now. */
export async function markCustomerRequestRead(tx: Tx, side: RequestSide, agencyId: string, id: string) {
  await tx
    .update(r)
    .set(side === 'agency' ? { agencyReadAt: sql`now()` } : { customerReadAt: sql`now()` })
    .where(and(eq(r.id, id), inAgency(r, agencyId)));
}
