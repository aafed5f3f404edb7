import type { Customer, CustomerContact } from '@securite/domain/customers/customer-schemas';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { customerContacts } from '../../db/schema/customers.ts';
import { files } from '../../db/schema/files.ts';
import { sites } from '../../db/schema/sites.ts';
import { memberships, users } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import type { CustomerRow } from './customer-access.ts';
import { findCustomersLeftToPay } from './customer-left-to-pay.ts';

/** The customer's contacts, each saying whether its e-mail opens the customer portal. */
export async function findCustomerContacts(tx: Tx, agencyId: string, customerId: string): Promise<CustomerContact[]> {
  const accountEmails = tx
    .select({ email: sql`lower(${users.email})` })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        inAgency(memberships, agencyId),
        eq(memberships.customerId, customerId),
        eq(memberships.role, 'customer'),
        isNull(memberships.deletedAt),
      ),
    );
  const rows = await tx
    .select({
      contact: customerContacts,
      hasAccount: sql<boolean>`lower(${customerContacts.email}) in (${accountEmails})`,
    })
    .from(customerContacts)
    .where(and(inAgency(customerContacts, agencyId), eq(customerContacts.customerId, customerId)))
    .orderBy(asc(customerContacts.rank), asc(customerContacts.createdAt), asc(customerContacts.id));
  return rows.map(({ contact: c, hasAccount }) => ({
    id: c.id,
    firstname: c.firstname,
    lastname: c.lastname,
    email: c.email,
    phone: c.phone,
    position: c.position,
    invoiceRecipient: c.invoiceRecipient,
    estimateRecipient: c.estimateRecipient,
    planningRecipient: c.planningRecipient,
    sendCustomerInterventionReport: c.sendInterventionReport,
    sendCustomerServiceEventReport: c.sendServiceEventReport,
    hasAccount: Boolean(hasAccount),
  }));
}

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

/** The whole customer as GET {agency}/customer/{id} answers it. */
export async function presentCustomer(tx: Tx, row: CustomerRow): Promise<Customer> {
  const [contacts, logo, [{ n }], leftToPay] = await Promise.all([
    findCustomerContacts(tx, row.agencyId, row.id),
    findCustomerLogo(tx, row.agencyId, row.id),
    tx
      .select({ n: count() })
      .from(sites)
      .where(and(inAgency(sites, row.agencyId), eq(sites.customerId, row.id))),
    findCustomersLeftToPay(tx, row.agencyId, [row.id]),
  ]);
  return {
    ...presentCustomerListItem(row, n, leftToPay.get(row.id) ?? 0),
    vatNumber: row.vatNumber,
    comments: row.comments,
    companyDiscounts: row.discounts,
    userCompanies: contacts,
    logo,
  };
}
