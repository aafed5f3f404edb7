import type { Customer, CustomerContact } from '@securite/domain/customers/customer-schemas';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { files } from '../../db/schema/files.ts';
import { customers } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import type { CustomerRow } from './customer-access.ts';

/** The customer's current logo file, if any. */
export async function findCustomerLogo(tx: Tx, agencyId: string, customerId: string) {
  const [logo] = await tx
    .select({ id: files.id, name: files.originalName })
    .from(files)
    .where(
      and(
        inAgency(files, agencyId),
        eq(files.ownerCustomerId, customerId),
        eq(files.purpose, 'customer-logo'),
        isNull(files.deletedAt),
      ),
    );
  return logo ?? null;
}

/**
 * Number of sites of each customer (a correlated count, for the list). Written with qualified names: drizzle
 * leaves columns unqualified inside sql, which the subquery would read as the sites' own.
 */
export const sitesCountSql = sql<number>`(select count(*)::int from "sites" s where s.agency_id = "customers"."agency_id" and s.customer_id = "customers"."id")`;

/** The list fields of a customer row. */
export function presentCustomerListItem(row: CustomerRow, sitesCount: number, leftToPay = 0) {
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    email: row.email,
    phone: row.phone,
    address: {
      street: row.address.street ?? null,
      complement: row.address.complement ?? null,
      zipcode: row.address.zipcode ?? null,
      city: row.address.city ?? null,
      country: row.address.country ?? null,
    },
    siren: row.siren,
    customerNumber: row.customerNumber,
    customerInfos: {
      prospect: row.prospect,
      specialties: row.specialties,
      generateCustomerNumberId: row.generateCustomerNumber,
      settlementPeriod: row.settlementPeriod,
      settlementPeriodDays: row.settlementPeriodDays,
    },
    archivedAt: row.archivedAt?.toISOString() ?? null,
    sitesCount: Number(sitesCount),
    leftToPay,
    fake: row.fake,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * What the whole customer adds to its row, as columns of the customer's own statement: its contacts (each saying
 * whether its e-mail opens the customer portal), its logo, its sites' count and what is left to pay on its unpaid
 * invoices (findCustomersLeftToPay's rule: the total less payments and validated credit notes, never below 0 per
 * invoice). Qualified names: the subqueries read the outer "customers" row.
 */
export const customerDetailColumns = {
  contacts: sql<CustomerContact[]>`coalesce((
    select json_agg(json_build_object(
      'id', cc.id, 'firstname', cc.firstname, 'lastname', cc.lastname, 'email', cc.email, 'phone', cc.phone,
      'position', cc.position, 'invoiceRecipient', cc.invoice_recipient, 'estimateRecipient', cc.estimate_recipient,
      'planningRecipient', cc.planning_recipient, 'sendCustomerInterventionReport', cc.send_intervention_report,
      'sendCustomerServiceEventReport', cc.send_service_event_report,
      'hasAccount', coalesce(lower(cc.email) in (
        select lower(u.email) from memberships m join users u on u.id = m.user_id
        where m.agency_id = "customers"."agency_id" and m.customer_id = "customers"."id" and m.role = 'customer'
          and m.deleted_at is null), false)
    ) order by cc.rank, cc.created_at, cc.id)
    from customer_contacts cc
    where cc.agency_id = "customers"."agency_id" and cc.customer_id = "customers"."id"
  ), '[]'::json)`,
  logo: sql<{ id: string; name: string } | null>`(
    select json_build_object('id', f.id, 'name', f.original_name) from files f
    where f.agency_id = "customers"."agency_id" and f.owner_customer_id = "customers"."id"
      and f.purpose = 'customer-logo' and f.deleted_at is null
    limit 1)`,
  sitesCount: sitesCountSql,
  leftToPay: sql<string>`(
    select coalesce(sum(greatest(d.total_cents
      - (select coalesce(sum(p.amount_cents), 0) from commercial_document_payments p where p.document_id = d.id)
      - (select coalesce(sum(c.total_cents), 0) from commercial_documents c
         where c.source_id = d.id and c.type = 'creditNote' and c.status <> 'draft'), 0)), 0)
    from commercial_documents d
    where d.agency_id = "customers"."agency_id" and d.customer_id = "customers"."id" and d.type = 'invoice'
      and d.status in ('validated', 'sent'))`,
};

export type CustomerDetails = {
  contacts: CustomerContact[];
  logo: { id: string; name: string } | null;
  sitesCount: number;
  leftToPay: string | number;
};

/** The whole customer from its row and its details (customerDetailColumns). */
export function presentCustomerDetail(row: CustomerRow, details: CustomerDetails): Customer {
  return {
    ...presentCustomerListItem(row, details.sitesCount, Number(details.leftToPay)),
    vatNumber: row.vatNumber,
    comments: row.comments,
    companyDiscounts: row.discounts,
    userCompanies: details.contacts,
    logo: details.logo,
  };
}

/** The whole customer as GET {agency}/customer/{id} answers it, for a row just read or written: one statement. */
export async function presentCustomer(tx: Tx, row: CustomerRow): Promise<Customer> {
  const [details] = await tx
    .select(customerDetailColumns)
    .from(customers)
    .where(and(inAgency(customers, row.agencyId), eq(customers.id, row.id)));
  return presentCustomerDetail(row, details);
}
