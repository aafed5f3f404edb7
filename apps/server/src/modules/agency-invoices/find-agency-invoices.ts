import type { AgencyInvoice, AgencyInvoiceFetchRequest } from '@securite/domain/agency-invoices/agency-invoice-schemas';
import { agencyInvoiceMessages as im } from '@securite/domain/agency-invoices/agency-invoice-schemas';
import { fetchOffset } from '@securite/domain/pagination/fetch-request';
import { todayIn } from '@securite/domain/time/calendar-day';
import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { agencyInvoices } from '../../db/schema/agency-invoices.ts';
import { agencies } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import { notFound } from '../../http/errors.ts';
import type { AgencyInvoiceRow } from './create-agency-invoice.ts';
import { paymentsOf, presentAgencyInvoice } from './present-agency-invoice.ts';

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

const paidSql = sql<number>`coalesce((select sum(p.amount_cents) from agency_invoice_payments p
  where p.invoice_id = agency_invoices.id and p.agency_id = agency_invoices.agency_id and p.status = 'succeeded'), 0)`;

/**
 * A page of platform invoices, newest first: every agency's for the admins, one agency's for « Mes factures »
 * (`agencyId` given: the filter on another agency is ignored).
 */
export async function findAgencyInvoices(
  db: Db,
  request: AgencyInvoiceFetchRequest,
  agencyId: string | null,
): Promise<{ data: AgencyInvoice[]; total: number; balanceCents: number }> {
  const { filters } = request;
  const where: SQL[] = [];
  const scope = agencyId ?? filters.agencyId;
  if (scope) where.push(inAgency(agencyInvoices, scope));
  if (filters.status) where.push(eq(agencyInvoices.status, filters.status));
  if (filters.late !== undefined) {
    const late = and(
      inArray(agencyInvoices.status, ['pending', 'partial']),
      sql`${agencyInvoices.dueDate} < ${todayIn('Europe/Paris')}::date`,
    ) as SQL;
    where.push(filters.late ? late : sql`not (${late})`);
  }
  if (filters.search) {
    const pattern = `%${escapeLike(filters.search)}%`;
    where.push(or(ilike(agencyInvoices.number, pattern), ilike(agencies.name, pattern)) as SQL);
  }
  const condition = where.length > 0 ? and(...where) : undefined;
  const column = {
    createdAt: agencyInvoices.createdAt,
    date: agencyInvoices.date,
    totalInclTaxCents: agencyInvoices.totalInclTaxCents,
  }[request.orderBy.field];
  const direction = request.orderBy.direction === 'asc' ? asc : desc;
  const [rows, [summary]] = await Promise.all([
    db
      .select({ invoice: agencyInvoices, agencyName: agencies.name })
      .from(agencyInvoices) // every agency: the platform's invoice list (an agency's own: inAgency in `where` above)
      .innerJoin(agencies, eq(agencies.id, agencyInvoices.agencyId))
      .where(condition)
      .orderBy(direction(column), desc(agencyInvoices.number))
      .limit(request.limit)
      .offset(fetchOffset(request)),
    db
      .select({
        total: sql<number>`count(*)::int`,
        balance: sql<number>`coalesce(sum(case when ${agencyInvoices.status} in ('pending', 'partial')
          then greatest(${agencyInvoices.totalInclTaxCents} - ${paidSql}, 0) else 0 end), 0)::int`,
      })
      .from(agencyInvoices) // every agency: the same list, counted
      .innerJoin(agencies, eq(agencies.id, agencyInvoices.agencyId))
      .where(condition),
  ]);
  const payments = await paymentsOf(
    db,
    rows.map((r) => r.invoice),
  );
  return {
    data: rows.map((r) => presentAgencyInvoice(r.invoice, r.agencyName, payments.get(r.invoice.id) ?? [])),
    total: summary?.total ?? 0,
    balanceCents: summary?.balance ?? 0,
  };
}

/** One invoice (of the agency when given), with its agency's name; 404 when missing. */
export async function getAgencyInvoiceRow(
  tx: Tx,
  id: string,
  agencyId: string | null,
): Promise<{ invoice: AgencyInvoiceRow; agencyName: string }> {
  const where: SQL[] = [eq(agencyInvoices.id, id)];
  if (agencyId) where.push(inAgency(agencyInvoices, agencyId));
  const [row] = await tx
    .select({ invoice: agencyInvoices, agencyName: agencies.name })
    .from(agencyInvoices) // every agency: a platform admin's invoice (an agency's own: inAgency in `where` above)
    .innerJoin(agencies, eq(agencies.id, agencyInvoices.agencyId))
    .where(and(...where));
  if (!row) throw notFound(im.notFound);
  return row;
}

/** One invoice presented (of the agency when given). */
export async function getAgencyInvoice(tx: Tx, id: string, agencyId: string | null): Promise<AgencyInvoice> {
  const { invoice, agencyName } = await getAgencyInvoiceRow(tx, id, agencyId);
  const payments = await paymentsOf(tx, [invoice]);
  return presentAgencyInvoice(invoice, agencyName, payments.get(invoice.id) ?? []);
}
