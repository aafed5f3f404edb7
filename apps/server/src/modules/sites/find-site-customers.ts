import type { SiteCustomerOption } from '@securite/domain/sites/site-customer-schemas';
import { and, asc, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { customers } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import { fakeCondition } from '../../http/fake-data.ts';
import type { TenantContext } from '../../http/tenancy.ts';

/** GET {agency}/sites/customers: the agency's customers (id and name, by name) for the site form's choice. */
export async function findSiteCustomers(ctx: AppContext, tenant: TenantContext): Promise<SiteCustomerOption[]> {
  return ctx.db
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(and(inAgency(customers, tenant.agency.id), fakeCondition(customers.fake, tenant.fakeFilter)) as SQL)
    .orderBy(asc(customers.name), asc(customers.id));
}
