import type { CommercialDocument, DocumentFetchRequest, DocumentPage } from '@securite/domain/billing/schemas';
import { fetchOffset } from '@securite/domain/pagination/fetch-request';
import { addDays, todayIn } from '@securite/domain/time/calendar-day';
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { containsPattern } from '../../db/contains-pattern.ts';
import { commercialDocuments } from '../../db/schema/billing.ts';
import { customers } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import { notFound } from '../../http/errors.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { assertCanRead, visibleDocuments } from './document-access.ts';
import type { DocumentFamily } from './document-families.ts';
import { selectDocument, selectDocuments } from './present-document.ts';

const orderColumns = {
  createdAt: commercialDocuments.createdAt,
  date: commercialDocuments.date,
  number: commercialDocuments.number,
  totalCents: commercialDocuments.totalCents,
  status: commercialDocuments.status,
} as const;

/** Validated or sent invoices whose due date has passed (what is left to pay is checked after). */
const overdue = (today: string) =>
  and(
    eq(commercialDocuments.type, 'invoice'),
    inArray(commercialDocuments.status, ['validated', 'sent']),
    lt(commercialDocuments.dueDate, today),
  ) as SQL;

/** POST {agency}{customer?}/fetch/invoices, /fetch/estimates, /fetch/purchaseOrders: a page and its totals. */
export async function findDocuments(
  ctx: AppContext,
  tenant: TenantContext,
  family: DocumentFamily,
  request: DocumentFetchRequest,
): Promise<DocumentPage> {
  assertCanRead(tenant, family);
  const { filters } = request;
  const today = todayIn(tenant.agency.timezone);
  const search = filters.search ? containsPattern(filters.search) : null;
  const statuses = filters.status ?? [];
  const stored = statuses.filter((s) => s !== 'late');
  const where = and(
    visibleDocuments(tenant, family),
    statuses.length
      ? or(
          stored.length ? inArray(commercialDocuments.status, stored) : undefined,
          statuses.includes('late') ? overdue(today) : undefined,
        )
      : undefined,
    filters.isInvoice === undefined
      ? undefined
      : eq(commercialDocuments.type, filters.isInvoice ? 'invoice' : 'creditNote'),
    filters.customers?.length ? inArray(commercialDocuments.customerId, filters.customers) : undefined,
    filters.dateRange?.from ? gte(commercialDocuments.date, filters.dateRange.from) : undefined,
    filters.dateRange?.to ? lte(commercialDocuments.date, filters.dateRange.to) : undefined,
    search
      ? or(
          ilike(commercialDocuments.number, search),
          ilike(commercialDocuments.subject, search),
          ilike(customers.name, search),
        )
      : undefined,
  ) as SQL;
  const direction = request.orderBy.direction === 'asc' ? asc : desc;
  const [data, [sums]] = await Promise.all([
    selectDocuments(ctx.db, tenant.agency, where, {
      orderBy: [
        direction(orderColumns[request.orderBy.field]),
        direction(commercialDocuments.createdAt),
        direction(commercialDocuments.id),
      ],
      limit: request.limit,
      offset: fetchOffset(request),
      forCustomer: tenant.actor.role === 'customer',
    }),
    ctx.db
      .select({ total: count(), cents: sql<number>`coalesce(sum(${commercialDocuments.totalCents}), 0)::bigint` })
      .from(commercialDocuments)
      .innerJoin(
        customers,
        and(eq(customers.id, commercialDocuments.customerId), inAgency(customers, tenant.agency.id)),
      )
      .where(where),
  ]);
  return {
    data,
    total: sums?.total ?? 0,
    totalCents: Number(sums?.cents ?? 0),
    leftToPayCents: data.reduce((sum, doc) => sum + doc.leftToPayCents, 0),
  };
}

/** GET {agency}{customer?}/{invoice|estimate|purchaseOrder}/{id}. */
export async function getDocument(ctx: AppContext, tenant: TenantContext, family: DocumentFamily, id: string) {
  assertCanRead(tenant, family);
  const doc = await selectDocument(
    ctx.db,
    tenant.agency,
    visibleDocuments(tenant, family),
    id,
    tenant.actor.role === 'customer',
  );
  if (!doc) throw notFound();
  return doc;
}

/** Quotes waiting for an answer for this many days are to be reminded. */
export const ESTIMATE_REMIND_DAYS = 15;

/**
 * GET {agency}/invoices/reminds: the late invoices (due date passed, something left to pay); GET
 * {agency}/estimates/reminds: the quotes validated or sent at least 15 days ago with no answer nor invoice.
 */
export async function findReminds(
  ctx: AppContext,
  tenant: TenantContext,
  family: DocumentFamily,
): Promise<{ data: CommercialDocument[]; total: number }> {
  assertCanRead(tenant, family);
  const today = todayIn(tenant.agency.timezone);
  const where =
    family.key === 'invoices'
      ? overdue(today)
      : (and(
          inArray(commercialDocuments.status, ['validated', 'sent']),
          lte(commercialDocuments.date, addDays(today, -ESTIMATE_REMIND_DAYS)),
          sql`not exists (select 1 from commercial_documents i
            where i.source_id = ${commercialDocuments.id} and i.agency_id = ${commercialDocuments.agencyId})`,
        ) as SQL);
  const rows = await selectDocuments(ctx.db, tenant.agency, and(visibleDocuments(tenant, family), where) as SQL, {
    orderBy: [asc(commercialDocuments.date)],
    limit: 200,
    forCustomer: tenant.actor.role === 'customer',
  });
  const data = family.key === 'invoices' ? rows.filter((doc) => doc.isLateToPay) : rows;
  return { data, total: data.length };
}
